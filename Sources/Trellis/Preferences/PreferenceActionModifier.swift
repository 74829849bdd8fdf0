/// Runs an action when the content's preference value changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The action.
    public var action: (Key.Value) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceActionNode(view: modifier, inputs: inputs))
    }
}
