/// Sets one environment value for the content (`.environment(_:_:)`).
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The key path written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value written.
    public var value: Value

    /// Writes `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func apply(to values: inout EnvironmentValues) {
        values[keyPath: keyPath] = value
    }

    static var modifierName: String { "environment" }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(EnvironmentWriterNode(view: modifier, inputs: inputs))
    }
}
