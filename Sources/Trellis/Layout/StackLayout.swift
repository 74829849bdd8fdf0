/// The layout of a stack: subviews side by side along one axis, aligned on
/// the other (SwiftUI's `HStack` and `VStack` algorithm, in whole cells).
///
/// Owned by the node of a stack (and by any node that shows several subviews
/// without a container, as an implicit vertical stack).
///
/// The arrangement follows SwiftUI's stack algorithm (``StackSharing``).
/// Subviews line up across the axis on the stack's guide: by position
/// arithmetic when the guide is a built-in edge or centre and no subview
/// sets a guide (a flag per subview, `layout.alignmentGuides`), through an
/// ``AlignmentLine`` otherwise (StackLayout+Guides.swift).
///
/// **Incremental work.** A full arrangement costs O(n log n) (each subview's
/// sizes come from its node's cache). When a subview changes, the stack is
/// told which one (``itemNeedsLayout(_:)``); if that subview keeps its
/// minimum, flexibility and priority and takes the same length for the same
/// offer, no other subview's offer or position can change, so the stack
/// measures and places only that subview: a one-row change in a
/// 100,000-row `VStack` costs the same as in a 10-row one. When subviews
/// only change order (a keyed move), the arrangements are reordered and
/// only the subviews between the two positions are measured and moved
/// (StackLayout+Reordering.swift).
///
/// Its stored lists and flags skip the runtime's exclusivity checks
/// (`@exclusivity(unchecked)`), as the graph's hot fields do: only the
/// owner's layout and the owner's children (a keyed move patched in
/// place), on the main actor, read and write them, and never while
/// another access to the same field is open.
@MainActor
final class StackLayout {
    /// The axis the subviews are arranged along.
    let axis: Axis
    /// The cells between adjacent subviews.
    private(set) var spacing: Int
    /// The guide subviews line up on across the axis.
    private(set) var alignment: AlignmentKey
    /// The guide's position when it is a built-in edge or centre (0
    /// leading/top, 1 centre, 2 trailing/bottom), 0 for a custom guide.
    private(set) var alignmentPosition: Int

    /// The subviews of the last arrangement; an item's `layout.itemIndex` is
    /// its index here.
    @exclusivity(unchecked) var items: [ViewNode] = []
    /// Arrangements for the most recent proposals, the latest last.
    @exclusivity(unchecked) var arrangements: [StackArrangement] = []
    /// Whether the next placement must place every subview.
    @exclusivity(unchecked) var placesEverything = true
    /// Indexes of the subviews to place again when the rest keep their place.
    @exclusivity(unchecked) var itemsToPlace: [Int] = []
    /// The subviews that moved since the last placement
    /// (StackLayout+Reordering.swift), placed again at their new positions
    /// when the rest keep their place.
    @exclusivity(unchecked) var movedItems: ClosedRange<Int>?
    /// Whether the owner's subviews changed since the last arrangement, so
    /// that the next one checks whether they only moved.
    @exclusivity(unchecked) var subviewsMayHaveMoved = false
    /// The subviews that changed order among themselves, already checked
    /// and written into `items` (StackLayout+Reordering.swift), when they
    /// are all that changed: the next arrangement looks only at them.
    @exclusivity(unchecked) var reorderedWindow: Range<Int>?
    /// The proposal, cross length and offset of the last placement.
    @exclusivity(unchecked) private var placement: (proposal: CellProposal, crossLength: Int, offset: CellPoint)?

    /// The number of arrangements kept: a parent stack probes with a zero,
    /// an unlimited and an offered length.
    private static let arrangementLimit = 3

    init(axis: Axis, spacing: Int, alignment: AlignmentKey) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        alignmentPosition = alignment.position ?? 0
    }

    /// A stack aligned on the start guide across `axis` (an implicit stack).
    convenience init(axis: Axis, spacing: Int) {
        self.init(axis: axis, spacing: spacing, alignment: .start(across: axis))
    }

    /// Changes the spacing and alignment; returns whether either changed (the
    /// arrangement is then forgotten).
    func update(spacing: Int, alignment: AlignmentKey) -> Bool {
        guard spacing != self.spacing || alignment != self.alignment else { return false }
        self.spacing = spacing
        self.alignment = alignment
        alignmentPosition = alignment.position ?? 0
        invalidate()
        return true
    }

    /// Forgets every arrangement (the subviews or a parameter changed).
    func invalidate() {
        items = []
        arrangements.removeAll(keepingCapacity: true)
        placesEverything = true
        itemsToPlace.removeAll()
        movedItems = nil
        subviewsMayHaveMoved = false
        reorderedWindow = nil
    }

    /// Records that `item`, one of the subviews, changed: the next
    /// arrangement measures it again, and the next placement places it.
    /// Cost: O(1).
    func itemNeedsLayout(_ item: ViewNode) {
        let index = item.layout.itemIndex
        guard index < items.count, items[index] === item else {
            invalidate()
            return
        }
        itemsToPlace.append(index)
        // By index: a loop over the array would hold a second reference to
        // it, and the first write below would copy it.
        var kept = 0
        for position in arrangements.indices {
            let arrangement = arrangements[position]
            guard arrangement.pending.count < items.count / 8 + 8 else { continue }
            arrangement.pending.append(index)
            arrangements[kept] = arrangement
            kept += 1
        }
        arrangements.removeLast(arrangements.count - kept)
        if arrangements.isEmpty {
            placesEverything = true
        }
    }

    /// The stack's size for `proposal`.
    func size(for proposal: CellProposal, items: [ViewNode]) -> CellSize {
        arrangement(for: proposal, items: items).size
    }

    /// Places `items` inside a stack of `size` placed with `proposal`, at
    /// `offset` from the owner's origin (a modifier that insets its
    /// content): every subview after a change of arrangement, only the
    /// changed and the moved ones otherwise. Changes reported while placing (content a
    /// subview builds during layout) are kept for the next placement.
    func place(_ items: [ViewNode], in size: CellSize, proposal: CellProposal, offset: CellPoint = .zero) {
        let arrangement = arrangement(for: proposal, items: items)
        let crossLength = size.length(along: axis.cross)
        let crossProposal = proposal.length(along: axis.cross)
        let placesAll = placesEverything || placement?.proposal != proposal || placement?.crossLength != crossLength
            || placement?.offset != offset
        // Taken, not copied: emptying a list still shared would allocate.
        // Its storage comes back for the next frame's changes, unless a
        // subview placed now already noted one.
        var changed: [Int] = []
        swap(&changed, &itemsToPlace)
        defer {
            if itemsToPlace.isEmpty {
                changed.removeAll(keepingCapacity: true)
                itemsToPlace = changed
            }
        }
        let moved = movedItems
        placesEverything = false
        movedItems = nil
        placement = (proposal, crossLength, offset)
        let starts = crossStarts(in: arrangement, crossLength: crossLength)
        // The subviews share their layout owner (the node whose subviews
        // they are): one walk up to it for all of them.
        let ownerSize = items.first?.layoutOwnerSize
        if placesAll {
            var position = 0
            for index in items.indices {
                place(
                    items[index], at: position, index: index, in: arrangement, across: starts, crossProposal: crossProposal,
                    offset: offset, ownerSize: ownerSize)
                position += arrangement.mainLengths[index] + spacing
            }
            return
        }
        if let moved {
            let mainLengths = arrangement.mainLengths
            var position = 0
            for index in 0..<moved.lowerBound {
                position += mainLengths[index] + spacing
            }
            // The moved subviews changed nothing inside (the stack reorders
            // only then) and the frame redraws the screen for the move: each
            // keeping its proposal and size is moved to its new origin, not
            // placed again (`ViewNode.move(to:proposal:within:)`).
            let first = items[moved.lowerBound]
            let movesWithoutPlacing = first.graph.damage.isFull
            var moveCount = 0
            for index in moved {
                let item = items[index]
                let origin = self.origin(of: index, at: position, across: starts) + offset
                let proposal = CellProposal(main: mainLengths[index], cross: crossProposal, axis: axis)
                var isMoved = false
                if movesWithoutPlacing, let ownerSize {
                    isMoved = item.move(to: origin, proposal: proposal, within: ownerSize)
                }
                if isMoved {
                    moveCount += 1
                } else {
                    item.place(at: origin, proposal: proposal, ownerSize: ownerSize)
                }
                position += mainLengths[index] + spacing
            }
            first.graph.statistics.layoutMoves += moveCount
        }
        for index in changed where index < items.count && !(moved?.contains(index) ?? false) {
            let position = items[index].layout.origin.length(along: axis) - offset.length(along: axis)
            place(
                items[index], at: position, index: index, in: arrangement, across: starts, crossProposal: crossProposal,
                offset: offset, ownerSize: ownerSize)
        }
    }

    private func place(
        _ item: ViewNode, at position: Int, index: Int, in arrangement: StackArrangement, across starts: CrossStarts,
        crossProposal: Int?, offset: CellPoint, ownerSize: CellSize?
    ) {
        item.place(
            at: origin(of: index, at: position, across: starts) + offset,
            proposal: CellProposal(main: arrangement.mainLengths[index], cross: crossProposal, axis: axis), ownerSize: ownerSize)
    }

    /// The origin of subview `index`, starting `position` cells along the
    /// axis, inside the stack.
    @inline(__always)
    private func origin(of index: Int, at position: Int, across starts: CrossStarts) -> CellPoint {
        let crossOffset = starts.start(of: index)
        return axis == .horizontal
            ? CellPoint(column: position, row: crossOffset) : CellPoint(column: crossOffset, row: position)
    }

    /// Where subviews start across the axis in one placement of a stack
    /// `crossLength` long: by the guide's position, or at their offsets on
    /// the arrangement's ``AlignmentLine``, the line's group placed by the
    /// guide's position. Read from the arrangement once per placement, not
    /// once per subview (the arrangement is a class: each read of its
    /// arrays goes through the object).
    struct CrossStarts {
        let position: Int
        let crossLength: Int
        let lengths: [Int]
        let offsets: [Int]
        let group: Int

        /// Where subview `index` starts across the axis.
        @inline(__always)
        func start(of index: Int) -> Int {
            offsets.isEmpty ? Alignment.offset(position: position, length: lengths[index], in: crossLength) : group + offsets[index]
        }
    }

    /// The cross-axis starts of `arrangement`'s subviews in a stack
    /// `crossLength` long.
    func crossStarts(in arrangement: StackArrangement, crossLength: Int) -> CrossStarts {
        let offsets = arrangement.crossOffsets
        let group =
            offsets.isEmpty
            ? 0 : Alignment.offset(position: alignmentPosition, length: arrangement.size.length(along: axis.cross), in: crossLength)
        return CrossStarts(
            position: alignmentPosition, crossLength: crossLength, lengths: arrangement.crossLengths, offsets: offsets, group: group)
    }

    /// The arrangement for `proposal`, brought up to date.
    func arrangement(for proposal: CellProposal, items: [ViewNode]) -> StackArrangement {
        if subviewsMayHaveMoved || !isCurrent(items) {
            let isReordering = subviewsMayHaveMoved && adoptReordering(of: items)
            subviewsMayHaveMoved = false
            reorderedWindow = nil
            if !isReordering {
                invalidate()
                self.items = items
                for index in items.indices {
                    items[index].layout.itemIndex = index
                }
            }
        }
        for arrangement in arrangements where arrangement.proposal == proposal {
            if !arrangement.pending.isEmpty, !applyPending(to: arrangement) {
                compute(arrangement)
            }
            return arrangement
        }
        let arrangement = StackArrangement(proposal: proposal)
        compute(arrangement)
        if arrangements.count == Self.arrangementLimit {
            arrangements.removeFirst()
        }
        arrangements.append(arrangement)
        return arrangement
    }

    /// Whether `items` are the subviews of the current arrangements. The
    /// owner collects a new array only when its children change, and then
    /// calls ``invalidate()``, which empties the recorded subviews; comparing
    /// the ends and the count guards against an owner that did not.
    private func isCurrent(_ items: [ViewNode]) -> Bool {
        guard items.count == self.items.count else { return false }
        guard let last = items.indices.last else { return true }
        return items[0] === self.items[0] && items[last] === self.items[last]
    }

    /// Measures the pending subviews again; returns `false` when one of them
    /// changed in a way that moves others (the arrangement must then be
    /// computed again).
    private func applyPending(to arrangement: StackArrangement) -> Bool {
        guard arrangement.crossOffsets.isEmpty else { return false }
        let crossProposal = arrangement.proposal.length(along: axis.cross)
        var crossShrank = false
        var crossMaximum = arrangement.size.length(along: axis.cross)
        for index in arrangement.pending {
            let item = items[index]
            guard item.layout.alignmentGuides == 0 else { return false }
            let size: CellSize
            if let offer = arrangement.offers[index] {
                let zero = CellProposal(main: 0, cross: crossProposal, axis: axis)
                let smallest = item.sizeThatFits(zero)
                // Measured once when its size holds for any length (as the
                // sharing does, ``StackSharing``).
                let isFixed = axis == .vertical && item.layout.sizeHoldsForAnyHeight(zero)
                let largest =
                    isFixed ? smallest : item.sizeThatFits(CellProposal(main: CellProposal.unlimited, cross: crossProposal, axis: axis))
                let minimum = smallest.length(along: axis)
                guard minimum == arrangement.minimums[index],
                    largest.length(along: axis) - minimum == arrangement.flexibilities[index],
                    item.layoutPriority == arrangement.priorities[index]
                else { return false }
                size = isFixed ? smallest : item.sizeThatFits(CellProposal(main: offer, cross: crossProposal, axis: axis))
            } else {
                size = item.sizeThatFits(CellProposal(main: nil, cross: crossProposal, axis: axis))
            }
            guard size.length(along: axis) == arrangement.mainLengths[index] else { return false }
            let cross = size.length(along: axis.cross)
            crossShrank = crossShrank || cross < arrangement.crossLengths[index]
            crossMaximum = max(crossMaximum, cross)
            arrangement.crossLengths[index] = cross
        }
        arrangement.pending.removeAll(keepingCapacity: true)
        if crossShrank {
            crossMaximum = arrangement.crossLengths.max() ?? 0
        }
        arrangement.size = CellSize(main: arrangement.size.length(along: axis), cross: crossMaximum, axis: axis)
        return true
    }

    /// Computes `arrangement` from scratch.
    private func compute(_ arrangement: StackArrangement) {
        placesEverything = true
        arrangement.pending.removeAll(keepingCapacity: true)
        let subviews = items
        var priorities: [Double] = []
        priorities.reserveCapacity(subviews.count)
        var guided = alignment.position == nil
        for item in subviews {
            priorities.append(item.layoutPriority)
            guided = guided || item.layout.alignmentGuides > 0
        }
        let available = arrangement.proposal.length(along: axis).map { max(0, $0 - spacing * max(0, subviews.count - 1)) }
        let isVertical = axis == .vertical
        let sharing = StackSharing(
            available: available, axis: axis, crossProposal: arrangement.proposal.length(along: axis.cross),
            priorities: priorities,
            measure: { index, proposal in subviews[index].sizeThatFits(proposal) },
            holdsForAnyLength: { index, proposal in isVertical && subviews[index].layout.sizeHoldsForAnyHeight(proposal) })
        arrangement.offers = sharing.offers
        arrangement.mainLengths = sharing.mainLengths
        arrangement.crossLengths = sharing.crossLengths
        arrangement.minimums = sharing.minimums
        arrangement.flexibilities = sharing.flexibilities
        arrangement.priorities = priorities
        arrangement.size = sharing.size(axis: axis, spacing: spacing)
        if guided {
            alignOnGuide(arrangement)
        } else if !arrangement.crossOffsets.isEmpty {
            arrangement.crossOffsets = []
        }
    }
}
