/// The node of a `ZStack`: every subview gets the stack's proposal, the stack
/// takes the largest width and height, and each subview is aligned in it.
///
/// When a subview sets a guide of the stack's alignment, or the alignment
/// is custom, the subviews' guides meet on one point instead (an
/// ``AlignmentLine`` on each axis) and the stack is the union of the
/// aligned subviews; otherwise `Alignment.origin(of:in:)` places them.
@MainActor
final class ZStackNode<Content: View>: TypedNode<ZStack<Content>> {
    private var alignment = Alignment.center

    override func mountContent() {
        alignment = view.alignment
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if view.alignment != alignment {
            alignment = view.alignment
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
    }

    /// The subviews in drawing order: by `.zIndex`, then as written.
    override func collectLayoutItems() -> [ViewNode] {
        let items = listItems
        guard items.contains(where: { $0.zIndex != 0 }) else { return items }
        return items.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if let lines = alignmentLines(for: proposal) {
            return CellSize(width: lines.horizontal.length, height: lines.vertical.length)
        }
        var size = CellSize.zero
        for item in layoutItems {
            let itemSize = item.sizeThatFits(proposal)
            size = CellSize(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
        }
        return size
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        guard let lines = alignmentLines(for: proposal) else {
            for item in layoutItems {
                item.place(at: alignment.origin(of: item.sizeThatFits(proposal), in: size), proposal: proposal)
            }
            return
        }
        let group = alignment.origin(of: CellSize(width: lines.horizontal.length, height: lines.vertical.length), in: size)
        for (index, item) in layoutItems.enumerated() {
            let offset = CellPoint(column: lines.horizontal.offsets[index], row: lines.vertical.offsets[index])
            item.place(at: group + offset, proposal: proposal)
        }
    }

    override func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal) -> CGFloat? {
        guard let lines = alignmentLines(for: proposal) else { return nil }
        var merged: CGFloat?
        var count = 0
        for (index, item) in layoutItems.enumerated() where item.layout.alignmentGuides > 0 {
            guard let value = item.explicitAlignment(of: guide, proposal: proposal) else { continue }
            let start = guide.axis == .horizontal ? lines.horizontal.offsets[index] : lines.vertical.offsets[index]
            guide.combine(CGFloat(start) + value, count: count, into: &merged)
            count += 1
        }
        return merged
    }

    /// The subviews lined up on the alignment's guides (`AlignmentLine.overlay`).
    private func alignmentLines(for proposal: CellProposal) -> (horizontal: AlignmentLine, vertical: AlignmentLine)? {
        guard layout.alignmentGuides > 0 || alignment.horizontal.key.position == nil || alignment.vertical.key.position == nil
        else { return nil }
        return AlignmentLine.overlay(layoutItems, on: alignment, proposal: proposal)
    }
}
