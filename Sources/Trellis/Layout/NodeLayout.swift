/// What the layout engine remembers about one node between frames.
///
/// Owned by the node. Sizes are cached per proposal (a few entries, since
/// stacks probe their children with several proposals); the cache and the
/// placement are valid until the node or a descendant changes
/// (`ViewNode.setNeedsLayout()`).
struct NodeLayout {
    /// The size the node was placed with.
    var size = CellSize.zero
    /// Where the node was placed, relative to its layout parent's origin.
    var origin = CellPoint.zero
    /// The proposal the node was placed with, or `nil` before its first placement.
    var placedProposal: CellProposal?
    /// Set when the node or a descendant changed since the last placement.
    var needsLayout = true
    /// Set when the node itself changed since it was last drawn: the frame
    /// it is drawn in is damaged.
    var needsDisplay = true
    /// Whether the node's frame reaches outside its layout owner's bounds
    /// (an offset, a frame smaller than its content, a custom layout's
    /// placement).
    var overflowsOwner = false
    /// How many nodes below this one reach outside their owner's bounds:
    /// while 0, everything below draws inside this node's frame.
    var overflowingDescendants = 0
    /// The node's index among its layout owner's subviews, recorded by the
    /// owner's stack so that a change can name the subview in O(1).
    var itemIndex = 0
    /// The subviews a container of this node sees (its list items), or `nil`
    /// when they must be collected again.
    var items: [ViewNode]?
    /// The stack that arranges several subviews (a stack's own, or an
    /// implicit vertical one), once needed.
    var stack: StackLayout?

    private var cachedProposals: [CellProposal] = []
    private var cachedSizes: [CellSize] = []

    /// The cached size for `proposal`, if any.
    func cachedSize(for proposal: CellProposal) -> CellSize? {
        for index in cachedProposals.indices where cachedProposals[index] == proposal {
            return cachedSizes[index]
        }
        return nil
    }

    /// Remembers `size` for `proposal`, keeping the nine most recent entries
    /// (a stack probes a subview with up to three proposals for each of up
    /// to three proposals of its own: nine in all).
    mutating func cache(_ size: CellSize, for proposal: CellProposal) {
        if cachedProposals.count == 9 {
            cachedProposals.removeFirst()
            cachedSizes.removeFirst()
        }
        cachedProposals.append(proposal)
        cachedSizes.append(size)
    }

    /// Forgets the cached sizes.
    mutating func clearCache() {
        cachedProposals.removeAll(keepingCapacity: true)
        cachedSizes.removeAll(keepingCapacity: true)
    }
}
