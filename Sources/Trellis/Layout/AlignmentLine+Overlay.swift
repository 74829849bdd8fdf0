/// Overlaid subviews (a `ZStack`, a `ZStackLayout`) lined up on both guides
/// of an ``Alignment``.
extension AlignmentLine {
    /// `nodes`, each proposed `proposal`, lined up on `alignment`'s two
    /// guides, or `nil` when none of them holds an `.alignmentGuide` and
    /// both guides are built in (position arithmetic then places them
    /// alike, faster).
    ///
    /// ```
    /// ZStack(alignment: .topLeading) { "abcd"; "x".alignmentGuide(.leading) { _ in -2 } }
    /// horizontal guides [0, −2] → offsets [0, 2], width 4
    /// ```
    ///
    /// Cost: O(n), one guide value per node and axis.
    @MainActor
    static func overlay(
        _ nodes: [ViewNode], on alignment: Alignment, proposal: CellProposal
    ) -> (horizontal: AlignmentLine, vertical: AlignmentLine)? {
        let horizontal = alignment.horizontal.key
        let vertical = alignment.vertical.key
        guard horizontal.position == nil || vertical.position == nil || nodes.contains(where: { $0.layout.alignmentGuides > 0 })
        else { return nil }
        var widths: [Int] = []
        var heights: [Int] = []
        var horizontalGuides: [CGFloat] = []
        var verticalGuides: [CGFloat] = []
        for node in nodes {
            let size = node.sizeThatFits(proposal)
            widths.append(size.width)
            heights.append(size.height)
            horizontalGuides.append(node.alignmentGuideValue(of: horizontal, size: size, proposal: proposal))
            verticalGuides.append(node.alignmentGuideValue(of: vertical, size: size, proposal: proposal))
        }
        return (AlignmentLine(guides: horizontalGuides, lengths: widths), AlignmentLine(guides: verticalGuides, lengths: heights))
    }
}
