/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View {
///     if let name { Text(name) } else { EmptyView() }
/// }
/// ```
public struct EmptyView: View, Equatable, Sendable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: EmptyView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LeafNode(view: view, inputs: inputs))
    }
}
