/// A box the user types text of several lines into, bound to a string.
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes)
///     .frame(height: 6)
///     .border(.gray)
/// ```
///
/// It takes the space it is offered (ideally its text's size) and wraps
/// lines at its width, between characters; it scrolls to keep the caret in
/// view. Tab or a click focuses it (a click puts the caret where it
/// lands); then characters insert, Return starts a new line, ← → move by
/// characters (with Alt or Ctrl by words), ↑ ↓ by rows, Home and End (Ctrl-A,
/// Ctrl-E) go to the start and end of the row, Page Up and Page Down by a
/// screen, Backspace and Delete (Ctrl-D) delete, Ctrl-K deletes to the end
/// of the line, and a paste inserts its text with its line breaks. Tab and
/// Esc go on to the views around it, so Tab still moves the focus. Control
/// characters other than line breaks are drawn as visible symbols and
/// never reach the terminal. Cost: O(length) per edit and per frame it
/// draws.
public struct TextEditor: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: TextEditor, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TextEditorNode(view: view, inputs: inputs))
    }
}

/// The rows a text of several lines is drawn in at a width: each line
/// broken where the next character would not fit.
///
/// Worked example, width 5, text "hello world\nok" (characters 0–13):
///
/// ```
/// row 0  "hello"   characters 0..<5
/// row 1  " worl"   characters 5..<10
/// row 2  "d"       characters 10..<11   (the line break, 11, ends the row)
/// row 3  "ok"      characters 12..<14
/// ```
///
/// A caret at index i is on the last row that starts at or before i (a
/// caret after "hello", index 5, is at the start of row 1; at the end of a
/// full row at the end of the text it is at the end of that row). Cost:
/// O(length).
struct WrappedRows {
    /// The characters of each row, as index ranges (line breaks excluded).
    let rows: [Range<Int>]
    /// The display width of each character.
    let widths: [Int]

    init(_ characters: [Character], width: Int) {
        self.init(characters, columns: characters.map(EditableText.columns(of:)), width: width)
    }

    /// The rows of `characters` whose columns (``EditableText/columns(of:)``)
    /// are `columns`, as an editor keeps them: no character is measured again.
    init<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, columns: some Collection<some BinaryInteger>, width: Int
    ) where Characters.Index == Int {
        let width = max(width, 1)
        let breaks = characters.map(Self.isLineBreak)
        widths = zip(breaks, columns).map { isBreak, columns in isBreak ? 0 : Int(columns) }
        var rows: [Range<Int>] = []
        var start = 0
        var column = 0
        for index in characters.indices {
            if breaks[index] {
                rows.append(start..<index)
                start = index + 1
                column = 0
                continue
            }
            if column + widths[index] > width, index > start {
                rows.append(start..<index)
                start = index
                column = 0
            }
            column += widths[index]
        }
        rows.append(start..<characters.count)
        self.rows = rows
    }

    /// Whether `character` breaks a line: `Character.isNewline`, with a
    /// fast path for ASCII, where it is LF, VT, FF or CR.
    static func isLineBreak(_ character: Character) -> Bool {
        if let byte = character.utf8.first, byte < 0x80 {
            return (0x0A...0x0D).contains(byte)
        }
        return character.isNewline
    }

    /// The row and column of the caret at `index`.
    func position(of index: Int) -> (row: Int, column: Int) {
        var row = rows.count - 1
        while row > 0, rows[row].lowerBound > index {
            row -= 1
        }
        let range = rows[row]
        let column = widths[range.lowerBound..<min(index, range.upperBound)].reduce(0, +)
        return (row, column)
    }

    /// The index nearest to `column` in `row`: the character whose cells
    /// hold the column, or the row's end (for a row that wraps into the
    /// next, its last character: an index at its end is the next row's
    /// start).
    func index(row: Int, column: Int) -> Int {
        let row = min(max(row, 0), rows.count - 1)
        let range = rows[row]
        var used = 0
        for index in range {
            if used + widths[index] > column {
                return index
            }
            used += widths[index]
        }
        return end(of: row)
    }

    /// Where the caret goes for the end of `row`: after its last character,
    /// or on it when the row wraps into the next one.
    func end(of row: Int) -> Int {
        let range = rows[row]
        let wraps = row + 1 < rows.count && rows[row + 1].lowerBound == range.upperBound
        return wraps ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
    }
}
