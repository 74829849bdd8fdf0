/// Placing the window: the rows arranged for a placement (or, for an
/// estimated length, the rows in view) put at their origins.
extension LazyStackNode {
    /// Arranges, shows and places the window for a placement (see
    /// `placeContent(in:proposal:)`).
    func placeWindow(in size: CellSize, proposal: CellProposal) {
        let length = size.length(along: axis)
        let crossLength = size.length(along: axis.cross)
        let crossProposal = proposal.length(along: axis.cross)
        if estimatesLength {
            windowIsArranged = false
            placeEstimated(length: length, crossLength: crossLength, crossProposal: crossProposal)
            return
        }
        let extent = LazyWindowExtent(length: length, crossLength: crossLength, crossProposal: crossProposal)
        if placeChangedRows(extent) {
            placedRowsInPlace = true
            return
        }
        let isSameExtent = windowExtent == extent
        // Set before arranging: whatever marks the stack while the window
        // is placed clears it again.
        windowIsArranged = true
        windowExtent = extent
        changedRows.removeAll(keepingCapacity: true)
        if isSameExtent, var shifted = shiftedArrangement(length: length, cross: crossProposal) {
            placeShiftedWindow(&shifted, length: length, crossLength: crossLength, crossProposal: crossProposal)
            return
        }
        var (newAnchor, rows) = arrangement(length: length, cross: crossProposal)
        let shift = scrollShift(from: window, to: rows, length: length)
        pendingAlignment = nil
        let previousPinned = pinnedRows
        let pinned =
            pinnedViews.isEmpty ? LazyPinnedRows() : pinnedRows(over: rows, visible: 0..<length, cross: crossProposal)
        // Read without a closure: each one formed here costs a main-actor
        // check when it runs.
        let shiftIsInexact = shift?.isExact != true
        commit(rows, pinned: pinned, damagesFrame: shiftIsInexact)
        if rowCount > 0 {
            newAnchor.key = anchorKey(index: newAnchor.index, firstRow: rows.first)
        }
        anchor = newAnchor
        placeRows(
            rows, length: length, crossLength: crossLength, crossProposal: crossProposal,
            damagesMoves: shiftIsInexact)
        if !pinned.isEmpty || !previousPinned.isEmpty {
            damagePinnedBands(previous: previousPinned, shift: shift?.isExact == true ? shift?.rows : nil)
        }
        finishPlacement(length: length)
        if let shift {
            reportScroll(ScrollReport(area: shift.frame, rows: shift.rows, isExact: shift.isExact))
        }
        placedFrame = absoluteVisibleFrame
    }

    /// Notes whether the window placed reaches the end of the data and the
    /// average length of its rows. Its rows are read by index: a copy of
    /// a placement retains its row.
    func finishPlacement(length: Int) {
        guard let last = window.last else {
            isAtEnd = true
            return
        }
        isAtEnd = last.index == rowCount - 1 && last.position + last.length <= length
        var total = 0
        for index in window.indices {
            total += window[index].length
        }
        averageLength = max(1, total / window.count)
    }

    /// Places the rows that the stack's frame, cut by the scroll view
    /// around it, shows, each at its estimated position: row `i` starts at
    /// `i × estimatedSpan`, and the rows after the first in view follow it
    /// by their measured lengths.
    ///
    /// ```
    /// 1,000 rows of span 2 (2,000 cells) at row 3 of a scroll view offset by 103, 20 rows tall
    /// visible cells 100–119 of the stack → rows 50–59 at 100, 102, …
    /// ```
    func placeEstimated(length: Int, crossLength: Int, crossProposal: Int?) {
        // The window placed here is not arranged from the anchor: it is
        // never shifted (`shiftedArrangement(length:cross:)`).
        windowExtent = nil
        beginArrangement()
        let estimateBefore = estimatedSpan
        let visible = absoluteVisibleFrame
        let start = visible.origin.length(along: axis) - absoluteOrigin.length(along: axis)
        let end = start + visible.size.length(along: axis)
        var rows: [Placement] = []
        if !visible.isEmpty, rowCount > 0 {
            let first = min(max(start / estimateBefore, 0), rowCount - 1)
            let origin = first * estimateBefore
            rows = fill(from: Anchor(index: first, key: nil, offset: 0), length: end - origin, cross: crossProposal).rows
            for index in rows.indices {
                rows[index].position += origin
            }
        }
        let previousPinned = pinnedRows
        let pinned =
            pinnedViews.isEmpty ? LazyPinnedRows() : pinnedRows(over: rows, visible: start..<end, cross: crossProposal)
        commit(rows, pinned: pinned)
        placeRows(rows, length: length, crossLength: crossLength, crossProposal: crossProposal)
        if !pinned.isEmpty || !previousPinned.isEmpty {
            damagePinnedBands(previous: previousPinned, shift: nil)
        }
        isAtEnd = rows.last?.index == rowCount - 1
        if estimatedSpan != estimateBefore {
            setNeedsLayout()
        }
    }

    /// Places the window's rows along the axis and aligned across it, the
    /// pinned section views (a pinned row of the window at its pinned
    /// position rather than its own), and the focused-out row just outside
    /// the viewport. When any row moves, the stack damages its whole frame
    /// once instead of each row recording its move (a scroll moves them
    /// all), and a row that only moved (placed before with this proposal,
    /// nothing in it changed) is moved rather than placed again
    /// (`ViewNode.move(to:proposal:within:)`):
    ///
    /// ```
    /// scrolled by one row: rows 11–33 moved up by one (origins only), row 34 built and placed
    /// ```
    func placeRows(_ rows: [Placement], length: Int, crossLength: Int, crossProposal: Int?, damagesMoves: Bool = true) {
        let proposal = rowProposal(cross: crossProposal)
        // Whether a row placed before moves: found at the first one that
        // does. A pinned row of the window stands at its pinned position,
        // not its own. Each row is bound strongly from the array, which
        // lends it: an `unowned(unsafe)` binding is retained again at
        // every call on the row.
        var moves = false
        let pins = !pinnedRows.isEmpty
        for index in rows.indices {
            let row = rows[index].row
            guard row.layout.placedProposal != nil, !pins || !pinnedRows.pins(row) else { continue }
            if row.layout.origin != origin(of: row, at: rows[index].position, crossLength: crossLength, proposal: proposal) {
                moves = true
                break
            }
        }
        if moves, damagesMoves {
            setNeedsDisplay()
        }
        var moved = 0
        for index in rows.indices {
            let row = rows[index].row
            if placeRow(row, at: rows[index].position, crossLength: crossLength, proposal: proposal, moves: moves) {
                moved += 1
            }
        }
        graph.statistics.layoutMoves += moved
        if !pinnedRows.isEmpty {
            placePinnedRows(crossLength: crossLength, proposal: proposal)
        }
        placeFocusedOutRow(length: length, crossLength: crossLength, proposal: proposal)
    }

    /// Places `row` of the window at `position`, and returns whether it
    /// only moved. When rows move (`moves`), a row that can move keeps
    /// the size it was placed at: its origin is found from that size, and
    /// found again the long way only when it must be placed; the move is
    /// not recorded, as the stack damages its frame or reports a scroll.
    @inline(__always)
    @discardableResult
    func placeRow(_ row: ViewNode, at position: Int, crossLength: Int, proposal: CellProposal, moves: Bool) -> Bool {
        if moves,
            row.move(
                to: origin(ofSize: row.layout.size, at: position, crossLength: crossLength), proposal: proposal,
                within: layout.size)
        {
            return true
        }
        let origin = origin(of: row, at: position, crossLength: crossLength, proposal: proposal)
        row.place(at: origin, proposal: proposal, recordsMove: !moves)
        return false
    }

    /// Places the focused-out row, if any, just outside the viewport on
    /// the side it left by.
    func placeFocusedOutRow(length: Int, crossLength: Int, proposal: CellProposal) {
        guard let row = focusedOutRow else { return }
        let rowLength = row.sizeThatFits(proposal).length(along: axis)
        let position = focusedOutIndex < (window.first?.index ?? Int.max) ? -rowLength : length
        row.place(
            at: origin(of: row, at: position, crossLength: crossLength, proposal: proposal), proposal: proposal,
            recordsMove: false)
    }

    /// Where `row` stands when it starts at `position` along the axis:
    /// aligned across it by its size for `proposal` (the size it was
    /// placed at, when placed with `proposal` and not marked since).
    @inline(__always)
    func origin(of row: ViewNode, at position: Int, crossLength: Int, proposal: CellProposal) -> CellPoint {
        let rowSize =
            !row.layout.needsLayout && row.layout.placedProposal == proposal ? row.layout.size : row.sizeThatFits(proposal)
        return origin(ofSize: rowSize, at: position, crossLength: crossLength)
    }

    /// Where a row of `rowSize` stands when it starts at `position` along
    /// the axis, aligned across it in `crossLength`.
    @inline(__always)
    func origin(ofSize rowSize: CellSize, at position: Int, crossLength: Int) -> CellPoint {
        let crossOffset = Alignment.offset(
            position: crossAlignment, length: rowSize.length(along: axis.cross), in: crossLength)
        return axis == .vertical
            ? CellPoint(column: crossOffset, row: position) : CellPoint(column: position, row: crossOffset)
    }
}
