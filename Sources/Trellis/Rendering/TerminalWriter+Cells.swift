/// Cells to bytes: the runs of changed cells of a row, blank tails erased
/// with `ESC[K` or `ESC[X`, and wide characters (the hyperlinks they are
/// written under: TerminalWriter+Links.swift).
extension TerminalWriter {
    /// Writes `runs` of `buffer`, ending a row with `ESC[K` when its run
    /// reaches into the blank tail of the row and erasing is shorter.
    ///
    /// ```
    /// row    a b c · · · · ·        (· blank to the end of the row)
    /// run      b c · · · ·     →   move, "bc", ESC[K   (3 bytes instead of 4 spaces)
    /// ```
    ///
    /// Runs after an erase on the same row lie in the erased tail and are
    /// skipped. Runs of a row separated by a short gap that prints in the
    /// style the run before it leaves are written as one (see
    /// ``bridges(row:from:to:of:)``).
    mutating func writeRuns(_ runs: [BufferDiff.Run], of buffer: Buffer) {
        var row = -1
        // Where the row's blank tail starts, found when a run ends on a
        // blank cell (a run ending on another cell ends before the tail):
        // a digit changed in "row 12 3" scans none of the 72 blanks after it.
        var tailStart: Int?
        var erasedFrom = Int.max
        var index = 0
        while index < runs.count {
            let run = runs[index]
            index += 1
            if run.row != row {
                row = run.row
                tailStart = nil
                erasedFrom = Int.max
            }
            guard run.column < erasedFrom, run.count > 0 else { continue }
            var end = run.endColumn
            while index < runs.count, runs[index].row == row,
                bridges(row: row, from: end, to: runs[index].column, of: buffer)
            {
                end = runs[index].endColumn
                index += 1
            }
            let endsBlank = isBlank(buffer[column: end - 1, row: row])
            let tail = endsBlank ? tailStart ?? blankTailStart(ofRow: row, in: buffer) : buffer.width
            if endsBlank {
                tailStart = tail
            }
            let blankFrom = max(run.column, tail)
            if end > blankFrom,
                blankCellsToWrite(from: blankFrom, runs: runs, runIndex: index - 1) > Self.eraseLineLength
            {
                moveCursor(toRow: row, column: run.column, in: buffer)
                writeCells(row: row, from: run.column, to: blankFrom, of: buffer)
                setStyle(erasingStyle)
                setLink(0)
                append("\u{1B}[K")
                erasedFrom = blankFrom
                continue
            }
            moveCursor(toRow: row, column: run.column, in: buffer)
            writeCells(row: row, from: run.column, to: end, of: buffer)
        }
    }

    /// The widest gap between two runs of a row that is written through
    /// rather than moved over: three printed cells are shorter than any
    /// move over them (`ESC[3C` is four bytes), four are not.
    static let bridgedGapLength = 3

    /// Whether the unchanged cells of `row` from `start` to `end` (the
    /// next run's column) are written with the run ending at `start`
    /// rather than moved over: at most ``bridgedGapLength`` of them, and
    /// each prints as its byte in the style and link the run's last cell
    /// leaves, when that cell is a printable ASCII character other than a
    /// space (see ``printsAsByte(_:after:)``). These are the gaps ``moveCursor(toRow:column:in:)``
    /// would print again anyway, so the bytes are the same or fewer (a
    /// joined run that reaches the row's blank tail ends in one erase),
    /// with one cursor decision and one style check fewer per run.
    ///
    /// ```
    /// row  [ ] #00000024 lemon        runs "[", "]", "#00000024", "lemon" (the spaces were blank)
    /// →    one run "[ ] #00000024 lemon", written without a move
    /// ```
    func bridges(row: Int, from start: Int, to end: Int, of buffer: Buffer) -> Bool {
        guard end - start <= Self.bridgedGapLength, start > 0, end <= buffer.width, row >= 0, row < buffer.height
        else { return false }
        let rowStart = buffer.rowStarts[row]
        return buffer.storage.withUnsafeBufferPointer { cells in
            let styled = cells[rowStart + start - 1]
            guard Self.printableByte(of: styled) != nil, !styled.grapheme.isSpace else { return false }
            for column in start..<end where !Self.printsAsByte(cells[rowStart + column], after: styled) {
                return false
            }
            return true
        }
    }

    /// The bytes `ESC[K` takes.
    static let eraseLineLength = 3

    /// The blank cells that writing, rather than erasing, would cost from
    /// `column` of the run at `runIndex` to the end of its row: those of the
    /// run and of the row's later runs, plus one per later run for the move
    /// there. Stops counting once erasing is cheaper.
    func blankCellsToWrite(from column: Int, runs: [BufferDiff.Run], runIndex: Int) -> Int {
        let row = runs[runIndex].row
        var count = runs[runIndex].endColumn - column
        var index = runIndex + 1
        while count <= Self.eraseLineLength, index < runs.count, runs[index].row == row {
            count += runs[index].count + 1
            index += 1
        }
        return count
    }

    /// The first column from which every cell of `row` to its end is blank:
    /// `width` when the last cell is not.
    ///
    /// Cost: O(blank cells at the row's end), read through a pointer.
    func blankTailStart(ofRow row: Int, in buffer: Buffer) -> Int {
        guard row >= 0, row < buffer.height else { return 0 }
        let start = buffer.rowStarts[row]
        return buffer.storage.withUnsafeBufferPointer { cells in
            var column = buffer.width
            while column > 0, isBlank(cells[start + column - 1]) {
                column -= 1
            }
            return column
        }
    }

    /// Whether `cell` looks like an erased cell: a space on the default
    /// background, without an attribute that shows on a space or a link.
    ///
    /// A space without colours or attributes, the usual case, is decided
    /// from its fields; any other space from its rendition.
    func isBlank(_ cell: Cell) -> Bool {
        guard cell.width == 1, cell.grapheme.isSpace, link(of: cell) == 0 else { return false }
        if case .none = cell.foreground, case .none = cell.background, cell.attributes.rawValue == 0 {
            return true
        }
        let rendition = rendition(of: cell)
        return rendition.background == .default
            && rendition.attributes.rawValue & Self.visibleOnSpace.rawValue == 0
    }

    /// The style to erase in: the current one on the default background,
    /// without the attributes that show on a space (`ESC[K` erases with the
    /// current background).
    var erasingStyle: Style {
        guard let style else { return .plain }
        return Style(
            foreground: style.foreground, background: .default,
            attributes: style.attributes.subtracting(Self.visibleOnSpace)
        )
    }

    // MARK: Cells

    /// Writes the cells of `row` from `start` to `end`, the cursor being at
    /// `start`. A cell that sets the style goes through
    /// ``writeCell(at:row:of:)``; when it is a printable ASCII character
    /// other than a space, the cells after it that print as their bytes in
    /// the style and link it left are appended as one stretch of bytes
    /// (``appendByteStretch(_:from:to:after:)``).
    ///
    /// ```
    /// "[ ] #00000024 lemon" in one style: "[" sets the style, the 18 cells after it are bytes
    /// ```
    mutating func writeCells(row: Int, from start: Int, to end: Int, of buffer: Buffer) {
        var column = start
        let end = min(end, buffer.width)
        guard row >= 0, row < buffer.height, column >= 0 else { return }
        let rowStart = buffer.rowStarts[row]
        // Read through a pointer: the subscript checks bounds at every cell.
        buffer.storage.withUnsafeBufferPointer { cells in
            while column < end {
                let styled = rowStart + column
                column += writeCell(at: column, row: row, of: buffer)
                guard column < end, Self.printableByte(of: cells[styled]) != nil, !cells[styled].grapheme.isSpace
                else { continue }
                column = appendByteStretch(cells, from: rowStart + column, to: rowStart + end, after: styled) - rowStart
            }
        }
        advanceCursor(row: row, to: column, in: buffer)
    }

    /// Appends the byte of each cell of `cells` from `start` (before `end`)
    /// that is written as its byte right after the cell at `styled`
    /// (``printsAsByte(_:after:)``), up to the first that is not, and
    /// returns that cell's index (`end` when all are).
    ///
    /// The output grows once by the most the stretch can take and is cut
    /// back to what it took, and each cell is read once, deciding and
    /// copying together. A cell whose bytes after its grapheme are the
    /// styled cell's (the same width, colours, attributes and link: most
    /// cells of a line of text) is decided from its grapheme alone, with
    /// two word comparisons rather than the fields' (different bytes may
    /// still be equal fields, which ``printsAsByte(_:after:)`` then
    /// decides).
    ///
    /// ```
    /// styled "[" plain   cells "] #0000" plain, then "│" dim   →   appends "] #0000", returns the index of "│"
    /// ```
    ///
    /// Cost: O(cells of the stretch), a few instructions each.
    mutating func appendByteStretch(
        _ cells: UnsafeBufferPointer<Cell>, from start: Int, to end: Int, after styledIndex: Int
    ) -> Int {
        guard start < end else { return start }
        let styled = cells[styledIndex]
        let first = output.count
        // Grown once and filled through a pointer: appending byte by byte
        // checks the array's uniqueness and capacity each time.
        output.append(contentsOf: repeatElement(0, count: end - start))
        let stop = output.withUnsafeMutableBufferPointer { bytes in
            var index = start
            var byte = first
            if Self.hasGraphemeFirst, let base = cells.baseAddress {
                let styledBytes = UnsafeRawPointer(base + styledIndex)
                let styledMiddle = styledBytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                let styledLast = styledBytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                while index < end {
                    let cell = UnsafeRawPointer(base + index)
                    let value = cell.loadUnaligned(as: UInt32.self)
                    if cell.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == styledMiddle,
                        cell.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == styledLast, value >= 0x20, value < 0x7F
                    {
                        bytes[byte] = UInt8(truncatingIfNeeded: value)
                    } else if Self.printsAsByte(cells[index], after: styled) {
                        bytes[byte] = cells[index].grapheme.asciiValue ?? 0x3F
                    } else {
                        break
                    }
                    index &+= 1
                    byte &+= 1
                }
                return index
            }
            while index < end, Self.printsAsByte(cells[index], after: styled) {
                bytes[byte] = cells[index].grapheme.asciiValue ?? 0x3F
                index += 1
                byte += 1
            }
            return index
        }
        output.removeLast(end - stop)
        return stop
    }

    /// Whether a ``Cell`` is 16 bytes that start with its grapheme's four
    /// (its value, the character's scalar or a cluster's index), so that
    /// ``appendByteStretch(_:from:to:after:)`` compares the other twelve as
    /// two words.
    static let hasGraphemeFirst =
        MemoryLayout<Cell>.size == 16 && MemoryLayout<Grapheme>.size == 4
        && MemoryLayout<Cell>.offset(of: \Cell.grapheme) == 0

    /// The byte of `cell` when it is one printable ASCII character (a
    /// space too), nil otherwise.
    static func printableByte(of cell: Cell) -> UInt8? {
        guard cell.width == 1, let byte = cell.grapheme.asciiValue, byte >= 0x20, byte != 0x7F else { return nil }
        return byte
    }

    /// Whether `cell` is written as its byte right after `styled`, a
    /// printable ASCII character other than a space, in the style and link
    /// `styled` left: `cell` is a printable ASCII character with the same
    /// colours, attributes and link, or a space on the same background,
    /// under the same link, where neither shows an attribute visible on a
    /// space (the foreground, bold, dim and italic do not show on it, see
    /// ``targetStyle(for:)``).
    ///
    /// ```
    /// styled "a" bold red:   "b" bold red ✓   " " plain ✓   " " underlined ✗   "b" plain ✗   "漢" ✗
    /// ```
    static func printsAsByte(_ cell: Cell, after styled: Cell) -> Bool {
        guard Self.printableByte(of: cell) != nil, cell.link == styled.link, cell.background == styled.background
        else { return false }
        if cell.attributes == styled.attributes, cell.foreground == styled.foreground {
            return true
        }
        return cell.grapheme.isSpace
            && (cell.attributes.rawValue | styled.attributes.rawValue) & Self.visibleOnSpace.rawValue == 0
    }

    /// Writes the cell at the cursor, (`column`, `row`), in its style and
    /// link, and returns the columns it took: 2 for a whole wide character,
    /// otherwise 1.
    mutating func writeCell(at column: Int, row: Int, of buffer: Buffer) -> Int {
        let cell = buffer[column: column, row: row]
        setStyle(targetStyle(for: cell))
        setLink(link(of: cell))
        let columns = columnsWritten(for: cell, at: column, row: row, of: buffer)
        if columns == cell.width {
            appendText(cell.grapheme)
        } else {
            append(" ")
        }
        advanceCursor(row: row, to: column + columns, in: buffer)
        return columns
    }

    /// The columns the cell at (`column`, `row`) takes when written: 2 for a
    /// wide character followed by its continuation, 1 for anything else (a
    /// malformed half is written as a space).
    func columnsWritten(for cell: Cell, at column: Int, row: Int, of buffer: Buffer) -> Int {
        if cell.width == 2, column + 1 < buffer.width, buffer[column: column + 1, row: row].isContinuation {
            return 2
        }
        return 1
    }

    /// Records that text was printed up to `column` of `row`.
    mutating func advanceCursor(row: Int, to column: Int, in buffer: Buffer) {
        cursor = column >= buffer.width ? .pendingWrap(row: row) : .at(row: row, column: column)
    }

    /// Appends a cell's character, or `?` if it contains a control.
    ///
    /// ```
    /// "a" → 61      "漢" → E6 BC A2      "\u{1B}" → 3F ("?")      "\u{9B}" → 3F
    /// ```
    mutating func appendText(_ grapheme: Grapheme) {
        if let byte = grapheme.asciiValue {
            output.append(byte >= 0x20 && byte != 0x7F ? byte : UInt8(ascii: "?"))
            return
        }
        // One scalar (a box-drawing or block character, a letter with its
        // accent precomposed): encoded without building a `Character`.
        if let scalar = grapheme.scalar {
            if Self.isControl(scalar) {
                output.append(UInt8(ascii: "?"))
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
            return
        }
        let character = grapheme.character
        let utf8 = character.utf8
        if character.unicodeScalars.contains(where: Self.isControl) {
            output.append(UInt8(ascii: "?"))
        } else {
            output.append(contentsOf: utf8)
        }
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The attributes that show on a space. The others (bold, dim, italic)
    /// and the foreground colour change only how glyphs are drawn.
    static let visibleOnSpace: TextAttributes = [.underline, .strikethrough, .inverse]

    /// The style to write `cell` in: its rendition, except that a space
    /// keeps the current foreground, bold, dim and italic, which do not show
    /// on it, so spaces between words of different styles need no change.
    ///
    /// ```
    /// "ab" bold red, " " plain, "cd" bold red   →   ESC[1;31mab cd   (not ESC[0m before the space)
    /// ```
    func targetStyle(for cell: Cell) -> Style {
        let rendition = rendition(of: cell)
        guard let style, cell.width == 1, cell.grapheme.isSpace,
            rendition.attributes.isDisjoint(with: Self.visibleOnSpace)
        else {
            return rendition
        }
        return Style(
            foreground: style.foreground, background: rendition.background,
            attributes: style.attributes.subtracting(Self.visibleOnSpace)
        )
    }

    /// The rendition of `cell` at the writer's capability (the last one is
    /// remembered: neighbouring cells usually share it).
    func rendition(of cell: Cell) -> Style {
        if let last = memo.lastRendition, last.foreground == cell.foreground, last.background == cell.background,
            last.attributes == cell.attributes
        {
            return last.style
        }
        let style = computeRendition(of: cell)
        memo.lastRendition = (cell.foreground, cell.background, cell.attributes, style)
        return style
    }

    func computeRendition(of cell: Cell) -> Style {
        var attributes = cell.attributes
        var foreground = Color.SGRColor.default
        if let color = cell.foreground {
            let rendition = color.sgrColor(at: capability, asForeground: true)
            foreground = rendition.color
            if rendition.dim {
                attributes.insert(.dim)
            }
        }
        let background = cell.background?.sgrColor(at: capability, asForeground: false).color ?? .default
        return Style(foreground: foreground, background: background, attributes: attributes)
    }
}
