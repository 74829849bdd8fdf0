/// Transforms one environment value for the content (`.transformEnvironment(_:transform:)`).
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The key path transformed.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The transformation.
    public var transform: (inout Value) -> Void

    /// Transforms the value at `keyPath` with `transform`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }

    func apply(to values: inout EnvironmentValues) {
        transform(&values[keyPath: keyPath])
    }

    static var modifierName: String { "transformEnvironment" }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(EnvironmentWriterNode(view: modifier, inputs: inputs))
    }
}
