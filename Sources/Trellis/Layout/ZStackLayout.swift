/// The `ZStack` arrangement as a ``Layout``: subviews over each other.
///
/// ```swift
/// ZStackLayout(alignment: .bottomTrailing) { Color.blue; Text("ok") }
/// ```
///
/// Every subview is proposed the container's proposal; the container is as
/// wide and as tall as its largest subview, and each subview is aligned in
/// it at `alignment`; when a subview sets a guide of the alignment (or the
/// alignment is custom), the guides meet on one point and the container is
/// the union of the aligned subviews, as in `ZStack`. Cost: O(n) per call.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the container.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest width and height among the subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let lines = AlignmentLine.overlay(subviews.map(\.node), on: alignment, proposal: proposal.cells) {
            return CGSize(width: CGFloat(lines.horizontal.length), height: CGFloat(lines.vertical.length))
        }
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
        if let lines = AlignmentLine.overlay(subviews.map(\.node), on: alignment, proposal: proposal.cells) {
            let group = alignment.origin(of: CellSize(width: lines.horizontal.length, height: lines.vertical.length), in: container)
            for index in subviews.indices {
                let column = group.column + lines.horizontal.offsets[index]
                let row = group.row + lines.vertical.offsets[index]
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + CGFloat(column), y: bounds.minY + CGFloat(row)), proposal: proposal)
            }
            return
        }
        for subview in subviews {
            let origin = alignment.origin(of: subview.node.sizeThatFits(proposal.cells), in: container)
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(origin.column), y: bounds.minY + CGFloat(origin.row)),
                proposal: proposal)
        }
    }
}
