/// Cursor moves: the shortest of an absolute move, a relative one, a
/// carriage return with line feeds, or printing the cells in between again.
extension TerminalWriter {
    /// Moves the cursor to (`column`, `row`) the cheapest way.
    ///
    /// ```
    /// from (5, 2) to (9, 2), cells between in another style   ESC[4C     4 bytes
    /// from (5, 2) to (7, 2), cells between in the same style  "xy"       2 bytes
    /// from (5, 2) to (0, 3)                                   CR LF      2 bytes
    /// from unknown to (0, 0)                                  ESC[H      3 bytes
    /// ```
    ///
    /// Ties go to the first of: absolute, relative, carriage return,
    /// re-print.
    mutating func moveCursor(toRow row: Int, column: Int, in buffer: Buffer) {
        var best = CursorMove.absolute
        var bestCost = addressing == .relative && cursor != .unknown ? Int.max : Self.absoluteMoveLength(row: row, column: column)
        func consider(_ move: CursorMove, cost: Int?) {
            if let cost, cost < bestCost {
                best = move
                bestCost = cost
            }
        }

        switch cursor {
        case .unknown:
            break
        case .pendingWrap(let current):
            consider(.carriageReturn, cost: Self.carriageReturnLength(rows: row - current, column: column))
        case .at(let currentRow, let currentColumn):
            if currentRow == row, currentColumn == column {
                return
            }
            // One cell on: reprinting it in fewer than the 3 bytes of
            // `ESC[C` (the shortest other move) wins, as below.
            if currentRow == row, column == currentColumn + 1,
                reprintLength(row: row, from: currentColumn, to: column, in: buffer, limit: 3) != nil
            {
                _ = writeCell(at: currentColumn, row: row, of: buffer)
                cursor = .at(row: row, column: column)
                return
            }
            consider(.relative, cost: Self.relativeMoveLength(rows: row - currentRow, columns: column - currentColumn))
            consider(.carriageReturn, cost: Self.carriageReturnLength(rows: row - currentRow, column: column))
            if currentRow == row, column > currentColumn {
                consider(.reprint, cost: reprintLength(row: row, from: currentColumn, to: column, in: buffer, limit: bestCost))
            }
        }

        switch (best, cursor) {
        case (.relative, .at(let currentRow, let currentColumn)):
            appendVerticalMove(row - currentRow)
            let columns = column - currentColumn
            if columns > 0 {
                appendControlSequence(count: columns, final: "C")
            } else if columns < 0, -columns <= Self.controlSequenceLength(count: -columns) {
                output.append(contentsOf: repeatElement(0x08, count: -columns))
            } else if columns < 0 {
                appendControlSequence(count: -columns, final: "D")
            }
        case (.carriageReturn, .at(let currentRow, _)), (.carriageReturn, .pendingWrap(let currentRow)):
            append("\r")
            let rows = row - currentRow
            if rows > 0, rows <= Self.controlSequenceLength(count: rows) {
                output.append(contentsOf: repeatElement(0x0A, count: rows))
            } else {
                appendVerticalMove(rows)
            }
            if column > 0 {
                appendControlSequence(count: column, final: "C")
            }
        case (.reprint, .at(_, let currentColumn)):
            var reprinted = currentColumn
            while reprinted < column {
                reprinted += writeCell(at: reprinted, row: row, of: buffer)
            }
        default:
            append("\u{1B}[")
            if row != 0 || column != 0 {
                Self.appendDecimal(row + 1, to: &output)
            }
            if column != 0 {
                append(";")
                Self.appendDecimal(column + 1, to: &output)
            }
            append("H")
        }
        cursor = .at(row: row, column: column)
    }

    /// The bytes of `CUP` to (`column`, `row`): `ESC[H`, `ESC[5H`,
    /// `ESC[5;9H`.
    static func absoluteMoveLength(row: Int, column: Int) -> Int {
        if row == 0, column == 0 {
            return 3
        }
        return 3 + decimalLength(row + 1) + (column == 0 ? 0 : 1 + decimalLength(column + 1))
    }

    /// The bytes of a relative move: vertical by `CUU`/`CUD`, horizontal by
    /// `CUF`, `CUB` or backspaces.
    static func relativeMoveLength(rows: Int, columns: Int) -> Int {
        let vertical = rows == 0 ? 0 : controlSequenceLength(count: abs(rows))
        let horizontal: Int
        if columns > 0 {
            horizontal = controlSequenceLength(count: columns)
        } else if columns < 0 {
            horizontal = min(-columns, controlSequenceLength(count: -columns))
        } else {
            horizontal = 0
        }
        return vertical + horizontal
    }

    /// The bytes of `CR`, then `LF`s or `CUD` (or `CUU`), then `CUF`.
    static func carriageReturnLength(rows: Int, column: Int) -> Int {
        let vertical: Int
        if rows > 0 {
            vertical = min(rows, controlSequenceLength(count: rows))
        } else if rows < 0 {
            vertical = controlSequenceLength(count: -rows)
        } else {
            vertical = 0
        }
        return 1 + vertical + (column == 0 ? 0 : controlSequenceLength(count: column))
    }

    /// The bytes of printing the cells of `row` from `start` to `end` again,
    /// or nil if one of them is not in the current style and link (or is a
    /// malformed half) or the count reaches `limit`.
    ///
    /// Each cell printed takes a byte or more and at most two columns, so a
    /// gap of `2 × limit − 1` columns or more is refused without reading
    /// its cells: the 24 blank cells between a list row's text and its
    /// scroll bar are not styled one by one to learn that `ESC[24C` is
    /// shorter.
    func reprintLength(row: Int, from start: Int, to end: Int, in buffer: Buffer, limit: Int) -> Int? {
        guard let style, (end - start + 1) / 2 < limit else { return nil }
        var length = 0
        var column = start
        while column < end {
            let cell = buffer[column: column, row: row]
            let columns = columnsWritten(for: cell, at: column, row: row, of: buffer)
            guard columns == cell.width, targetStyle(for: cell) == style, link(of: cell) == openLink else {
                return nil
            }
            length += cell.grapheme.utf8Count
            guard length < limit else { return nil }
            column += columns
        }
        return length
    }

    /// Appends `CUD` or `CUU` for `rows` (negative: up).
    mutating func appendVerticalMove(_ rows: Int) {
        if rows > 0 {
            appendControlSequence(count: rows, final: "B")
        } else if rows < 0 {
            appendControlSequence(count: -rows, final: "A")
        }
    }

    /// Appends `ESC[{count}{final}`, without the count when it is 1.
    mutating func appendControlSequence(count: Int, final: Unicode.Scalar) {
        append("\u{1B}[")
        if count != 1 {
            Self.appendDecimal(count, to: &output)
        }
        output.append(UInt8(ascii: final))
    }

    /// The bytes of `ESC[{count}X`: 3, plus the digits when count is not 1.
    static func controlSequenceLength(count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalLength(count)
    }
}
