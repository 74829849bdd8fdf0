/// The cells that differ between two frames, as runs of consecutive changed
/// cells of one row: what the terminal writer has to redraw.
///
/// ```swift
/// let runs = BufferDiff.runs(from: shown, to: next)
/// // [Run(row: 0, column: 4, count: 2), Run(row: 2, column: 0, count: 1)]
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
/// Cost: O(width × height) comparisons; the runs are positions in `next`,
/// so nothing is copied, retained or allocated but the result.
struct BufferDiff {
    /// Consecutive cells of one row of the new frame that must be redrawn,
    /// by position: the writer reads them from the frame, so a run holds
    /// no reference to its storage (nothing to retain or release per run).
    ///
    /// ```swift
    /// Run(row: 0, column: 4, count: 2)   // next's cells (4, 0) and (5, 0)
    /// ```
    struct Run: Equatable {
        /// The row of the cells.
        let row: Int
        /// The column of the first cell.
        let column: Int
        /// The number of cells.
        let count: Int

        /// The column just right of the run.
        var endColumn: Int { column + count }
    }

    /// The runs of changed cells that turn `previous` into `next`, in
    /// row-major order.
    ///
    /// ```swift
    /// BufferDiff.runs(from: buffer, to: buffer)   // []
    /// ```
    ///
    /// Buffers of different sizes have nothing in common: every row of
    /// `next` is then one run. When `areas` is given, only the cells inside
    /// them are compared: the caller knows the others are equal.
    ///
    /// ```
    /// areas (0, 2) 3×1 and (5, 2) 4×1   →   row 2, columns 0–2 and 5–8 compared
    /// ```
    ///
    /// Cost: O(cells compared), plus O(links) to compare link targets.
    static func runs(from previous: Buffer, to next: Buffer, areas: [CellRect]? = nil) -> [Run] {
        var runs: [Run] = []
        appendRuns(from: previous, to: next, areas: areas, to: &runs)
        return runs
    }

    /// Appends the runs of ``runs(from:to:areas:)`` to `runs`: a writer
    /// passes a list it keeps emptied between frames, so that a frame's
    /// runs need no storage of their own.
    static func appendRuns(from previous: Buffer, to next: Buffer, areas: [CellRect]?, to runs: inout [Run]) {
        guard previous.width == next.width, previous.height == next.height else {
            appendWholeRows(of: next, to: &runs)
            return
        }
        let retargetedLinks = retargetedLinks(from: previous.links, to: next.links)
        // The cells are read through pointers: an unoptimized build (the
        // test suite's) would look up `Array<Cell>`'s metadata at every
        // subscript.
        previous.storage.withUnsafeBufferPointer { old in
            next.storage.withUnsafeBufferPointer { new in
                appendChangedRuns(
                    from: previous, old, to: next, new, areas: areas, retargetedLinks: retargetedLinks, to: &runs)
            }
        }
    }

    /// Appends every row of `buffer` as one run: the runs of a frame drawn
    /// over nothing, or over a buffer of another size.
    ///
    /// ```
    /// 3 rows of 80   →   (0, 0) 80 cells, (1, 0) 80 cells, (2, 0) 80 cells
    /// ```
    static func appendWholeRows(of buffer: Buffer, to runs: inout [Run]) {
        for row in 0..<buffer.height {
            runs.append(Run(row: row, column: 0, count: buffer.width))
        }
    }

    /// The scan of ``appendRuns(from:to:areas:to:)`` over the two buffers'
    /// cells, `old` and `new` being their storage. One area, the common
    /// frame, is scanned row by row without listing its rows; several are
    /// listed as spans in scratch space (on the stack when few), not an
    /// array.
    private static func appendChangedRuns(
        from previous: Buffer, _ old: UnsafeBufferPointer<Cell>, to next: Buffer, _ new: UnsafeBufferPointer<Cell>,
        areas: [CellRect]?, retargetedLinks: [Bool], to runs: inout [Run]
    ) {
        guard let areas, areas.count > 1 else {
            // One area (or none), else the whole buffer.
            var single = next.bounds
            if let areas {
                single = areas.first?.intersection(next.bounds) ?? CellRect(width: 0, height: 0)
            }
            appendChangedRuns(
                from: previous, old, to: next, new, spans: UnsafeBufferPointer(start: nil, count: 0), single: single,
                retargetedLinks: retargetedLinks, to: &runs)
            return
        }
        let capacity = areas.reduce(0) { $0 + max(0, $1.intersection(next.bounds).height) }
        withUnsafeTemporaryAllocation(of: Span.self, capacity: capacity) { storage in
            let count = listSpans(of: areas, in: next, into: storage)
            appendChangedRuns(
                from: previous, old, to: next, new, spans: UnsafeBufferPointer(rebasing: storage[..<count]),
                single: CellRect(width: 0, height: 0), retargetedLinks: retargetedLinks, to: &runs)
        }
    }

    /// Scans `spans` in order, then the rows of `single`.
    private static func appendChangedRuns(
        from previous: Buffer, _ old: UnsafeBufferPointer<Cell>, to next: Buffer, _ new: UnsafeBufferPointer<Cell>,
        spans: UnsafeBufferPointer<Span>, single: CellRect, retargetedLinks: [Bool], to runs: inout [Run]
    ) {
        let width = next.width
        // Each buffer's rows start where its own `rowStarts` say: a cell is
        // found by its column from both starts.
        var oldStart = 0
        var newStart = 0

        // Cells whose characters differ are changed without comparing
        // their other fields (most changed cells of a redrawn text).
        func changed(_ column: Int) -> Bool {
            if old[oldStart + column].grapheme != new[newStart + column].grapheme
                || !(old[oldStart + column] == new[newStart + column])
            {
                return true
            }
            let link = Int(new[newStart + column].link)
            return link != 0 && !retargetedLinks.isEmpty && retargetedLinks[link - 1]
        }

        var previousRunEnd = (row: -1, column: 0)
        var spanIndex = 0
        var singleRow = single.row
        while true {
            let span: Span
            if spanIndex < spans.count {
                span = spans[spanIndex]
                spanIndex += 1
            } else if singleRow < single.maxRow, !single.isEmpty {
                span = (singleRow, single.column..<single.maxColumn)
                singleRow += 1
            } else {
                break
            }
            let row = span.row
            oldStart = previous.rowStarts[row]
            newStart = next.rowStarts[row]
            var column = span.columns.lowerBound
            if previousRunEnd.row == row {
                column = max(column, previousRunEnd.column)
            }
            let spanEnd = span.columns.upperBound
            while column < spanEnd {
                if retargetedLinks.isEmpty {
                    column = firstDifferentBytes(
                        old, from: oldStart, new, from: newStart, columns: column..<spanEnd)
                    guard column < spanEnd else { break }
                }
                guard changed(column) else {
                    column += 1
                    continue
                }
                // A changed continuation is redrawn with its wide character.
                var start = column
                if new[newStart + start].isContinuation, start > 0, new[newStart + start - 1].width == 2 {
                    start -= 1
                }
                var end = column + 1
                while end < width, changed(end) {
                    end += 1
                }
                // A run ending on a first half takes the second half too.
                if new[newStart + end - 1].width == 2, end < width, new[newStart + end].isContinuation {
                    end += 1
                }
                runs.append(Run(row: row, column: start, count: end - start))
                column = end
                previousRunEnd = (row, end)
            }
        }
    }

    /// The first column of `columns` whose cell's bytes differ between the
    /// row of `old` starting at `oldStart` and the row of `new` starting
    /// at `newStart` (`columns.upperBound` if none): cells are plain data,
    /// so equal bytes are equal cells, and the scan skips them comparing
    /// two words a cell, before any field is compared.
    ///
    /// ```
    /// old "ab  "   new "ab c"   columns 0..<4   →   3
    /// ```
    ///
    /// Different bytes may still be equal cells (the unused bytes of a
    /// colour's payload): the caller compares those with `==`.
    ///
    /// Cost: O(cells skipped), two integer comparisons each.
    private static func firstDifferentBytes(
        _ old: UnsafeBufferPointer<Cell>, from oldStart: Int, _ new: UnsafeBufferPointer<Cell>, from newStart: Int,
        columns: Range<Int>
    ) -> Int {
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return columns.lowerBound }
        // A cell is 16 bytes: two words (otherwise every cell goes to `==`).
        let stride = MemoryLayout<Cell>.stride
        guard stride == 2 * MemoryLayout<UInt64>.size else { return columns.lowerBound }
        let oldBytes = UnsafeRawPointer(oldBase + oldStart)
        let newBytes = UnsafeRawPointer(newBase + newStart)
        var column = columns.lowerBound
        while column < columns.upperBound {
            let offset = column * stride
            guard oldBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == newBytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                oldBytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    == newBytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            else { break }
            column += 1
        }
        return column
    }

    /// A row and the columns of it that the diff compares.
    typealias Span = (row: Int, columns: Range<Int>)

    /// Lists in `spans` the cells of `areas` inside `buffer`, row by row:
    /// for each row, the column ranges the areas cover there, in order and
    /// merged; returns how many. `spans` holds at least a span for each row
    /// of each area inside the buffer.
    ///
    /// ```
    /// (0, 0) 4×2 and (2, 1) 5×1   →   row 0: 0..<4 · row 1: 0..<7
    /// ```
    private static func listSpans(
        of areas: [CellRect], in buffer: Buffer, into spans: UnsafeMutableBufferPointer<Span>
    ) -> Int {
        guard let base = spans.baseAddress else { return 0 }
        var count = 0
        for area in areas {
            let inside = area.intersection(buffer.bounds)
            guard !inside.isEmpty else { continue }
            for row in inside.row..<inside.maxRow {
                (base + count).initialize(to: (row, inside.column..<inside.maxColumn))
                count += 1
            }
        }
        var listed = UnsafeMutableBufferPointer(rebasing: spans[..<count])
        // The areas usually come in order already (a frame's areas are
        // listed top to bottom): sorted only when they are not.
        func precedes(_ lhs: Span, _ rhs: Span) -> Bool {
            lhs.row != rhs.row ? lhs.row < rhs.row : lhs.columns.lowerBound < rhs.columns.lowerBound
        }
        if listed.indices.dropFirst().contains(where: { precedes(listed[$0], listed[$0 - 1]) }) {
            listed.sort(by: precedes)
        }
        // Merged in place: `kept` spans are final, the others wait.
        var kept = 0
        for index in listed.indices {
            let span = listed[index]
            if kept > 0, listed[kept - 1].row == span.row,
                span.columns.lowerBound <= listed[kept - 1].columns.upperBound
            {
                let last = listed[kept - 1].columns
                listed[kept - 1].columns = last.lowerBound..<max(last.upperBound, span.columns.upperBound)
            } else {
                listed[kept] = span
                kept += 1
            }
        }
        return kept
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
