extension StackSharing {
    /// The sharing for a ``Layout``'s subviews, proposed `proposal`.
    init(subviews: LayoutSubviews, axis: Axis, spacing: Int, proposal: ProposedViewSize) {
        let cells = proposal.cells
        var priorities: [Double] = []
        priorities.reserveCapacity(subviews.count)
        for subview in subviews {
            priorities.append(subview.node.layoutPriority)
        }
        self.init(
            available: cells.length(along: axis).map { max(0, $0 - spacing * max(0, subviews.count - 1)) },
            axis: axis, crossProposal: cells.length(along: axis.cross), priorities: priorities,
            measure: { index, proposal in subviews[index].node.sizeThatFits(proposal) },
            holdsForAnyLength: { index, proposal in axis == .vertical && subviews[index].node.layout.sizeHoldsForAnyHeight(proposal) })
    }

    /// The stack's size: the lengths along the axis plus the spacing, and
    /// across it the largest length, or the aligned group's length when a
    /// subview sets a guide of `alignment` (``alignmentLine(of:axis:alignment:proposal:)``).
    func size(
        of subviews: LayoutSubviews, axis: Axis, spacing: Int, alignment: AlignmentKey, proposal: ProposedViewSize
    ) -> CellSize {
        let size = size(axis: axis, spacing: spacing)
        guard let line = alignmentLine(of: subviews, axis: axis, alignment: alignment, proposal: proposal) else { return size }
        return CellSize(main: size.length(along: axis), cross: line.length, axis: axis)
    }

    /// The subviews lined up on `alignment` across `axis`, or `nil` when
    /// none holds an `.alignmentGuide` and the guide is built in (position
    /// arithmetic then places them alike). Cost: O(n).
    func alignmentLine(
        of subviews: LayoutSubviews, axis: Axis, alignment: AlignmentKey, proposal: ProposedViewSize
    ) -> AlignmentLine? {
        guard alignment.position == nil || subviews.contains(where: { $0.node.layout.alignmentGuides > 0 }) else { return nil }
        let crossProposal = proposal.cells.length(along: axis.cross)
        var guides: [CGFloat] = []
        guides.reserveCapacity(subviews.count)
        for index in subviews.indices {
            guides.append(
                subviews[index].node.alignmentGuideValue(
                    of: alignment, size: CellSize(main: mainLengths[index], cross: crossLengths[index], axis: axis),
                    proposal: CellProposal(main: mainLengths[index], cross: crossProposal, axis: axis)))
        }
        return AlignmentLine(guides: guides, lengths: crossLengths)
    }

    /// Places `subviews` one after another along `axis` inside `bounds`,
    /// `spacing` cells apart, lined up across the axis on `alignment`.
    func place(
        _ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: Int, alignment: AlignmentKey,
        proposal: ProposedViewSize
    ) {
        let crossProposal = proposal.cells.length(along: axis.cross)
        let crossLength = axis == .horizontal ? bounds.height.wholeCells : bounds.width.wholeCells
        let alignmentPosition = alignment.position ?? 0
        let line = alignmentLine(of: subviews, axis: axis, alignment: alignment, proposal: proposal)
        let group = line.map { Alignment.offset(position: alignmentPosition, length: $0.length, in: crossLength) } ?? 0
        var position = 0
        for index in subviews.indices {
            let crossOffset =
                line.map { group + $0.offsets[index] }
                ?? Alignment.offset(position: alignmentPosition, length: crossLengths[index], in: crossLength)
            let main = CGFloat(position)
            let cross = CGFloat(crossOffset)
            let point =
                axis == .horizontal
                ? CGPoint(x: bounds.minX + main, y: bounds.minY + cross)
                : CGPoint(x: bounds.minX + cross, y: bounds.minY + main)
            let cells = CellProposal(main: mainLengths[index], cross: crossProposal, axis: axis)
            subviews[index].place(at: point, proposal: ProposedViewSize(cells))
            position += mainLengths[index] + spacing
        }
    }
}
