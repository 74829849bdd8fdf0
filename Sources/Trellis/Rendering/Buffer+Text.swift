/// A buffer read back as plain text: what tests compare and what a
/// headless run prints.
extension Buffer {
    /// The characters of `row`, continuation cells skipped and trailing
    /// spaces removed; "" outside the buffer.
    ///
    /// ```swift
    /// buffer.line(0)   // "漢a"
    /// ```
    ///
    /// Cost: O(width).
    func line(_ row: Int) -> String {
        guard row >= 0, row < height else { return "" }
        let rowCells = cells(inRow: row)
        guard let last = rowCells.lastIndex(where: { !$0.isContinuation && !$0.grapheme.isSpace }) else {
            return ""
        }
        var line = ""
        for cell in rowCells[...last] where !cell.isContinuation {
            line.append(cell.character)
        }
        return line
    }

    /// Every line, joined by newlines, without trailing empty lines: what a
    /// person reading the screen sees.
    ///
    /// ```
    /// rows  "ab  ", "    ", "c   ", "    "   →   "ab\n\nc"
    /// ```
    ///
    /// Cost: O(width × height).
    var text: String {
        var lines = (0..<height).map(line)
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }
}
