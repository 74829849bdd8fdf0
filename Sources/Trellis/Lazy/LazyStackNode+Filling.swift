/// Filling a viewport from the anchor, and measuring the window.
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
}
