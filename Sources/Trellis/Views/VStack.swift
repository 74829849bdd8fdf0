/// Arranges views in a column.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Name")
///     Text("Address")
/// }
/// ```
///
/// `spacing` is in terminal rows; `nil` means the default of 0 rows between
/// children (a terminal row is tall, so views sit on consecutive rows).
public struct VStack<Content: View>: View, StackContainer {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The rows between children, or `nil` for the default.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    static var axis: Axis { .vertical }

    var cellSpacing: Int { (spacing ?? 0).wholeCells }

    var crossAlignment: AlignmentKey { alignment.key }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(StackNode(view: view, inputs: inputs))
    }
}
