/// A node's alignment guides as its container reads them.
extension ViewNode {
    /// The value of `guide` for this node at `size`, placed with
    /// `proposal`: the explicit value it sets when it holds an
    /// `.alignmentGuide` (`layout.alignmentGuides > 0`), the guide's default
    /// otherwise. Cost: O(1) without a guide below; otherwise the walk down
    /// to the guides that answer.
    final func alignmentGuideValue(of guide: AlignmentKey, size: CellSize, proposal: CellProposal) -> CGFloat {
        if layout.alignmentGuides > 0, let value = explicitAlignment(of: guide, proposal: proposal) {
            return value
        }
        return guide.defaultValue(in: ViewDimensions(size: size))
    }
}
