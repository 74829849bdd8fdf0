/// The `ZStack` arrangement as a ``Layout``: subviews over each other.
///
/// ```swift
/// ZStackLayout(alignment: .bottomTrailing) { Color.blue; Text("ok") }
/// ```
///
/// Every subview is proposed the container's proposal; the container is as
/// wide and as tall as its largest subview, and each subview is aligned in
/// it at `alignment`. Cost: O(n) per call.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the container.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest width and height among the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CellSize.zero
        for subview in subviews {
            let subviewSize = subview.node.sizeThatFits(proposal.cells)
            size = CellSize(width: max(size.width, subviewSize.width), height: max(size.height, subviewSize.height))
        }
        return size.cgSize
    }

    /// Aligns every subview in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let container = CellSize(width: bounds.width.wholeCells, height: bounds.height.wholeCells)
        for subview in subviews {
            let origin = alignment.origin(of: subview.node.sizeThatFits(proposal.cells), in: container)
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(origin.column), y: bounds.minY + CGFloat(origin.row)),
                proposal: proposal)
        }
    }
}
