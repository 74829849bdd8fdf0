/// Overlays views, each on top of the one before.
///
/// ```swift
/// ZStack(alignment: .topLeading) {
///     Background()
///     Text("On top")
/// }
/// ```
public struct ZStack<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// How the children are aligned with each other.
    public var alignment: Alignment
    /// The children, back to front.
    public var content: Content

    /// Creates an overlay of the views `content` builds.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ZStackNode(view: view, inputs: inputs))
    }
}
