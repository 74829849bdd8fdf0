/// The cells of space on each side of a view.
///
/// ```swift
/// Text("boxed").padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: CGFloat
    /// Columns before.
    public var leading: CGFloat
    /// Rows below.
    public var bottom: CGFloat
    /// Columns after.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on every edge in `edges`, 0 elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The insets in whole cells.
    var cells: (top: Int, leading: Int, bottom: Int, trailing: Int) {
        (top.wholeCells, leading.wholeCells, bottom.wholeCells, trailing.wholeCells)
    }
}
