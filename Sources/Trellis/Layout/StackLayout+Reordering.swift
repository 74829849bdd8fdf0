/// Keeping a stack's arrangements when its subviews only change order (a
/// keyed `ForEach` moved rows), so that a move measures and places the
/// subviews between the two positions instead of all of them.
///
/// The owner's children changed (`ViewNode.childrenDidChange()`): the
/// stack compares the new subviews with those of its arrangements. When
/// they are the same nodes in another order, and the moved ones lie in
/// `first...last`, every arrangement is reordered instead of computed
/// again:
///
/// - the per-subview figures (lengths, offers, minimums, flexibilities,
///   priorities) move with their subviews;
/// - a subview before `first` keeps its offer and position; so does one
///   after `last`, since the subviews before it are the same set taking
///   the same lengths;
/// - inside the range, when every subview shares one priority and one
///   flexibility (space is then shared in view order), each is offered
///   its share of what the subviews before it left, as ``StackSharing``
///   would, and measured: if one takes another length along the axis
///   than it took before, the arrangement is computed again. With an
///   ideal size (no length along the axis) each subview is offered its
///   ideal, whatever its position, and nothing is measured.
///
/// An arrangement that is not reordered (subviews aligned on a custom
/// guide, changes pending, mixed priorities or flexibilities, a length
/// that changed) is forgotten and computed again when next asked for.
///
/// ```
/// rows [a, b, c, d, e], c moves to the top: [c, a, b, d, e]
/// moved range 0...2; d and e keep their offers and positions
/// proposed 5 rows: offers 5/5 = 1 (c), 4/4 = 1 (a), 3/3 = 1 (b), each takes 1 as before
/// placement: c, a and b are placed again; d and e are not
/// ```
///
/// Cost: O(n) comparisons of node identities, O(last − first) measurements
/// (each a cache lookup) and placements.
extension StackLayout {
    /// Tells the stack that its owner's subviews changed (views came, went
    /// or moved): the next arrangement checks whether they only moved.
    func subviewsDidChange() {
        subviewsMayHaveMoved = true
    }

    /// Adopts `newItems` as the subviews when they are the current ones in
    /// another order, reordering the arrangements; returns `false` when
    /// they are not (the caller then starts from scratch).
    func adoptReordering(of newItems: [ViewNode]) -> Bool {
        guard newItems.count == items.count, itemsToPlace.isEmpty, movedItems == nil else { return false }
        var first = -1
        var last = -1
        for index in newItems.indices {
            let item = newItems[index]
            let previous = item.layout.itemIndex
            guard previous < items.count, items[previous] === item else { return false }
            if previous != index {
                if first < 0 {
                    first = index
                }
                last = index
            }
        }
        guard first >= 0 else {
            items = newItems
            return true
        }
        let moved = first...last
        var previousIndexes: [Int] = []
        previousIndexes.reserveCapacity(moved.count)
        for index in moved {
            previousIndexes.append(newItems[index].layout.itemIndex)
        }
        var kept = 0
        for position in arrangements.indices {
            let arrangement = arrangements[position]
            if reorder(arrangement, moved: moved, from: previousIndexes, items: newItems) {
                arrangements[kept] = arrangement
                kept += 1
            }
        }
        arrangements.removeLast(arrangements.count - kept)
        items = newItems
        for index in moved {
            newItems[index].layout.itemIndex = index
        }
        if arrangements.isEmpty {
            placesEverything = true
        } else {
            movedItems = moved
        }
        return true
    }

    /// Moves `arrangement`'s figures with the subviews in `moved` (subview
    /// `moved.lowerBound + k` was at `previousIndexes[k]`) and offers the
    /// moved ones their new shares; returns `false` when the arrangement
    /// must be computed again instead.
    private func reorder(
        _ arrangement: StackArrangement, moved: ClosedRange<Int>, from previousIndexes: [Int], items: [ViewNode]
    ) -> Bool {
        guard arrangement.pending.isEmpty, arrangement.crossOffsets.isEmpty else { return false }
        let available = arrangement.proposal.length(along: axis).map { max(0, $0 - spacing * max(0, items.count - 1)) }
        if available != nil, !sharesInViewOrder(arrangement) {
            return false
        }
        // Worked on in locals: the arrangement is a class, and each access
        // to its arrays would be checked for exclusivity.
        let mainLengths = reordered(arrangement.mainLengths, moved: moved, from: previousIndexes)
        var crossLengths = reordered(arrangement.crossLengths, moved: moved, from: previousIndexes)
        var offers = reordered(arrangement.offers, moved: moved, from: previousIndexes)
        arrangement.minimums = reordered(arrangement.minimums, moved: moved, from: previousIndexes)
        arrangement.flexibilities = reordered(arrangement.flexibilities, moved: moved, from: previousIndexes)
        arrangement.priorities = reordered(arrangement.priorities, moved: moved, from: previousIndexes)
        arrangement.mainLengths = mainLengths
        guard let available else {
            arrangement.crossLengths = crossLengths
            arrangement.offers = offers
            return true
        }
        var remaining = available
        for index in 0..<moved.lowerBound {
            remaining -= mainLengths[index]
        }
        remaining = max(0, remaining)
        let crossProposal = arrangement.proposal.length(along: axis.cross)
        var crossChanged = false
        for index in moved {
            let offer = remaining / (items.count - index)
            let size = items[index].sizeThatFits(CellProposal(main: offer, cross: crossProposal, axis: axis))
            guard size.length(along: axis) == mainLengths[index] else { return false }
            let cross = size.length(along: axis.cross)
            crossChanged = crossChanged || cross != crossLengths[index]
            offers[index] = offer
            crossLengths[index] = cross
            remaining = max(0, remaining - mainLengths[index])
        }
        if crossChanged {
            arrangement.size = CellSize(
                main: arrangement.size.length(along: axis), cross: crossLengths.max() ?? 0, axis: axis)
        }
        arrangement.crossLengths = crossLengths
        arrangement.offers = offers
        return true
    }

    /// Whether `arrangement`'s subviews all share one priority and one
    /// flexibility, so that space was shared among them in view order.
    private func sharesInViewOrder(_ arrangement: StackArrangement) -> Bool {
        let priorities = arrangement.priorities
        let flexibilities = arrangement.flexibilities
        guard let priority = priorities.first, let flexibility = flexibilities.first else { return true }
        for index in priorities.indices where priorities[index] != priority || flexibilities[index] != flexibility {
            return false
        }
        return true
    }

    /// `values` with the entries in `moved` taken from the subviews' previous indexes.
    private func reordered<Value>(_ values: [Value], moved: ClosedRange<Int>, from previousIndexes: [Int]) -> [Value] {
        guard !values.isEmpty else { return values }
        var result = values
        for (offset, index) in moved.enumerated() {
            result[index] = values[previousIndexes[offset]]
        }
        return result
    }
}
