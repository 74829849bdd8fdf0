/// Arranging a window that a scroll moved: the rows it keeps are taken
/// from the window as they were placed, and only the rows that come in are
/// looked up, built and measured.
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
    ///   rows 11–33 kept at 0–22, without a look-up or a length check
    ///   row 34 looked up, built and measured at 23
    /// ```
    ///
    /// Returns the anchor's index and offset, the rows, and how many of
    /// the window's first rows were dropped: the rows kept are the
    /// window's from there on.
    ///
    /// Cost: O(rows in view) reads of the window, plus the rows that come in.
    func shiftedArrangement(length: Int, cross: Int?) -> (index: Int, offset: Int, rows: [Placement], dropped: Int)? {
        guard windowGeneration == generation, pendingAlignment == nil, pinnedViews.isEmpty, pinnedRows.isEmpty,
            focusedOutRow == nil, length > 0, !window.isEmpty, window[0].index == anchor.index, anchor.offset >= 0
        else { return nil }
        beginArrangement()
        // The anchor normalized (`normalized(_:cross:)`) over the window,
        // each row it passes claimed as `row(at:)` claims it there (a row
        // that comes in with the same ID is another occurrence).
        var dropped = 0
        var offset = anchor.offset
        while true {
            let row = window[dropped].row
            let index = window[dropped].index
            guard index < rowCount - 1, !row.layout.needsLayout, row.keyedGeneration == generation else { return nil }
            let span = span(ofLength: window[dropped].length, index: index)
            guard offset >= span else { break }
            claims.mark(row.keyedSlot, index)
            offset -= span
            dropped += 1
            guard dropped < window.count, window[dropped].index == index + 1 else { return nil }
        }
        let limit = rowLimit(for: length)
        var rows = windowStorage(capacity: min(limit, window.count + 1))
        var kept = dropped
        var index = window[dropped].index
        var position = -offset
        var end = position
        // The window's rows, read in place and claimed as `row(at:)`
        // claims them.
        while kept < window.count, position < length, rows.count < limit {
            let row = window[kept].row
            guard window[kept].index == index, !row.layout.needsLayout, row.keyedGeneration == generation else {
                return nil
            }
            let rowLength = window[kept].length
            claims.mark(row.keyedSlot, index)
            rows.append(Placement(index: index, row: row, position: position, length: rowLength))
            end = position + rowLength
            position += span(ofLength: rowLength, index: index)
            index += 1
            kept += 1
        }
        let reachedEnd =
            kept < window.count
            ? false : fill(&rows, from: index, at: position, end: end, length: length, cross: cross, limit: limit)
        guard !reachedEnd else { return nil }
        return (window[dropped].index, offset, rows, dropped)
    }
}
