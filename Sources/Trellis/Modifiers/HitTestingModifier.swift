extension View {
    /// Whether the view and its subviews take clicks and drags: when
    /// `false`, they pass to the views below, as if the view were not there.
    ///
    /// ```swift
    /// ZStack {
    ///     Button("Save") { save() }
    ///     Text("watermark").allowsHitTesting(false)   // a click on it presses Save
    /// }
    /// ```
    ///
    /// Key presses and the focus are not affected. Cost: one node.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(isEnabled: enabled))
    }
}

/// Lets clicks reach the modified view or pass through it.
public struct _AllowsHitTestingModifier: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var isEnabled: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(AllowsHitTestingNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.allowsHitTesting`.
@MainActor
final class AllowsHitTestingNode<Content: View>: ModifierNode<Content, _AllowsHitTestingModifier> {
    override var allowsHitTesting: Bool { modifier.isEnabled }

    override var modifierName: String { "allowsHitTesting" }
}
