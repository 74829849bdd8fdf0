extension View {
    /// Sets how this view is inserted and removed; in a terminal only
    /// `.identity` changes anything (the order of lifecycle actions, Lifecycle.md
    /// rule 10).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// Attaches a transition to the modified view.
public struct _TransitionModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The transition.
    public var transition: AnyTransition

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(TransitionNode(view: modifier, inputs: inputs))
    }
}
