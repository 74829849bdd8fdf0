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
            axis: axis, crossProposal: cells.length(along: axis.cross), priorities: priorities
        ) { index, proposal in
            subviews[index].node.sizeThatFits(proposal)
        }
    }

    /// Places `subviews` one after another along `axis` inside `bounds`,
    /// `spacing` cells apart, aligned across the axis at `alignment`
    /// (0 leading/top, 1 centre, 2 trailing/bottom).
    func place(
        _ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: Int, alignment: Int,
        proposal: ProposedViewSize
    ) {
        let crossProposal = proposal.cells.length(along: axis.cross)
        let crossLength = axis == .horizontal ? bounds.height.wholeCells : bounds.width.wholeCells
        var position = 0
        for index in subviews.indices {
            let crossOffset = Alignment.offset(position: alignment, length: crossLengths[index], in: crossLength)
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
