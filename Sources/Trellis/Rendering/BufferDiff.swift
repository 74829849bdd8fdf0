/// The cells that differ between two frames, as runs of consecutive changed
/// cells of one row: what the terminal writer has to redraw.
///
/// ```swift
/// let runs = BufferDiff.runs(from: shown, to: next)
/// // [Run(row: 0, column: 4, cells: [x, y]), Run(row: 2, column: 0, cells: [z])]
/// ```
///
/// The diff is exact: a run holds only changed cells, apart from the other
/// half of a wide character, and deciding whether to rewrite an unchanged gap
/// rather than move the cursor over it is the writer's job. Wide characters
/// are never split:
///
/// ```
/// previous  a b c d          previous  [漢 ·] c
/// next      a[漢 ·]d         next      [字 ·] c
///           run at 1: 漢 ·             run at 0: 字 ·   (the continuations are
///                                       equal; the run still takes both halves)
/// ```
///
/// - a run never starts on a continuation: a changed continuation starts the
///   run at its wide character, one column to the left;
/// - a run that ends on the first half of a wide character takes its
///   continuation too.
///
/// Two cells differ when their characters, widths, colours or attributes
/// differ, or when their links lead to different URLs (the same link index
/// in two buffers can name different URLs).
///
/// Cost: O(width × height) comparisons; the runs are slices of `next`'s
/// cells, so nothing is copied or allocated but the result.
struct BufferDiff {
    /// Consecutive cells of one row of the new frame that must be redrawn.
    ///
    /// ```swift
    /// Run(row: 0, column: 4, cells: next.cells[4..<6])
    /// ```
    struct Run: Equatable {
        /// The row of the cells.
        let row: Int
        /// The column of the first cell.
        let column: Int
        /// The cells of the new frame, from `column` on (a slice of its
        /// storage, indexed as in the whole buffer).
        let cells: ArraySlice<Cell>

        /// The column just right of the run.
        var endColumn: Int { column + cells.count }
    }

    /// The runs of changed cells that turn `previous` into `next`, in
    /// row-major order.
    ///
    /// ```swift
    /// BufferDiff.runs(from: buffer, to: buffer)   // []
    /// ```
    ///
    /// Buffers of different sizes have nothing in common: every row of
    /// `next` is then one run. When `rows` is given (ascending, disjoint
    /// ranges), only those rows are compared: the caller knows the others
    /// are equal.
    ///
    /// Cost: O(width × rows compared), plus O(links) to compare link targets.
    static func runs(from previous: Buffer, to next: Buffer, rows: [Range<Int>]? = nil) -> [Run] {
        let width = next.width
        guard previous.width == width, previous.height == next.height else {
            return (0..<next.height).map { row in
                Run(row: row, column: 0, cells: next.cells[(row * width)..<((row + 1) * width)])
            }
        }
        let retargetedLinks = retargetedLinks(from: previous.links, to: next.links)
        let old = previous.cells
        let new = next.cells

        func changed(_ index: Int) -> Bool {
            if old[index] != new[index] {
                return true
            }
            let link = Int(new[index].link)
            return link != 0 && !retargetedLinks.isEmpty && retargetedLinks[link - 1]
        }

        var runs: [Run] = []
        let ranges = rows ?? [0..<next.height]
        for row in ranges.joined() where row >= 0 && row < next.height {
            let rowStart = row * width
            let rowEnd = rowStart + width
            var index = rowStart
            while index < rowEnd {
                guard changed(index) else {
                    index += 1
                    continue
                }
                // A changed continuation is redrawn with its wide character.
                var start = index
                if new[start].isContinuation, start > rowStart, new[start - 1].width == 2 {
                    start -= 1
                }
                var end = index + 1
                while end < rowEnd, changed(end) {
                    end += 1
                }
                // A run ending on a first half takes the second half too.
                if new[end - 1].width == 2, end < rowEnd, new[end].isContinuation {
                    end += 1
                }
                runs.append(Run(row: row, column: start - rowStart, cells: new[start..<end]))
                index = end
            }
        }
        return runs
    }

    /// For each link index of `next`, whether it names a different URL in
    /// `previous` (or none); empty when every index names the same URL.
    ///
    /// ```
    /// previous ["a", "b"]   next ["a", "c", "d"]   →   [false, true, true]
    /// ```
    private static func retargetedLinks(from previous: [String], to next: [String]) -> [Bool] {
        if previous.count >= next.count, previous.prefix(next.count) == next[...] {
            return []
        }
        return next.indices.map { index in
            index >= previous.count || previous[index] != next[index]
        }
    }
}
