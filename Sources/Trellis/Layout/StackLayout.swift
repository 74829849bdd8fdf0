/// The layout of a stack: subviews side by side along one axis, aligned on
/// the other (SwiftUI's `HStack` and `VStack` algorithm, in whole cells).
///
/// Owned by the node of a stack (and by any node that shows several subviews
/// without a container, as an implicit vertical stack).
///
/// For a proposal with a length along the axis, the space left after the
/// spacing is shared out: subviews are taken by layout priority (highest
/// first), and within a priority from the least flexible to the most (a
/// subview's flexibility is how much its length can vary: its length for an
/// unlimited proposal minus its length for a zero one). Each is offered an
/// equal share of what remains and takes what it takes:
///
/// ```
/// HStack { Text("abc"); Spacer(); Text("de") } proposed 20 columns, spacing 1
/// available 20 − 2 = 18; flexibilities: "abc" 0, "de" 0, Spacer unlimited
/// "abc" offered 18/3 = 6, takes 3 · "de" offered 15/2 = 7, takes 2 · Spacer offered 13, takes 13
/// placed: abc at 0, Spacer at 4, de at 18
/// ```
///
/// Without a length along the axis (an ideal size), every subview is offered
/// its ideal length.
///
/// **Incremental work.** A full arrangement costs O(n log n) (each subview's
/// sizes come from its node's cache). When a subview changes, the stack is
/// told which one (``itemNeedsLayout(_:)``); if that subview keeps its
/// minimum, flexibility and priority and takes the same length for the same
/// offer, no other subview's offer or position can change, so the stack
/// measures and places only that subview: a one-row change in a
/// 100,000-row `VStack` costs the same as in a 10-row one.
@MainActor
final class StackLayout {
    /// The axis the subviews are arranged along.
    let axis: Axis
    /// The cells between adjacent subviews.
    private(set) var spacing: Int
    /// Where subviews sit across the axis: 0 leading/top, 1 centre, 2 trailing/bottom.
    private(set) var alignment: Int

    /// The subviews of the last arrangement; an item's `layout.itemIndex` is
    /// its index here.
    private var items: [ViewNode] = []
    /// Arrangements for the most recent proposals, the latest last.
    private var arrangements: [StackArrangement] = []
    /// Whether the next placement must place every subview.
    private var placesEverything = true
    /// Indexes of the subviews to place again when the rest keep their place.
    private var itemsToPlace: [Int] = []
    /// The proposal and cross length of the last placement.
    private var placement: (proposal: CellProposal, crossLength: Int)?

    /// The number of arrangements kept: a parent stack probes with a zero,
    /// an unlimited and an offered length.
    private static let arrangementLimit = 3

    init(axis: Axis, spacing: Int, alignment: Int) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Changes the spacing and alignment; returns whether either changed (the
    /// arrangement is then forgotten).
    func update(spacing: Int, alignment: Int) -> Bool {
        guard spacing != self.spacing || alignment != self.alignment else { return false }
        self.spacing = spacing
        self.alignment = alignment
        invalidate()
        return true
    }

    /// Forgets every arrangement (the subviews or a parameter changed).
    func invalidate() {
        items = []
        arrangements.removeAll(keepingCapacity: true)
        placesEverything = true
        itemsToPlace.removeAll()
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
        var kept = 0
        for arrangement in arrangements where arrangement.pending.count < items.count / 8 + 8 {
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

    /// Places `items` inside a stack of `size` placed with `proposal`: every
    /// subview after a change of arrangement, only the changed ones otherwise.
    func place(_ items: [ViewNode], in size: CellSize, proposal: CellProposal) {
        let arrangement = arrangement(for: proposal, items: items)
        let crossLength = size.length(along: axis.cross)
        let crossProposal = proposal.length(along: axis.cross)
        if placesEverything || placement?.proposal != proposal || placement?.crossLength != crossLength {
            var position = 0
            for index in items.indices {
                place(items[index], at: position, index: index, in: arrangement, crossLength: crossLength, crossProposal: crossProposal)
                position += arrangement.mainLengths[index] + spacing
            }
        } else {
            for index in itemsToPlace where index < items.count {
                let position = items[index].layout.origin.length(along: axis)
                place(items[index], at: position, index: index, in: arrangement, crossLength: crossLength, crossProposal: crossProposal)
            }
        }
        placesEverything = false
        itemsToPlace.removeAll(keepingCapacity: true)
        placement = (proposal, crossLength)
    }

    private func place(
        _ item: ViewNode, at position: Int, index: Int, in arrangement: StackArrangement, crossLength: Int,
        crossProposal: Int?
    ) {
        let crossOffset = alignedOffset(of: arrangement.crossLengths[index], in: crossLength)
        let origin =
            axis == .horizontal
            ? CellPoint(column: position, row: crossOffset) : CellPoint(column: crossOffset, row: position)
        item.place(at: origin, proposal: CellProposal(main: arrangement.mainLengths[index], cross: crossProposal, axis: axis))
    }

    private func alignedOffset(of length: Int, in container: Int) -> Int {
        switch alignment {
        case 0: 0
        case 2: max(0, container - length)
        default: max(0, (container - length) / 2)
        }
    }

    /// The arrangement for `proposal`, brought up to date.
    private func arrangement(for proposal: CellProposal, items: [ViewNode]) -> StackArrangement {
        if !isCurrent(items) {
            invalidate()
            self.items = items
            for index in items.indices {
                items[index].layout.itemIndex = index
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
        items.count == self.items.count && items.first === self.items.first && items.last === self.items.last
    }

    /// Measures the pending subviews again; returns `false` when one of them
    /// changed in a way that moves others (the arrangement must then be
    /// computed again).
    private func applyPending(to arrangement: StackArrangement) -> Bool {
        let crossProposal = arrangement.proposal.length(along: axis.cross)
        var crossShrank = false
        var crossMaximum = arrangement.size.length(along: axis.cross)
        for index in arrangement.pending {
            let item = items[index]
            let size: CellSize
            if let offer = arrangement.offers[index] {
                let smallest = item.sizeThatFits(CellProposal(main: 0, cross: crossProposal, axis: axis))
                let largest = item.sizeThatFits(CellProposal(main: CellProposal.unlimited, cross: crossProposal, axis: axis))
                let minimum = smallest.length(along: axis)
                guard minimum == arrangement.minimums[index],
                    largest.length(along: axis) - minimum == arrangement.flexibilities[index],
                    item.layoutPriority == arrangement.priorities[index]
                else { return false }
                size = item.sizeThatFits(CellProposal(main: offer, cross: crossProposal, axis: axis))
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
        let count = items.count
        arrangement.mainLengths = Array(repeating: 0, count: count)
        arrangement.crossLengths = Array(repeating: 0, count: count)
        arrangement.offers = Array(repeating: nil, count: count)
        guard count > 0 else {
            arrangement.size = .zero
            return
        }
        let crossProposal = arrangement.proposal.length(along: axis.cross)
        let totalSpacing = spacing * (count - 1)
        if let mainProposal = arrangement.proposal.length(along: axis) {
            share(max(0, mainProposal - totalSpacing), in: arrangement, crossProposal: crossProposal)
        } else {
            for index in items.indices {
                let size = items[index].sizeThatFits(CellProposal(main: nil, cross: crossProposal, axis: axis))
                arrangement.mainLengths[index] = size.length(along: axis)
                arrangement.crossLengths[index] = size.length(along: axis.cross)
            }
        }
        var main = totalSpacing
        var cross = 0
        for index in items.indices {
            main += arrangement.mainLengths[index]
            cross = max(cross, arrangement.crossLengths[index])
        }
        arrangement.size = CellSize(main: main, cross: cross, axis: axis)
    }

    /// The order in which subviews are offered space: higher priority first,
    /// then less flexible first, then in view order. Not isolated, so the
    /// sort's comparator pays no actor check per comparison.
    nonisolated static func sharingOrder(priorities: [Double], flexibilities: [Int]) -> [Int] {
        priorities.indices.sorted { left, right in
            if priorities[left] != priorities[right] { return priorities[left] > priorities[right] }
            if flexibilities[left] != flexibilities[right] { return flexibilities[left] < flexibilities[right] }
            return left < right
        }
    }

    /// Shares `available` cells along the axis among the subviews (see the
    /// type's documentation), recording each one's offer.
    private func share(_ available: Int, in arrangement: StackArrangement, crossProposal: Int?) {
        var minimums: [Int] = []
        var flexibilities: [Int] = []
        var priorities: [Double] = []
        minimums.reserveCapacity(items.count)
        flexibilities.reserveCapacity(items.count)
        priorities.reserveCapacity(items.count)
        for item in items {
            let smallest = item.sizeThatFits(CellProposal(main: 0, cross: crossProposal, axis: axis)).length(along: axis)
            let largest = item.sizeThatFits(CellProposal(main: CellProposal.unlimited, cross: crossProposal, axis: axis))
                .length(along: axis)
            minimums.append(smallest)
            flexibilities.append(largest - smallest)
            priorities.append(item.layoutPriority)
        }
        let order = Self.sharingOrder(priorities: priorities, flexibilities: flexibilities)
        var remaining = available
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            var end = start
            while end < order.count, priorities[order[end]] == priority {
                end += 1
            }
            var reservedForLower = 0
            for index in order[end...] {
                reservedForLower += minimums[index]
            }
            var groupRemaining = max(0, remaining - reservedForLower)
            var left = end - start
            for position in start..<end {
                let index = order[position]
                let offer = groupRemaining / left
                let size = items[index].sizeThatFits(CellProposal(main: offer, cross: crossProposal, axis: axis))
                arrangement.offers[index] = offer
                arrangement.mainLengths[index] = size.length(along: axis)
                arrangement.crossLengths[index] = size.length(along: axis.cross)
                groupRemaining = max(0, groupRemaining - arrangement.mainLengths[index])
                remaining = max(0, remaining - arrangement.mainLengths[index])
                left -= 1
            }
            start = end
        }
        arrangement.minimums = minimums
        arrangement.flexibilities = flexibilities
        arrangement.priorities = priorities
    }
}
