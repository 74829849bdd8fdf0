/// A view that shows nothing and takes no space.
///
/// ```swift
/// var body: some View {
///     if let name { Text(name) } else { EmptyView() }
/// }
/// ```
public struct EmptyView: View, Equatable, Sendable {
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}

    public static func _makeView(view: EmptyView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LeafNode(view: view, inputs: inputs))
    }
}
