/// Arranging a window that a scroll moved: the rows it keeps stay where
/// they are in the window, and only the rows that come in are looked up,
/// built and measured.
extension LazyStackNode {
    /// The window for a viewport of `length` cells when only the anchor's
    /// offset moved since the window was arranged, forward or not at all
    /// (a scroll by a few rows): the anchor is still the window's first
    /// row, the data and the view are the same, nothing is pinned, focused
    /// out or to be aligned, and no row of the window asked for layout
    /// since it was placed. The caller checks that the extent is the one
    /// the window was placed for. `nil` when the arrangement must be made
    /// from scratch: any of these fails, the anchor moves past the
    /// window's rows or to the last row of the data, or the rows run out
    /// before the viewport does.
    ///
    /// It is ``arrangement(length:cross:)`` with the window's rows read in
    /// place: the anchor is normalized over the window's lengths, the kept
    /// rows take their lengths from it (each was placed at this extent and
    /// has not changed since), and the rows after them are filled as
    /// ``fill(from:length:cross:)`` fills them.
    ///
    /// ```
    /// window rows 10–33 at 0–23, anchor row 10 at offset 1 (scrolled down by one):
    ///   row 10 dropped (its span is 1), anchor row 11 at offset 0
    ///   rows 11–33 kept, each 1 cell up (shift 1), without a look-up or a length check
    ///   row 34 looked up, built and measured at 23: incoming [34 at 23]
    /// ```
    ///
    /// Returns the anchor's index and offset, how many of the window's
    /// first rows were dropped and how many after them are kept, how many
    /// cells the kept rows move up (`shift`), and the rows that come in
    /// after them. The new window is the kept rows, each `shift` cells
    /// nearer the start, then `incoming`; it is made in place by
    /// ``commitShift(_:damagesFrame:)``, so the kept rows are neither
    /// copied nor retained again.
    ///
    /// Cost: O(rows in view) reads of the window, plus the rows that come in.
    func shiftedArrangement(length: Int, cross: Int?) -> LazyWindowShift? {
        guard windowGeneration == generation, pendingAlignment == nil, pinnedViews.isEmpty, pinnedRows.isEmpty,
            focusedOutRow == nil, length > 0, !window.isEmpty, window[0].index == anchor.index, anchor.offset >= 0
        else { return nil }
        beginArrangement()
        var isShifted = true
        // The anchor normalized (`normalized(_:cross:)`) over the window.
        var dropped = 0
        var offset = anchor.offset
        while true {
            let row = window[dropped].row
            let index = window[dropped].index
            guard index < rowCount - 1, !row.layout.needsLayout, row.keyedGeneration == generation else {
                isShifted = false
                break
            }
            let span = span(ofLength: window[dropped].length, index: index)
            guard offset >= span else { break }
            offset -= span
            dropped += 1
            guard dropped < window.count, window[dropped].index == index + 1 else {
                isShifted = false
                break
            }
        }
        let limit = rowLimit(for: length)
        var kept = dropped
        var index = isShifted ? window[dropped].index : 0
        var position = -offset
        var end = position
        // The window's rows, read in place.
        while isShifted, kept < window.count, position < length, kept - dropped < limit {
            let row = window[kept].row
            guard window[kept].index == index, !row.layout.needsLayout, row.keyedGeneration == generation else {
                isShifted = false
                break
            }
            let rowLength = window[kept].length
            end = position + rowLength
            position += span(ofLength: rowLength, index: index)
            index += 1
            kept += 1
        }
        guard isShifted else { return nil }
        // The rows passed and kept are claimed at their indexes, as
        // `row(at:)` claims them (a row that comes in with the same ID
        // is another occurrence), without a mark each.
        claimedWindowRows = kept
        var incoming = windowStorage(capacity: 1)
        let reachedEnd =
            kept < window.count
            ? false
            : fill(
                &incoming, from: index, at: position, end: end, length: length, cross: cross,
                limit: limit - (kept - dropped))
        guard !reachedEnd else {
            incoming.removeAll(keepingCapacity: true)
            spareWindow = incoming
            return nil
        }
        return LazyWindowShift(
            index: window[dropped].index, offset: offset, dropped: dropped, kept: kept - dropped,
            shift: window[dropped].position + offset, incoming: incoming)
    }

    /// Places a window that ``shiftedArrangement(length:cross:)`` shifted:
    /// what `placeWindow(in:proposal:)` does for an arrangement from
    /// scratch, with the scroll, the commit and the placement visiting
    /// only the rows that left or came in, except that each kept row
    /// takes its new origin.
    func placeShiftedWindow(_ shifted: inout LazyWindowShift, length: Int, crossLength: Int, crossProposal: Int?) {
        pendingAlignment = nil
        let scroll = scrollShift(shifted, length: length)
        let shiftIsInexact = scroll?.isExact != true
        commitShift(&shifted, damagesFrame: shiftIsInexact)
        var newAnchor = Anchor(index: shifted.index, key: nil, offset: shifted.offset)
        if rowCount > 0 {
            newAnchor.key = anchorKey(index: newAnchor.index, firstRow: window.first)
        }
        anchor = newAnchor
        if shifted.shift == 0 {
            placeRows(
                window, length: length, crossLength: crossLength, crossProposal: crossProposal,
                damagesMoves: shiftIsInexact)
        } else {
            placeShiftedRows(
                kept: shifted.kept, shift: shifted.shift, length: length, crossLength: crossLength,
                crossProposal: crossProposal, damagesMoves: shiftIsInexact)
        }
        finishPlacement(length: length)
        if let scroll {
            reportScroll(ScrollReport(area: scroll.frame, rows: scroll.rows, isExact: scroll.isExact))
        }
        placedFrame = absoluteVisibleFrame
    }

    /// Places the window's rows after a shift by a nonzero distance: its
    /// first `kept` rows, placed before at this extent and each now
    /// `shift` cells nearer the start, only take their new origin along
    /// the axis (their size, and so their place across it, stayed), and
    /// the rows that came in are placed as ``placeRows(_:length:crossLength:crossProposal:damagesMoves:)``
    /// places them when rows move.
    func placeShiftedRows(
        kept: Int, shift: Int, length: Int, crossLength: Int, crossProposal: Int?, damagesMoves: Bool
    ) {
        let proposal = rowProposal(cross: crossProposal)
        if damagesMoves {
            setNeedsDisplay()
        }
        var moved = 0
        if keptRowsOnlyMove(kept: kept, shift: shift) {
            // Stores only: no call between reading a row from the window
            // and writing its origin, so the row is not retained for it.
            for index in 0..<kept {
                assert(!window[index].row.layout.needsLayout && window[index].row.layout.placedProposal == proposal)
                if axis == .vertical {
                    window[index].row.layout.origin.row = window[index].position
                } else {
                    window[index].row.layout.origin.column = window[index].position
                }
            }
            moved = kept
        } else {
            let size = layout.size
            for index in 0..<kept {
                let row = window[index].row
                let position = window[index].position
                // Across the axis a kept row stays where it was placed.
                var origin = row.layout.origin
                if axis == .vertical {
                    origin.row = position
                } else {
                    origin.column = position
                }
                if row.move(to: origin, proposal: proposal, within: size) {
                    moved += 1
                } else {
                    placeRow(row, at: position, crossLength: crossLength, proposal: proposal, moves: true)
                }
            }
        }
        for index in kept..<window.count {
            let row = window[index].row
            if placeRow(row, at: window[index].position, crossLength: crossLength, proposal: proposal, moves: true) {
                moved += 1
            }
        }
        graph.statistics.layoutMoves += moved
        placeFocusedOutRow(length: length, crossLength: crossLength, proposal: proposal)
    }

    /// Whether the window's first `kept` rows, each now `shift` cells
    /// nearer the start, only move: each was placed with `proposal` and
    /// has not asked for layout since (the shifted arrangement checked
    /// it, and a window is placed for one extent), so its frame is its
    /// placement's length along the axis, and none reaches in or out of
    /// the stack's length by the shift (whether it overflows its owner
    /// stays: across the axis it did not move). Reads the placements only.
    private func keptRowsOnlyMove(kept: Int, shift: Int) -> Bool {
        let limit = layout.size.length(along: axis)
        for index in 0..<kept where window[index].length > 0 {
            let start = window[index].position
            let end = start + window[index].length
            guard (start < 0 || end > limit) == (start + shift < 0 || end + shift > limit) else { return false }
        }
        return true
    }
}
