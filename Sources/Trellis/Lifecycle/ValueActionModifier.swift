extension View {
    /// Adds an action to run when `value` changes, with the old and the new value.
    ///
    /// ```swift
    /// .onChange(of: query) { old, new in log("\(old) → \(new)") }
    /// ```
    ///
    /// The action runs after the body that produced the new value, in the
    /// same frame; writes inside it cause another update in that frame.
    /// Writing an equal value calls nothing. It is not called when the view
    /// appears unless `initial` is true, which calls it then with `(value, value)`
    /// as an appear action. A change that crosses an identity reset is not
    /// reported (Lifecycle.md rule 13). An action that keeps changing the value
    /// it observes is stopped after 100 update passes in one frame, with a
    /// diagnostic on standard error.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to run when `value` changes.
    ///
    /// ```swift
    /// .onChange(of: selection) { scrollToSelection() }
    /// ```
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}

extension View {
    /// Adds an action to run with the new value when `value` changes.
    ///
    /// Kept for ported code, as in SwiftUI; prefer `onChange(of:initial:_:)`.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two- or zero-parameter action instead.")
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (_ newValue: Value) -> Void)
        -> some View
    {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}

/// Runs an action when a value changes.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The observed value.
    public var value: Value
    /// Whether the action also runs when the view appears.
    public var initial: Bool
    /// The action, given the old and the new value.
    public var action: (Value, Value) -> Void

    /// Creates the modifier.
    public init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ValueActionNode(view: modifier, inputs: inputs))
    }
}
