/// Sets a preference value for the content.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The value set.
    public var value: Key.Value

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceWriterNode(view: modifier, inputs: inputs))
    }
}
