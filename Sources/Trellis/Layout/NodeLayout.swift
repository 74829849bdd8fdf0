/// What the layout engine remembers about one node between frames.
///
/// Owned by the node. Sizes are cached per proposal (a few entries, since
/// stacks probe their children with several proposals); the cache and the
/// placement are valid until the node or a descendant changes
/// (`ViewNode.setNeedsLayout()`).
struct NodeLayout {
    // The fields are in the order the passes over many nodes read them
    // (a stack's measuring and placing of its subviews, the walk for list
    // items): the flags first, then the placement, then the recent sizes,
    // and last what only containers and long probes use. The layout sits
    // near the start of the node (`ViewNode`), so that a pass over
    // 100,000 rows that do not fit in the cache loads two or three lines
    // of each node instead of five.

    /// Which of ``placedProposal``'s lengths are `nil`, and whether the
    /// node was placed at all (the bits below).
    private var placement: UInt8 = 0
    /// Set when the node or a descendant changed since the last placement.
    var needsLayout = true
    /// Set when the node itself changed since it was last drawn: the frame
    /// it is drawn in is damaged.
    var needsDisplay = true
    /// Whether the node's frame reaches outside its layout owner's bounds
    /// (an offset, a frame smaller than its content, a custom layout's
    /// placement).
    var overflowsOwner = false
    /// The node's ``ViewNode/isTransparentInLists``, stored when the node
    /// is made: the walk to a layout owner, once per node placed, then
    /// reads a field instead of calling a method (and retaining each node
    /// on the way).
    var isTransparent = false
    /// Set by the node's `measure` when the size it returned is the same
    /// for any height offered with that width (a text on one line);
    /// ``cache(_:for:)`` then files the size under the width alone, and
    /// clears the flag.
    var measuredForAnyHeight = false
    /// How many of `recentEntries` hold a size, and where the next goes.
    private var recentCount: UInt8 = 0
    private var recentNext: UInt8 = 0
    /// ``itemIndex``, ``alignmentGuides`` and ``overflowingDescendants`` in
    /// 32 bits each: an index among subviews and counts of nodes, which
    /// never come near 2³¹.
    private var storedItemIndex: Int32 = 0
    private var storedAlignmentGuides: Int32 = 0

    /// The size the node was placed with.
    var size = CellSize.zero
    /// Where the node was placed, relative to its layout parent's origin.
    var origin = CellPoint.zero
    /// The lengths of ``placedProposal`` (an optional proposal takes 26
    /// bytes; these and `placement`, 17).
    private var placedWidth = 0
    private var placedHeight = 0

    /// The four most recent sizes, kept inline: a stack probes each subview
    /// with three proposals, so most nodes never need the array. (A row of
    /// a stack uses the first entry; the others follow it.)
    private var recentEntries = (SizeEntry.empty, SizeEntry.empty, SizeEntry.empty, SizeEntry.empty)

    /// The subviews a container of this node sees (its list items), or `nil`
    /// when they must be collected again. A `ForEach`, transparent in
    /// lists, keeps here the list items of its rows, found at its mount
    /// while each row was in the cache, until a change below it
    /// (`ViewNode.childrenDidChange()`): a stack of 100,000 rows then
    /// collects its subviews without reading each row's node again.
    var items: [ViewNode]?
    /// The stack that arranges several subviews (a stack's own, or an
    /// implicit vertical one), once needed.
    var stack: StackLayout?
    /// Up to five older entries, oldest first.
    private var olderEntries: [SizeEntry] = []
    /// ``overflowingDescendants`` (see `storedItemIndex`), last, where the
    /// node's next narrow field can share its word.
    private var storedOverflowingDescendants: Int32 = 0

    /// The bits of `placement`.
    private static let isPlaced: UInt8 = 1
    private static let widthIsUnspecified: UInt8 = 2
    private static let heightIsUnspecified: UInt8 = 4

    /// The proposal the node was placed with, or `nil` before its first placement.
    var placedProposal: CellProposal? {
        @inline(__always) get {
            guard placement & Self.isPlaced != 0 else { return nil }
            return CellProposal(
                width: placement & Self.widthIsUnspecified != 0 ? nil : placedWidth,
                height: placement & Self.heightIsUnspecified != 0 ? nil : placedHeight)
        }
        @inline(__always) set {
            guard let newValue else {
                placement = 0
                return
            }
            placedWidth = newValue.width ?? 0
            placedHeight = newValue.height ?? 0
            placement = Self.isPlaced | (newValue.width == nil ? Self.widthIsUnspecified : 0)
                | (newValue.height == nil ? Self.heightIsUnspecified : 0)
        }
    }

    /// How many nodes below this one reach outside their owner's bounds:
    /// while 0, everything below draws inside this node's frame.
    var overflowingDescendants: Int {
        @inline(__always) get { Int(storedOverflowingDescendants) }
        @inline(__always) set { storedOverflowingDescendants = Int32(newValue) }
    }
    /// The node's index among its layout owner's subviews, recorded by the
    /// owner's stack so that a change can name the subview in O(1).
    var itemIndex: Int {
        @inline(__always) get { Int(storedItemIndex) }
        @inline(__always) set { storedItemIndex = Int32(newValue) }
    }
    /// How many `.alignmentGuide` nodes the node's subtree holds, itself
    /// included: while 0, a stack aligns the node by its edges and centre
    /// alone and never asks it for a guide.
    var alignmentGuides: Int {
        @inline(__always) get { Int(storedAlignmentGuides) }
        @inline(__always) set { storedAlignmentGuides = Int32(newValue) }
    }

    /// A proposal and the size for it, packed into two words: each length
    /// as 32 bits (a proposal's plus one, so that 0 stands for `nil`). A
    /// size that holds for any height has all ones for the height
    /// (``anyHeight``), which no length packs to, so that one entry
    /// answers a stack's three probes of a text:
    ///
    /// ```
    /// Text("row 7") in a VStack 80 wide: probed with heights 0, ∞ and its share
    /// 80 × 0 → measured 5 × 1, filed as 80 × any · 80 × ∞ and 80 × 1: found
    /// ```
    private struct SizeEntry: Equatable {
        var proposal: UInt64
        var size: UInt64

        static let empty = SizeEntry(proposal: 0, size: 0)
        static let anyHeight: UInt64 = 0xFFFF_FFFF

        /// Whether the entry holds the size for `key`, a packed proposal.
        @inline(__always)
        func answers(_ key: UInt64) -> Bool {
            proposal == key || proposal == key | Self.anyHeight
        }

        @inline(__always)
        static func key(_ proposal: CellProposal) -> UInt64 {
            UInt64(packed(proposal.width)) << 32 | UInt64(packed(proposal.height))
        }

        @inline(__always)
        private static func packed(_ length: Int?) -> UInt32 {
            guard let length else { return 0 }
            return UInt32(min(max(length, 0), Int(Int32.max))) + 1
        }

        init(proposal: UInt64, size: UInt64) {
            self.proposal = proposal
            self.size = size
        }

        @inline(__always)
        init(proposal: CellProposal, size: CellSize) {
            self.proposal = Self.key(proposal)
            self.size = UInt64(UInt32(min(size.width, Int(UInt32.max)))) << 32 | UInt64(UInt32(min(size.height, Int(UInt32.max))))
        }

        @inline(__always)
        var cellSize: CellSize {
            CellSize(width: Int(size >> 32), height: Int(size & 0xFFFF_FFFF))
        }
    }

    /// The cached size for `proposal`, if any. Cost: at most nine
    /// comparisons of one word. Inlined, so that a node's lookup reads
    /// the entries in place rather than copying its layout (and retaining
    /// the references in it) for the call.
    @inline(__always)
    func cachedSize(for proposal: CellProposal) -> CellSize? {
        guard recentCount > 0 else { return nil }
        let key = SizeEntry.key(proposal)
        if recentEntries.0.answers(key), recentCount > 0 { return recentEntries.0.cellSize }
        if recentEntries.1.answers(key), recentCount > 1 { return recentEntries.1.cellSize }
        if recentEntries.2.answers(key), recentCount > 2 { return recentEntries.2.cellSize }
        if recentEntries.3.answers(key), recentCount > 3 { return recentEntries.3.cellSize }
        for entry in olderEntries where entry.answers(key) {
            return entry.cellSize
        }
        return nil
    }

    /// Whether the cached size for `proposal`'s width holds for any height
    /// (a text on one line filed it so): a vertical stack then knows the
    /// node takes that size for whatever length it offers, and probes it
    /// no further. Cost: at most nine comparisons of one word.
    @inline(__always)
    func sizeHoldsForAnyHeight(_ proposal: CellProposal) -> Bool {
        let key = SizeEntry.key(proposal) | SizeEntry.anyHeight
        if recentCount > 0, recentEntries.0.proposal == key { return true }
        if recentCount > 1, recentEntries.1.proposal == key { return true }
        if recentCount > 2, recentEntries.2.proposal == key { return true }
        if recentCount > 3, recentEntries.3.proposal == key { return true }
        for entry in olderEntries where entry.proposal == key {
            return true
        }
        return false
    }

    /// Remembers `size` for `proposal`, keeping the nine most recent entries
    /// (a stack probes a subview with up to three proposals for each of up
    /// to three proposals of its own: nine in all).
    mutating func cache(_ size: CellSize, for proposal: CellProposal) {
        var entry = SizeEntry(proposal: proposal, size: size)
        if measuredForAnyHeight {
            entry.proposal |= SizeEntry.anyHeight
            measuredForAnyHeight = false
        }
        if recentCount == 4 {
            if olderEntries.count == 5 {
                olderEntries.removeFirst()
            }
            olderEntries.append(recent(at: recentNext))
        } else {
            recentCount += 1
        }
        switch recentNext {
        case 0: recentEntries.0 = entry
        case 1: recentEntries.1 = entry
        case 2: recentEntries.2 = entry
        default: recentEntries.3 = entry
        }
        recentNext = (recentNext + 1) % 4
    }

    private func recent(at index: UInt8) -> SizeEntry {
        switch index {
        case 0: recentEntries.0
        case 1: recentEntries.1
        case 2: recentEntries.2
        default: recentEntries.3
        }
    }

    /// Forgets the cached sizes.
    mutating func clearCache() {
        recentCount = 0
        recentNext = 0
        olderEntries.removeAll(keepingCapacity: true)
    }
}
