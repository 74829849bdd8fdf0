/// Areas widened to whole wide characters: what the renderer clears and
/// draws, so that a damaged area never leaves half a character behind.
extension Buffer {
    /// `rect` (clamped to the buffer) widened so that no wide character
    /// lies across its left or right edge: clearing and redrawing it then
    /// never leaves half a character outside.
    ///
    /// ```
    /// row  a [漢 ·] b      rect columns 2–3   →   columns 1–3 (the whole 漢)
    /// ```
    ///
    /// Widening one row's edge can put another row's wide character across
    /// the new edge, so rows are checked again until no edge moves.
    /// Cost: O(rows) per pass, usually one pass.
    func wholeCharacters(around rect: CellRect) -> CellRect {
        var area = rect.intersection(bounds)
        guard !area.isEmpty else { return area }
        var widened = true
        while widened {
            widened = false
            for row in area.row..<area.maxRow {
                let start = rowStarts[row]
                if area.column > 0, storage[start + area.column].isContinuation {
                    area = CellRect(column: area.column - 1, row: area.row, width: area.width + 1, height: area.height)
                    widened = true
                }
                if area.maxColumn < width, storage[start + area.maxColumn].isContinuation {
                    area = CellRect(column: area.column, row: area.row, width: area.width + 1, height: area.height)
                    widened = true
                }
            }
        }
        return area
    }
}
