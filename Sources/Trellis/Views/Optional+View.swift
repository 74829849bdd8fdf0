/// An optional view shows its wrapped view, or nothing when it is `nil`: the
/// result of an `if` without `else` in a view builder.
///
/// Going from `nil` to a view mounts it with fresh state; going back to `nil`
/// removes it and destroys its state.
extension Optional: View where Wrapped: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(OptionalNode(view: view, inputs: inputs))
    }
}
