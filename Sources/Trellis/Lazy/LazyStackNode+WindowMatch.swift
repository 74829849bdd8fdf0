/// Matching a lazy stack's new window to the one it replaces, to find how
/// far its rows scrolled.
extension LazyStackNode {
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
