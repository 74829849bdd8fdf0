/// The areas a frame draws: the damage made disjoint, so that no cell is
/// cleared or drawn twice and each group of touching damage is one clipped
/// walk of the tree.
extension Renderer {
    /// `rectangles` without the empty ones, overlapping ones replaced by
    /// the rectangle that bounds them, so that no cell is cleared or drawn
    /// twice, and two that continue each other (side by side over the same
    /// rows, or one above the other over the same columns) replaced by the
    /// one they make up, so that the tree is walked once for both. Beyond
    /// 64 rectangles, their bounding rectangle.
    ///
    /// ```
    /// (0, 0) 4×1, (2, 0) 4×1, (0, 5) 2×1   →   (0, 0) 6×1, (0, 5) 2×1
    /// (0, 23) 79×1, (79, 0) 1×1, (79, 23) 1×1   →   (0, 23) 80×1, (79, 0) 1×1   (a row and its scroll bar's cell)
    /// ```
    ///
    /// Cost: O(k²) for k rectangles, each pass; the list is handed over
    /// and merged in place, so a caller's last use of its list allocates
    /// nothing.
    static func disjointAreas(_ rectangles: consuming [CellRect]) -> [CellRect] {
        var areas = consume rectangles
        // One rectangle, the most common damage: nothing to merge.
        if areas.count == 1 {
            return areas[0].isEmpty ? [] : areas
        }
        // Already disjoint and none empty, as most frames' few areas are
        // (a row and a scroll bar's cells): the list itself.
        if areas.count <= 8, areDisjoint(areas) {
            return areas
        }
        areas.removeAll(where: \.isEmpty)
        if areas.count > 64 {
            return [areas.dropFirst().reduce(areas[0]) { $0.union($1) }]
        }
        var merged = true
        while merged {
            merged = false
            var index = 0
            while index < areas.count {
                var other = index + 1
                while other < areas.count {
                    if joins(areas[index], areas[other]) {
                        areas[index] = areas[index].union(areas[other])
                        areas.remove(at: other)
                        merged = true
                    } else {
                        other += 1
                    }
                }
                index += 1
            }
        }
        return areas
    }

    /// Whether `rectangles` are all non-empty and no two join
    /// (``joins(_:_:)``).
    ///
    /// Cost: O(k²) for k rectangles, without allocating.
    private static func areDisjoint(_ rectangles: [CellRect]) -> Bool {
        for index in rectangles.indices {
            let rectangle = rectangles[index]
            guard !rectangle.isEmpty else { return false }
            for other in (index + 1)..<rectangles.count where joins(rectangle, rectangles[other]) {
                return false
            }
        }
        return true
    }

    /// Whether two non-empty rectangles overlap, or continue each other
    /// exactly: their bounding rectangle is then drawn instead. Of two
    /// that only touch, the bounds hold no cell that neither does; the
    /// bounds may then overlap a third rectangle and grow with it, so a
    /// chain of merges can draw cells none of the damage named.
    ///
    /// ```
    /// (0, 23) 79×1 and (79, 23) 1×1   →   true (side by side on the same row)
    /// (0, 23) 79×1 and (79, 22) 1×2   →   false (their bounds would take (0, 22) too)
    /// ```
    private static func joins(_ first: CellRect, _ second: CellRect) -> Bool {
        if !first.intersection(second).isEmpty {
            return true
        }
        if first.row == second.row, first.height == second.height {
            return first.maxColumn == second.column || second.maxColumn == first.column
        }
        if first.column == second.column, first.width == second.width {
            return first.maxRow == second.row || second.maxRow == first.row
        }
        return false
    }
}
