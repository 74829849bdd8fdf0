/// Matching a lazy stack's new window to the one it replaces, to find how
/// far its rows scrolled and which key its anchor's row has.
extension LazyStackNode {
    /// The key of the anchor's row `index`: the key the window's first
    /// row, the anchor's, was handed out for (a lookup by its node), rather
    /// than the segment's ID for the index made again (an `AnyHashable`
    /// boxed and hashed at each placement).
    func anchorKey(index: Int, firstRow: Placement?) -> LazyRowKey {
        if let firstRow, firstRow.index == index, let name = rowName(of: firstRow.row) {
            return name.key
        }
        return key(at: index)
    }

    /// The scroll from the window `previous` to `rows`: how far the rows in
    /// both moved up (all by the same rows, along a vertical axis, in a
    /// frame that stayed), and whether it is **exact**: this stack is the
    /// scroll view's content and draws on top of its frame, so the
    /// renderer can shift the cells and this stack damages only the rows
    /// that came in and the band left empty. `nil` when nothing scrolled.
    ///
    /// ```
    /// previous rows 10–33 at 0–23, new rows 11–34 at 0–23 → 1 row up, exact:
    /// damaged row 34 (came in) and the band at 23
    /// previous rows A at 0, B at 2, C at 4; A and C removed, B now at 0 →
    /// 2 rows up, but C would stay in view at 2: not exact, the frame redrawn
    /// ```
    func scrollShift(from previous: [Placement], to rows: [Placement], length: Int)
        -> (rows: Int, frame: CellRect, isExact: Bool)?
    {
        let frame = absoluteVisibleFrame
        guard axis == .vertical, frame == placedFrame, !frame.isEmpty, !previous.isEmpty else { return nil }
        let match = Self.match(previous, to: rows)
        var shift: Int?
        var isUniform = true
        // Read by index: a copy of a placement retains its row.
        for index in rows.indices {
            guard let before = match.positions[index] else { continue }
            let moved = before - rows[index].position
            if shift == nil {
                shift = moved
            } else if shift != moved {
                isUniform = false
            }
        }
        guard let shift, shift != 0 else { return nil }
        // A row that left but would still be in view after the shift left
        // the data (a removal, not a scroll): its cells must be cleared.
        for index in match.left.indices
        where Self.staysInView(match.left[index].position, match.left[index].length, after: shift, length: length) {
            isUniform = false
            break
        }
        let isExact = isUniform && isScrollContent && drawsOnTop(of: frame)
        if isExact {
            // A row never placed is damaged by its first placement.
            for index in rows.indices
            where match.positions[index] == nil && rows[index].row.layout.placedProposal != nil {
                rows[index].row.setNeedsDisplay()
            }
            damageBand(leftBy: shift, length: length, in: frame)
        }
        return (shift, frame, isExact)
    }

    /// The scroll of a window that ``shiftedArrangement(length:cross:)``
    /// shifted, found as ``scrollShift(from:to:length:)`` finds it before
    /// the window is committed: the kept rows moved up by `shift`, so only
    /// the rows that left are checked (whether one would stay in view)
    /// and only the rows that came in are damaged.
    func scrollShift(_ shifted: LazyWindowShift, length: Int) -> (rows: Int, frame: CellRect, isExact: Bool)? {
        let frame = absoluteVisibleFrame
        let shift = shifted.shift
        guard axis == .vertical, frame == placedFrame, !frame.isEmpty, shifted.kept > 0, shift != 0 else { return nil }
        var isUniform = true
        // The rows that left: those before the kept block and after it.
        for index in 0..<shifted.dropped
        where Self.staysInView(window[index].position, window[index].length, after: shift, length: length) {
            isUniform = false
            break
        }
        for index in (shifted.dropped + shifted.kept)..<window.count
        where isUniform
            && Self.staysInView(window[index].position, window[index].length, after: shift, length: length)
        {
            isUniform = false
            break
        }
        let isExact = isUniform && isScrollContent && drawsOnTop(of: frame)
        if isExact {
            // A row never placed is damaged by its first placement.
            let incoming = shifted.incoming
            for index in incoming.indices where incoming[index].row.layout.placedProposal != nil {
                incoming[index].row.setNeedsDisplay()
            }
            damageBand(leftBy: shift, length: length, in: frame)
        }
        return (shift, frame, isExact)
    }

    /// Damages the band of the viewport that a shift by `shift` rows up
    /// (down, when negative) left empty, inside `frame`.
    private func damageBand(leftBy shift: Int, length: Int, in frame: CellRect) {
        let origin = absoluteOrigin
        let band =
            shift > 0
            ? CellRect(column: origin.column, row: origin.row + length - shift, width: layout.size.width, height: shift)
            : CellRect(column: origin.column, row: origin.row, width: layout.size.width, height: -shift)
        setNeedsDisplay(screenAreas: [band.intersection(frame)])
    }

    /// Whether a row that left from `position`, `rowLength` long, would
    /// still be in view of a viewport of `length` after a shift by `shift`.
    static func staysInView(_ position: Int, _ rowLength: Int, after shift: Int, length: Int) -> Bool {
        let shifted = position - shift
        return shifted < length && shifted + max(rowLength, 1) > 0
    }

    /// Where each row of `rows` stood in the window `previous` (`nil`: it
    /// came in), and the placements of `previous` whose rows left.
    ///
    /// A scroll moves the window as one block, which is matched by
    /// comparing nodes position by position; anything else (rows removed
    /// or reordered inside the window) by the rows' identities:
    ///
    /// ```
    /// previous [A B C D], rows [B C D E]: B is previous[1] → block offset 1
    /// positions [B's, C's, D's, nil], left [A]
    /// ```
    ///
    /// Cost: O(rows) for a block, one dictionary of the previous rows
    /// otherwise.
    static func match(_ previous: [Placement], to rows: [Placement]) -> (positions: [Int?], left: [Placement]) {
        if let block = blockMatch(previous, to: rows) {
            return block
        }
        var previousPositions: [ObjectIdentifier: Int] = [:]
        previousPositions.reserveCapacity(previous.count)
        for placement in previous {
            previousPositions[ObjectIdentifier(placement.row)] = placement.position
        }
        var positions: [Int?] = []
        positions.reserveCapacity(rows.count)
        for placement in rows {
            // Removed as matched: what stays are the rows that left.
            positions.append(previousPositions.removeValue(forKey: ObjectIdentifier(placement.row)))
        }
        var left: [Placement] = []
        for placement in previous where previousPositions[ObjectIdentifier(placement.row)] != nil {
            left.append(placement)
        }
        return (positions, left)
    }

    /// The match of a window that moved as one block: `rows[i]` is
    /// `previous[i + offset]` wherever both exist, and no row that came in
    /// is one that left. `nil` otherwise.
    private static func blockMatch(_ previous: [Placement], to rows: [Placement]) -> (positions: [Int?], left: [Placement])? {
        guard let firstRow = rows.first?.row, let firstPrevious = previous.first?.row else { return nil }
        var offset: Int?
        for index in previous.indices where previous[index].row === firstRow {
            offset = index
        }
        if offset == nil {
            for index in rows.indices where rows[index].row === firstPrevious {
                offset = -index
            }
        }
        guard let offset else { return nil }
        let shared = max(0, -offset)..<min(rows.count, previous.count - offset)
        var positions = [Int?](repeating: nil, count: rows.count)
        for index in shared {
            guard rows[index].row === previous[index + offset].row else { return nil }
            positions[index] = previous[index + offset].position
        }
        var left: [Placement] = []
        for index in previous.indices where !shared.contains(index - offset) {
            left.append(previous[index])
        }
        for index in rows.indices where !shared.contains(index) {
            for placement in left where placement.row === rows[index].row {
                return nil
            }
        }
        return (positions, left)
    }
}
