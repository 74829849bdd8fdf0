/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// Creates a modifier that changes nothing.
    public init() {}

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ModifierNode(view: modifier, inputs: inputs))
    }
}
