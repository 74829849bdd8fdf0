/// Transforms the content's preference value.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The transformation.
    public var transform: (inout Key.Value) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceTransformNode(view: modifier, inputs: inputs))
    }
}
