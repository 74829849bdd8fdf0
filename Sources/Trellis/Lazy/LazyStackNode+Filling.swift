/// Filling a viewport from the anchor, measuring and placing the window.
extension LazyStackNode {
    func rowProposal(cross: Int?) -> CellProposal {
        CellProposal(main: nil, cross: cross, axis: axis)
    }

    /// The length of `row`; a first measurement at this proposal counts
    /// into the estimate of the stack's length.
    func length(of row: ViewNode, cross: Int?) -> Int {
        length(of: row, proposal: rowProposal(cross: cross))
    }

    /// The length of `row` for `proposal`, a row proposal
    /// (``rowProposal(cross:)``), made once for all the rows of a fill.
    /// A row placed with `proposal` and not marked for layout since keeps
    /// the size it was placed at: its cache is not searched.
    @inline(__always)
    func length(of row: ViewNode, proposal: CellProposal) -> Int {
        if !row.layout.needsLayout, row.layout.placedProposal == proposal {
            return row.layout.size.length(along: axis)
        }
        if let size = row.layout.cachedSize(for: proposal) {
            return size.length(along: axis)
        }
        let length = row.sizeThatFits(proposal).length(along: axis)
        measuredSpans.total += length + (length > 0 ? spacing : 0)
        measuredSpans.rows += 1
        return length
    }

    /// The cells a row of `length` and the spacing after it take, for row
    /// `index`: an empty row takes no spacing, the last row none after it.
    @inline(__always)
    func span(ofLength length: Int, index: Int) -> Int {
        length + (length > 0 && index < rowCount - 1 ? spacing : 0)
    }

    /// The cells row `index` and the spacing after it take along the axis.
    func span(of index: Int, cross: Int?) -> Int {
        span(ofLength: length(of: row(at: index), cross: cross), index: index)
    }

    /// `anchor` moved to the row it falls in: a negative offset moves it to
    /// earlier rows, an offset past its row to later ones.
    func normalized(_ anchor: Anchor, cross: Int?) -> Anchor {
        var anchor = anchor
        anchor.index = min(max(anchor.index, 0), rowCount - 1)
        while anchor.offset < 0 {
            guard anchor.index > 0 else {
                anchor.offset = 0
                break
            }
            anchor.index -= 1
            anchor.offset += span(of: anchor.index, cross: cross)
        }
        while anchor.index < rowCount - 1 {
            let span = span(of: anchor.index, cross: cross)
            guard anchor.offset >= span else { break }
            anchor.offset -= span
            anchor.index += 1
        }
        if anchor.index == rowCount - 1 {
            anchor.offset = min(anchor.offset, max(span(of: anchor.index, cross: cross) - 1, 0))
        }
        return anchor
    }

    /// The most rows a fill builds for a viewport of `length` cells: rows
    /// of no length (`if` rows that are off) take no cells, so a run of
    /// them is cut here rather than built to the end of the data.
    func rowLimit(for length: Int) -> Int {
        4 * max(length, 1) + 16
    }

    /// An empty array for an arrangement's rows, with room for `capacity`:
    /// the storage of the window before the last when a commit left it
    /// (``spareWindow``), so that a scroll does not allocate a window each
    /// frame and free the last one.
    @inline(__always)
    func windowStorage(capacity: Int) -> [Placement] {
        var rows: [Placement] = []
        swap(&rows, &spareWindow)
        rows.reserveCapacity(capacity)
        return rows
    }

    /// The rows from `anchor` that cover `length` cells, and whether the
    /// last row was reached before the end.
    func fill(from anchor: Anchor, length: Int, cross: Int?) -> (rows: [Placement], reachedEnd: Bool) {
        let limit = rowLimit(for: length)
        // Room for the last window and a row more (a scroll by one row
        // shows one more at most): one allocation, not one per doubling.
        var rows = windowStorage(capacity: min(limit, window.count + 1))
        let reachedEnd = fill(
            &rows, from: anchor.index, at: -anchor.offset, end: -anchor.offset, length: length, cross: cross,
            limit: limit)
        return (rows, reachedEnd)
    }

    /// Appends to `rows` the rows from `index` on, the first at `position`,
    /// until they cover `length` cells or `rows` holds `limit` of them, and
    /// returns whether the data's last row was reached before the
    /// viewport's end (`end`: where the rows before `index` end). Inlined
    /// in its two callers, so that `rows` is their local array rather than
    /// one reached through an `inout` at every append.
    @inline(__always)
    func fill(
        _ rows: inout [Placement], from index: Int, at position: Int, end: Int, length: Int, cross: Int?, limit: Int
    ) -> Bool {
        var index = index
        var position = position
        var end = end
        let proposal = rowProposal(cross: cross)
        while index < rowCount, position < length, rows.count < limit {
            let row = row(at: index)
            let rowLength = self.length(of: row, proposal: proposal)
            rows.append(Placement(index: index, row: row, position: position, length: rowLength))
            end = position + rowLength
            position += span(ofLength: rowLength, index: index)
            index += 1
        }
        return index == rowCount && end < length
    }

    /// The anchor that shows the last rows ending at the viewport's end.
    func endAnchor(length: Int, cross: Int?) -> Anchor {
        var remaining = length
        var index = rowCount - 1
        while index >= 0 {
            let span = span(of: index, cross: cross)
            if span >= remaining {
                return Anchor(index: index, key: nil, offset: span - remaining)
            }
            remaining -= span
            index -= 1
        }
        return Anchor()
    }

    /// The anchor that puts row `index`'s `unit` point at the viewport's
    /// `unit` point (top to top, centre to centre, bottom to bottom).
    func alignedAnchor(index: Int, unit: UnitPoint, length: Int, cross: Int?) -> Anchor {
        let point = axis == .vertical ? unit.y : unit.x
        let rowLength = self.length(of: row(at: index), cross: cross)
        let before = Int(((CGFloat(length) - CGFloat(rowLength)) * point).rounded(.down))
        return normalized(Anchor(index: index, key: nil, offset: -before), cross: cross)
    }

    /// The window for a viewport of `length` cells: the anchor, moved back
    /// when the data ends before the viewport does, and the rows it shows.
    func arrangement(length: Int, cross: Int?) -> (anchor: Anchor, rows: [Placement]) {
        beginArrangement()
        guard rowCount > 0, length > 0 else { return (anchor, []) }
        var start: Anchor
        if let (index, unit) = pendingAlignment, index < rowCount {
            start = alignedAnchor(index: index, unit: unit, length: length, cross: cross)
        } else {
            start = normalized(anchor, cross: cross)
        }
        var result = fill(from: start, length: length, cross: cross)
        if result.reachedEnd, start.index > 0 || start.offset > 0 {
            start = endAnchor(length: length, cross: cross)
            beginArrangement()
            result = fill(from: start, length: length, cross: cross)
        }
        return (start, result.rows)
    }

    /// The length the stack shows when its length along the axis is not
    /// proposed: as many rows as fill the screen.
    var unproposedLength: Int {
        max(graph.root.layout.size.length(along: axis), 1)
    }

    /// The average span (length and spacing) of the rows measured so far;
    /// 1 before any.
    var estimatedSpan: Int {
        measuredSpans.rows > 0 ? max(1, (measuredSpans.total + measuredSpans.rows / 2) / measuredSpans.rows) : 1
    }

    /// The estimated length of all rows (the first row is measured when
    /// none has been).
    func estimatedLength(cross: Int?) -> Int {
        if measuredSpans.rows == 0, rowCount > 0 {
            beginArrangement()
            _ = span(of: 0, cross: cross)
        }
        return max(rowCount * estimatedSpan - spacing, 0)
    }

    /// The stack's size for `proposal` (see `measure(_:)`).
    func measureRows(_ proposal: CellProposal) -> CellSize {
        let mainProposal = proposal.length(along: axis)
        let crossProposal = proposal.length(along: axis.cross)
        if estimatesLength {
            let length = estimatedLength(cross: crossProposal)
            let crossLength =
                crossProposal ?? (rowCount > 0 ? row(at: 0).sizeThatFits(rowProposal(cross: nil)).length(along: axis.cross) : 0)
            return CellSize(main: length, cross: crossLength, axis: axis)
        }
        if let mainProposal, let crossProposal {
            return CellSize(main: mainProposal, cross: crossProposal, axis: axis)
        }
        let rows = arrangement(length: mainProposal ?? unproposedLength, cross: crossProposal).rows
        let used = rows.last.map { $0.position + $0.length } ?? 0
        var crossLength = 0
        for placement in rows {
            crossLength = max(crossLength, placement.row.sizeThatFits(rowProposal(cross: crossProposal)).length(along: axis.cross))
        }
        return CellSize(main: mainProposal ?? min(used, unproposedLength), cross: crossProposal ?? crossLength, axis: axis)
    }

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
        var newAnchor: Anchor
        var rows: [Placement]
        let shift: (rows: Int, frame: CellRect, isExact: Bool)?
        var dropped: Int?
        // The anchor is made here: an anchor in the shifted arrangement's
        // result was copied with its optional key at each step.
        if isSameExtent, let shifted = shiftedArrangement(length: length, cross: crossProposal) {
            newAnchor = Anchor(index: shifted.index, key: nil, offset: shifted.offset)
            rows = shifted.rows
            dropped = shifted.dropped
            shift = scrollShift(from: window, to: rows, length: length, keptFrom: shifted.dropped)
        } else {
            (newAnchor, rows) = arrangement(length: length, cross: crossProposal)
            shift = scrollShift(from: window, to: rows, length: length)
        }
        pendingAlignment = nil
        let previousPinned = pinnedRows
        let pinned =
            pinnedViews.isEmpty ? LazyPinnedRows() : pinnedRows(over: rows, visible: 0..<length, cross: crossProposal)
        // Read without a closure: each one formed here costs a main-actor
        // check when it runs.
        let shiftIsInexact = shift?.isExact != true
        commit(rows, pinned: pinned, damagesFrame: shiftIsInexact, keptFrom: dropped)
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
        if let last = rows.last {
            isAtEnd = last.index == rowCount - 1 && last.position + last.length <= length
            var total = 0
            for placement in rows {
                total += placement.length
            }
            averageLength = max(1, total / rows.count)
        } else {
            isAtEnd = true
        }
        if let shift {
            reportScroll(ScrollReport(area: shift.frame, rows: shift.rows, isExact: shift.isExact))
        }
        placedFrame = absoluteVisibleFrame
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
        let size = layout.size
        var moved = 0
        for index in rows.indices {
            let row = rows[index].row
            // A row that can move keeps the size it was placed at: its
            // origin is found from that size, and found again the long
            // way only when it must be placed.
            if moves,
                row.move(
                    to: origin(ofSize: row.layout.size, at: rows[index].position, crossLength: crossLength),
                    proposal: proposal, within: size)
            {
                moved += 1
            } else {
                let origin = origin(of: row, at: rows[index].position, crossLength: crossLength, proposal: proposal)
                row.place(at: origin, proposal: proposal, recordsMove: !moves)
            }
        }
        graph.statistics.layoutMoves += moved
        if !pinnedRows.isEmpty {
            placePinnedRows(crossLength: crossLength, proposal: proposal)
        }
        if let row = focusedOutRow {
            let rowLength = row.sizeThatFits(proposal).length(along: axis)
            let position = focusedOutIndex < (rows.first?.index ?? Int.max) ? -rowLength : length
            row.place(
                at: origin(of: row, at: position, crossLength: crossLength, proposal: proposal), proposal: proposal,
                recordsMove: false)
        }
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
