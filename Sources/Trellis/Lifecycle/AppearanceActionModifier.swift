extension View {
    /// Adds an action to run when this view appears: each time it is inserted
    /// into the visible hierarchy, never when its body is re-evaluated.
    ///
    /// ```swift
    /// DetailView().onAppear { log("detail+") }
    /// ```
    ///
    /// Within a newly inserted subtree, children's actions run before their
    /// parents', and stacked modifiers in source order (Lifecycle.md rules 7–8).
    /// State set in the action is applied before the first frame is drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to run when this view disappears: it was removed, or
    /// hidden by its container (an unselected tab, a covered screen).
    ///
    /// ```swift
    /// DetailView().onDisappear { log("detail-") }
    /// ```
    ///
    /// Disappear actions run after the appear actions of the same update
    /// (Lifecycle.md rule 10); the action may read the view's state, which
    /// outlives the view's identity until the action has run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

/// Runs actions when the modified view appears and disappears.
public struct _AppearanceActionModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Runs when the view appears.
    public var appear: (() -> Void)?
    /// Runs when the view disappears.
    public var disappear: (() -> Void)?

    /// Creates the modifier.
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(AppearanceActionNode(view: modifier, inputs: inputs))
    }
}
