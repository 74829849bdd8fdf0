/// Arranges views in a row.
///
/// ```swift
/// HStack {
///     Text("[x]")
///     Text("Done")
/// }
/// ```
///
/// `spacing` is in terminal columns; `nil` means the default of 1 column
/// between children (so words do not run together).
public struct HStack<Content: View>: View, StackContainer {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The columns between children, or `nil` for the default.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    static var axis: Axis { .horizontal }

    var cellSpacing: Int { (spacing ?? 1).wholeCells }

    var crossAlignment: AlignmentKey { alignment.key }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(StackNode(view: view, inputs: inputs))
    }
}
