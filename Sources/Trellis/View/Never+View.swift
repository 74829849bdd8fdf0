extension Never: View {
    /// Primitive views use `Never` as their body type; it is never evaluated.
    public var body: Never {
        fatalError("Never has no values, so its body cannot be evaluated")
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Never, inputs: _ViewInputs) -> _ViewOutputs {}
}
