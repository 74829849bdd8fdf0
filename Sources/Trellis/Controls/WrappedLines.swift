/// The lines of an editor's text and the rows each wraps into at a width,
/// kept up to date edit by edit: what a `TextEditor` draws, scrolls and
/// moves its caret by, at the cost of what an edit touched and the rows in
/// view rather than of the whole text.
///
/// A line is the characters between two line breaks; it is drawn in rows,
/// broken where the next character would not fit. Worked example, width 5,
/// text "hello world\nok" (characters 0–13, the break is 11):
///
/// ```
/// line 0   11 characters, 3 rows   row 0 "hello" 0..<5   row 1 " worl" 5..<10   row 2 "d" 10..<11
/// line 1    2 characters, 1 row    row 3 "ok" 12..<14
/// ```
///
/// Only each line's counts (characters, rows, columns) are kept, in a
/// ``GapBuffer``, with a *mark*: one line whose first character and first
/// row are known. A question about character i or row r walks the mark line
/// by line to the line that holds it, then wraps that one line. Typing "!"
/// at the end of "ok" above walks nowhere (the mark is on line 1 already),
/// re-splits "ok!" into one line of 3 characters and 1 row, and leaves
/// line 0 alone; a Return there would split it into two lines the same way.
/// Cost of a question or an edit: the lines walked (the distance from the
/// last one, small when the caret moves by keys) and the characters of the
/// lines wrapped. Building the whole, and a new width, cost O(length).
///
/// A caret at index i is on the last row that starts at or before i: after
/// "hello", index 5, it is at the start of row 1; at index 11, before the
/// break, at the end of row 2.
struct WrappedLines {
    /// The counts of one line.
    private struct Line {
        /// Its characters, without the line break that ends it.
        var characters: Int
        /// The rows it wraps into (at least one).
        var rows: Int
        /// The display columns of its characters.
        var columns: Int
    }

    /// A line whose first character and first row are known.
    private struct Mark {
        var line = 0
        var start = 0
        var row = 0
    }

    private var lines: GapBuffer<Line>
    private var mark = Mark()
    /// The columns of the widest line, when known.
    private var widestColumns: Int?
    /// The width the rows are wrapped at (at least 1).
    private(set) var width: Int
    /// The rows of all the lines.
    private(set) var rowCount: Int
    /// The ``EditableText/revision`` of the text these are the lines of.
    private(set) var revision: Int

    /// The lines of `text` wrapped at `width`. Cost: O(length).
    init(_ text: EditableText, width: Int) {
        self.width = max(width, 1)
        let lines = Self.split(text, 0..<text.characters.count, width: self.width)
        self.lines = GapBuffer(lines)
        rowCount = lines.reduce(0) { $0 + $1.rows }
        widestColumns = lines.map(\.columns).max()
        revision = text.revision
    }

    /// Brings the lines up to `text` at `width`: re-splits the lines its
    /// last edit touched when that edit is the only change since, builds
    /// them again otherwise (a new width, a text set from outside).
    mutating func update(to text: EditableText, width: Int) {
        guard text.revision != revision || max(width, 1) != self.width else { return }
        if max(width, 1) == self.width, text.revision == revision + 1, let edit = text.lastEdit {
            apply(edit, to: text)
        } else {
            self = WrappedLines(text, width: width)
        }
    }

    /// Replaces the lines that held `edit`'s characters by the lines the
    /// same span of `text`, which has the edit, now splits into.
    ///
    /// ```
    /// "ab\ncd\nef", Backspace after "c" removes 3..<4 ("c"): lines 1…1 span 3..<5;
    /// now 3..<4, "d": one line of 1 character replaces line 1
    /// ```
    private mutating func apply(_ edit: EditableText.Edit, to text: EditableText) {
        moveMark(toCharacter: edit.characters.lowerBound)
        let first = mark.line
        var last = first
        var end = mark.start + lines[first].characters
        while edit.characters.upperBound > end, last + 1 < lines.count {
            last += 1
            end += lines[last].characters + 1
        }
        var removedRows = 0
        var removesWidest = false
        for line in first...last {
            removedRows += lines[line].rows
            removesWidest = removesWidest || lines[line].columns == widestColumns
        }
        let newEnd = end - edit.characters.count + edit.insertedCharacters
        let inserted = Self.split(text, mark.start..<newEnd, width: width)
        rowCount += inserted.reduce(0) { $0 + $1.rows } - removedRows
        if let widest = widestColumns {
            let insertedWidest = inserted.map(\.columns).max() ?? 0
            widestColumns = removesWidest && insertedWidest < widest ? nil : max(widest, insertedWidest)
        }
        lines.replaceSubrange(first..<(last + 1), with: inserted)
        revision = text.revision
    }

    /// The columns of the widest line: what the editor would need to show
    /// every line unwrapped. Cost: O(1), or O(lines) after an edit shortened
    /// the widest line.
    mutating func widestLineColumns() -> Int {
        if let widestColumns { return widestColumns }
        let widest = lines.map(\.columns).max() ?? 0
        widestColumns = widest
        return widest
    }

    /// The row and column of the caret at `index` in `text`.
    mutating func position(of index: Int, in text: EditableText) -> (row: Int, column: Int) {
        moveMark(toCharacter: index)
        let rows = rowsOfMarkedLine(in: text)
        var row = rows.count - 1
        while row > 0, rows[row].lowerBound > index {
            row -= 1
        }
        let range = rows[row]
        let column = text.widths[range.lowerBound..<min(max(index, range.lowerBound), range.upperBound)]
            .reduce(0) { $0 + Int($1) }
        return (mark.row + row, column)
    }

    /// The characters of `row`, as indices into `text` (a row of `0` or
    /// past the last is the first or last row).
    mutating func characters(ofRow row: Int, in text: EditableText) -> Range<Int> {
        let (rows, offset) = rowsOfLine(holdingRow: row, in: text)
        return rows[offset]
    }

    /// The index nearest to `column` in `row`: the character whose cells
    /// hold the column, or the row's end (``end(ofRow:in:)``).
    mutating func index(row: Int, column: Int, in text: EditableText) -> Int {
        let (rows, offset) = rowsOfLine(holdingRow: row, in: text)
        var used = 0
        for index in rows[offset] {
            let width = Int(text.widths[index])
            if used + width > column {
                return index
            }
            used += width
        }
        return Self.end(of: offset, in: rows)
    }

    /// Where the caret goes for the end of `row`: after its last character,
    /// or on it when the row wraps into the next one (an index after it is
    /// the next row's start).
    mutating func end(ofRow row: Int, in text: EditableText) -> Int {
        let (rows, offset) = rowsOfLine(holdingRow: row, in: text)
        return Self.end(of: offset, in: rows)
    }

    /// The characters of each of `count` rows from `firstRow` (fewer at the
    /// end of the text), as indices into `text`: what an editor draws.
    /// Cost: the lines those rows belong to.
    mutating func characters(ofRows firstRow: Int, count: Int, in text: EditableText) -> [Range<Int>] {
        guard count > 0, firstRow < rowCount else { return [] }
        var (rows, offset) = rowsOfLine(holdingRow: firstRow, in: text)
        var shown: [Range<Int>] = []
        var line = mark.line
        var start = mark.start
        while true {
            shown += rows[offset..<min(rows.count, offset + count - shown.count)]
            guard shown.count < count, line + 1 < lines.count else { return shown }
            start += lines[line].characters + 1
            line += 1
            rows = Self.rows(of: start..<(start + lines[line].characters), in: text, width: width)
            offset = 0
        }
    }

    /// Moves the mark to the line that holds row `row` (clamped to the
    /// rows there are) and returns that line's rows with the row's offset
    /// among them.
    private mutating func rowsOfLine(holdingRow row: Int, in text: EditableText) -> ([Range<Int>], Int) {
        let row = min(max(row, 0), rowCount - 1)
        while mark.line > 0, row < mark.row {
            stepMarkBack()
        }
        while mark.line + 1 < lines.count, row >= mark.row + lines[mark.line].rows {
            stepMarkForward()
        }
        return (rowsOfMarkedLine(in: text), row - mark.row)
    }

    /// Moves the mark to the line that holds the caret at `index`: the line
    /// with `start ≤ index ≤ start + characters` (the index of its break
    /// included; the next line starts after it).
    private mutating func moveMark(toCharacter index: Int) {
        while mark.line > 0, index < mark.start {
            stepMarkBack()
        }
        while mark.line + 1 < lines.count, index > mark.start + lines[mark.line].characters {
            stepMarkForward()
        }
    }

    private mutating func stepMarkBack() {
        let previous = lines[mark.line - 1]
        mark.line -= 1
        mark.start -= previous.characters + 1
        mark.row -= previous.rows
    }

    private mutating func stepMarkForward() {
        let line = lines[mark.line]
        mark.line += 1
        mark.start += line.characters + 1
        mark.row += line.rows
    }

    private func rowsOfMarkedLine(in text: EditableText) -> [Range<Int>] {
        Self.rows(of: mark.start..<(mark.start + lines[mark.line].characters), in: text, width: width)
    }

    /// The end of row `offset` of a line's `rows` (``end(ofRow:in:)``).
    private static func end(of offset: Int, in rows: [Range<Int>]) -> Int {
        let range = rows[offset]
        return offset + 1 < rows.count ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
    }

    /// The lines of the characters `span` of `text`, which starts a line
    /// and ends one (at a line break or the end of the text).
    private static func split(_ text: EditableText, _ span: Range<Int>, width: Int) -> [Line] {
        var lines: [Line] = []
        var start = span.lowerBound
        for index in span where isLineBreak(text.characters[index]) {
            lines.append(line(start..<index, in: text, width: width))
            start = index + 1
        }
        lines.append(line(start..<span.upperBound, in: text, width: width))
        return lines
    }

    private static func line(_ characters: Range<Int>, in text: EditableText, width: Int) -> Line {
        var rows = 0
        let columns = wrap(characters, in: text, width: width) { _ in rows += 1 }
        return Line(characters: characters.count, rows: rows, columns: columns)
    }

    /// The rows the line of `characters` wraps into.
    private static func rows(of characters: Range<Int>, in text: EditableText, width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        _ = wrap(characters, in: text, width: width) { rows.append($0) }
        return rows
    }

    /// Breaks the line of `characters` into rows of at most `width`
    /// columns, where the next character would not fit (a character wider
    /// than the row gets a row of its own), handing each row to `row`;
    /// returns the line's columns. An empty line is one empty row.
    private static func wrap(
        _ characters: Range<Int>, in text: EditableText, width: Int, row: (Range<Int>) -> Void
    ) -> Int {
        var start = characters.lowerBound
        var column = 0
        var columns = 0
        for index in characters {
            let characterWidth = Int(text.widths[index])
            if column + characterWidth > width, index > start {
                row(start..<index)
                start = index
                column = 0
            }
            column += characterWidth
            columns += characterWidth
        }
        row(start..<characters.upperBound)
        return columns
    }

    /// Whether `character` breaks a line: `Character.isNewline`, with a
    /// fast path for ASCII, where it is LF, VT, FF or CR.
    static func isLineBreak(_ character: Character) -> Bool {
        if let byte = character.utf8.first, byte < 0x80 {
            return (0x0A...0x0D).contains(byte)
        }
        return character.isNewline
    }
}
