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
///   ideal, whatever its position, and nothing is measured; nor is a
///   subview offered the same share as before (rows of equal heights
///   shifted by one).
///
/// An arrangement that is not reordered (subviews aligned on a custom
/// guide, changes pending, mixed priorities or flexibilities, a length
/// that changed) is forgotten and computed again when next asked for.
///
/// ```
/// rows [a, b, c, d, e], c moves to the top: [c, a, b, d, e]
/// moved range 0...2; d and e keep their offers and positions
/// proposed 5 rows: offers 5/5 = 1 (c), 4/4 = 1 (a), 3/3 = 1 (b), each takes 1 as before
/// placement: c, a and b, same sizes and proposals, are moved (not placed again); d and e are not touched
/// ```
///
/// Cost: O(n) comparisons of node identities, O(last − first) measurements
/// (each a cache lookup, none for a subview offered what it was before) and
/// moves (`ViewNode.move(to:proposal:within:)`: the frame redraws the
/// screen for the move, so a subview keeping its size and proposal is
/// given its new origin without a placement). When a keyed `ForEach` names the
/// rows that changed places (``ViewNode/childrenDidMove(in:)``), the stack
/// patches its subviews over their run (``adoptMove(of:in:)``) and
/// compares only those: O(run) in all, however many subviews it has.
extension StackLayout {
    /// Tells the stack that its owner's subviews changed (views came, went
    /// or moved): the next arrangement checks whether they only moved.
    ///
    /// A run patched by ``adoptMove(of:in:)`` and not yet arranged is put
    /// back in its old order first: the comparison that follows finds each
    /// subview by its old index (two `ForEach`s of one stack that both
    /// reorder, one moved twice), and so still reorders the arrangements
    /// rather than computing them again.
    func subviewsDidChange() {
        subviewsMayHaveMoved = true
        if let window = reorderedWindow {
            let patched = Array(items[window])
            for item in patched {
                items[item.layout.itemIndex] = item
            }
            reorderedWindow = nil
        }
    }

    /// Tells the stack that the subviews of `span` (a keyed `ForEach`'s
    /// rows that changed order, in their new order) changed order among
    /// themselves and nothing else changed: when they are a run of the
    /// current subviews, `ownerItems` (the owner's collected subviews, the
    /// same array as the stack's) is patched in place over that run and
    /// the next arrangement looks only at it. Returns `false`, changing
    /// nothing, when they are not (the caller then reports a change of
    /// subviews).
    ///
    /// ```
    /// subviews [h, a, b, c, f], the rows a, b, c become [c, a, b]
    /// a, b, c are at 1, 2, 3: a run of 3 → subviews [h, c, a, b, f], window 1..<4
    /// ```
    ///
    /// Cost: O(span), with no copy of the subviews.
    func adoptMove(of span: [ViewNode], in ownerItems: inout [ViewNode]?) -> Bool {
        guard !subviewsMayHaveMoved, !span.isEmpty, var newItems = ownerItems, newItems.count == items.count,
            isSameStorage(newItems, items)
        else { return false }
        var lower = Int.max
        var upper = -1
        for item in span {
            let index = item.layout.itemIndex
            guard index < items.count, items[index] === item else { return false }
            lower = min(lower, index)
            upper = max(upper, index)
        }
        // Distinct subviews at distinct indexes, as many as the indexes
        // from the first to the last: they fill that run.
        guard upper - lower + 1 == span.count else { return false }
        // Let go of the other references, so the run is written in place.
        ownerItems = nil
        items = []
        newItems.withUnsafeMutableBufferPointer { buffer in
            var index = lower
            for item in span {
                buffer[index] = item
                index += 1
            }
        }
        ownerItems = newItems
        items = newItems
        subviewsMayHaveMoved = true
        reorderedWindow = lower..<(upper + 1)
        return true
    }

    /// Whether two arrays of subviews share one storage (then they hold
    /// the same subviews).
    private func isSameStorage(_ first: [ViewNode], _ second: [ViewNode]) -> Bool {
        first.withUnsafeBufferPointer { firstBuffer in
            second.withUnsafeBufferPointer { $0.baseAddress == firstBuffer.baseAddress }
        }
    }

    /// Adopts `newItems` as the subviews when they are the current ones in
    /// another order, reordering the arrangements; returns `false` when
    /// they are not (the caller then starts from scratch). After
    /// ``adoptMove(of:in:)`` the subviews are already in `items`, checked,
    /// and only those of its window are looked at.
    func adoptReordering(of newItems: [ViewNode]) -> Bool {
        guard newItems.count == items.count, itemsToPlace.isEmpty, movedItems == nil else { return false }
        var first = -1
        var last = -1
        if let window = reorderedWindow {
            guard isSameStorage(newItems, items) else { return false }
            for index in window where newItems[index].layout.itemIndex != index {
                if first < 0 {
                    first = index
                }
                last = index
            }
        } else {
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
        // Reordered in place; the lengths and offers are worked on in
        // locals taken out of the arrangement (not copied), where the
        // compiler sees that nothing else reaches them.
        reorder(&arrangement.minimums, moved: moved, from: previousIndexes)
        reorder(&arrangement.flexibilities, moved: moved, from: previousIndexes)
        reorder(&arrangement.priorities, moved: moved, from: previousIndexes)
        var mainLengths: [Int] = []
        var crossLengths: [Int] = []
        var offers: [Int?] = []
        swap(&mainLengths, &arrangement.mainLengths)
        swap(&crossLengths, &arrangement.crossLengths)
        swap(&offers, &arrangement.offers)
        reorder(&mainLengths, moved: moved, from: previousIndexes)
        reorder(&crossLengths, moved: moved, from: previousIndexes)
        reorder(&offers, moved: moved, from: previousIndexes)
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
            // Offered what it was offered before (its figures moved with
            // it), the subview takes what it took: nothing to measure.
            if offer != offers[index] {
                let size = items[index].sizeThatFits(CellProposal(main: offer, cross: crossProposal, axis: axis))
                guard size.length(along: axis) == mainLengths[index] else { return false }
                let cross = size.length(along: axis.cross)
                crossChanged = crossChanged || cross != crossLengths[index]
                offers[index] = offer
                crossLengths[index] = cross
            }
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

    /// Sets the entries of `values` in `moved` to those at the subviews'
    /// previous indexes, in place: O(moved), the moved entries copied once.
    private func reorder<Value>(_ values: inout [Value], moved: ClosedRange<Int>, from previousIndexes: [Int]) {
        guard !values.isEmpty else { return }
        // Through the buffer: one uniqueness check, not one per write.
        values.withUnsafeMutableBufferPointer { buffer in
            var movedValues: [Value] = []
            movedValues.reserveCapacity(moved.count)
            for previous in previousIndexes {
                movedValues.append(buffer[previous])
            }
            var index = moved.lowerBound
            for value in movedValues {
                buffer[index] = value
                index += 1
            }
        }
    }
}
