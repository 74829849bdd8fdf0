/// A modifier kept for source compatibility that passes its content through
/// unchanged (`.animation(_:value:)`, `.transaction(_:)`).
public struct _PassthroughModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The modifier's name in source, shown in graph descriptions.
    let kind: String

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PassthroughNode(view: modifier, inputs: inputs))
    }
}
