/// A stack's guides: lining its subviews up on a guide one of them sets, or
/// on a custom guide, and passing the guides its subviews set up to the
/// stack's own container.
extension StackLayout {
    /// Lines the subviews of `arrangement` up on the stack's guide
    /// (``AlignmentLine``): records each one's offset across the axis, and
    /// makes the stack as long across the axis as the aligned group.
    ///
    /// ```
    /// VStack(alignment: .leading) { "abc"; "de".alignmentGuide(.leading) { _ in 2 } }
    /// guides [0, 2] → crossOffsets [2, 0], width 5 (not 3)
    /// ```
    ///
    /// Cost: O(n) guide values (a closure call for each subview that sets
    /// one, a default value for the rest).
    func alignOnGuide(_ arrangement: StackArrangement) {
        let crossProposal = arrangement.proposal.length(along: axis.cross)
        var guides: [CGFloat] = []
        guides.reserveCapacity(items.count)
        for index in items.indices {
            let main = arrangement.mainLengths[index]
            guides.append(
                items[index].alignmentGuideValue(
                    of: alignment, size: CellSize(main: main, cross: arrangement.crossLengths[index], axis: axis),
                    proposal: CellProposal(main: main, cross: crossProposal, axis: axis)))
        }
        let line = AlignmentLine(guides: guides, lengths: arrangement.crossLengths)
        arrangement.crossOffsets = line.offsets
        arrangement.size = CellSize(main: arrangement.size.length(along: axis), cross: line.length, axis: axis)
    }

    /// The explicit value of `guide` for the stack proposed `proposal`: the
    /// values its subviews set, each moved by where the subview sits,
    /// combined as the guide combines them (`AlignmentKey.combine`); `nil`
    /// when no subview sets one. A guide along the axis is how an `HStack`
    /// inside a `VStack(alignment: .custom)` passes a child's guide up.
    ///
    /// ```
    /// HStack { "Name:"; "Ada".alignmentGuide(.custom) { d in d[.leading] } } → 6 (5 + spacing 1 + 0)
    /// ```
    func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal, items: [ViewNode]) -> CGFloat? {
        let arrangement = arrangement(for: proposal, items: items)
        let crossProposal = proposal.length(along: axis.cross)
        let starts = crossStarts(in: arrangement, crossLength: arrangement.size.length(along: axis.cross))
        var merged: CGFloat?
        var count = 0
        var position = 0
        for index in items.indices {
            let main = arrangement.mainLengths[index]
            if items[index].layout.alignmentGuides > 0,
                let value = items[index].explicitAlignment(
                    of: guide, proposal: CellProposal(main: main, cross: crossProposal, axis: axis))
            {
                let start = guide.axis == axis ? position : starts.start(of: index)
                guide.combine(CGFloat(start) + value, count: count, into: &merged)
                count += 1
            }
            position += main + spacing
        }
        return merged
    }
}
