/// Several views in a fixed sequence, the result of a `@ViewBuilder` block
/// with more than one statement.
///
/// Each element is a slot; a slot's identity is its position, so a view keeps
/// its state while the views around it change. Built with parameter packs, so
/// a block may hold any number of views.
public struct TupleView<each Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The views, in order.
    public var value: (repeat each Content)

    /// Creates a tuple view of `value`'s views.
    public init(_ value: (repeat each Content)) {
        self.value = value
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TupleNode(view: view, inputs: inputs))
    }
}
