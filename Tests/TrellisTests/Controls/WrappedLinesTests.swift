import Testing
@testable import Trellis

/// `WrappedLines`: an editor's lines and rows, kept up to date edit by edit.
@Suite("Wrapped lines")
struct WrappedLinesTests {
    @Test("Rows break at line breaks and where the next character would not fit; a caret finds its row and column")
    func rowsAndCaret() {
        let text = EditableText("hello world\nok")
        var lines = WrappedLines(text, width: 5)
        #expect(lines.rowCount == 4)
        #expect(lines.characters(ofRows: 0, count: 9, in: text) == [0..<5, 5..<10, 10..<11, 12..<14])
        #expect(lines.characters(ofRows: 2, count: 1, in: text) == [10..<11])
        #expect(lines.position(of: 5, in: text) == (1, 0))
        #expect(lines.position(of: 11, in: text) == (2, 1))
        #expect(lines.position(of: 14, in: text) == (3, 2))
        #expect(lines.position(of: 4, in: text) == (0, 4))
        #expect(lines.index(row: 1, column: 3, in: text) == 8)
        #expect(lines.index(row: 2, column: 4, in: text) == 11)
        #expect(lines.index(row: 0, column: 9, in: text) == 4)
        #expect(lines.end(ofRow: 0, in: text) == 4)
        #expect(lines.end(ofRow: 2, in: text) == 11)
        #expect(lines.characters(ofRow: 3, in: text) == 12..<14)
        #expect(lines.widestLineColumns() == 11)

        let wide = EditableText("漢字漢")
        var wideLines = WrappedLines(wide, width: 5)
        #expect(wideLines.characters(ofRows: 0, count: 9, in: wide) == [0..<2, 2..<3])
        let empty = EditableText("")
        var emptyLines = WrappedLines(empty, width: 3)
        #expect(emptyLines.characters(ofRows: 0, count: 9, in: empty) == [0..<0])
        #expect(emptyLines.position(of: 0, in: empty) == (0, 0))
    }

    @Test("A character wider than the row gets a row of its own; an empty line is one empty row")
    func narrowRows() {
        let text = EditableText("a漢\n\nb")
        var lines = WrappedLines(text, width: 1)
        #expect(lines.characters(ofRows: 0, count: 9, in: text) == [0..<1, 1..<2, 3..<3, 4..<5])
        #expect(lines.position(of: 3, in: text) == (2, 0))
    }

    @Test("After any run of edits the lines are those of the text built afresh, and the caret's row and column match")
    func editsMatchRebuilding() {
        var random = SeededGenerator(state: 18)
        let pieces = ["a", "bc", "\n", "中", "e\u{301}", "\n\n", "word ", "x\ny", "\u{1}", "\r\n"]
        var text = EditableText("first line\nsecond line that wraps\n\nlast")
        var lines = WrappedLines(text, width: 7)
        for step in 0..<1_500 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1, 2:
                text.insert(pieces.randomElement(using: &random)!)
            case 3:
                text.deleteBackward()
            case 4:
                text.deleteForward()
            case 5:
                text.deleteWordBackward()
            case 6:
                var end = text.caret
                while end < text.characters.count, !text.characters[end].isNewline { end += 1 }
                text.deleteForward(upTo: end == text.caret ? end + 1 : end)
            default:
                text.moveCaret(to: Int.random(in: 0...text.characters.count, using: &random))
            }
            lines.update(to: text, width: 7)
            let expected = Self.rows(of: text, width: 7)
            #expect(lines.rowCount == expected.count, "step \(step)")
            #expect(lines.characters(ofRows: 0, count: expected.count + 1, in: text) == expected, "step \(step)")
            var fresh = WrappedLines(text, width: 7)
            #expect(lines.position(of: text.caret, in: text) == fresh.position(of: text.caret, in: text), "step \(step)")
            #expect(lines.widestLineColumns() == fresh.widestLineColumns(), "step \(step)")
            let row = Int.random(in: 0..<expected.count, using: &random)
            #expect(lines.characters(ofRows: row, count: 3, in: text) == Array(expected[row..<min(row + 3, expected.count)]))
        }
    }

    @Test("A new width or a text set from outside lays the lines out again")
    func rebuilds() {
        var text = EditableText("abcdef\ngh")
        var lines = WrappedLines(text, width: 3)
        #expect(lines.rowCount == 3)
        lines.update(to: text, width: 2)
        #expect(lines.rowCount == 4)
        text.replaceText(with: "x")
        lines.update(to: text, width: 2)
        #expect(lines.characters(ofRows: 0, count: 9, in: text) == [0..<1])
    }

    /// The rows of `text` at `width` worked out the plain way: the whole
    /// text split at its line breaks, each line filled greedily.
    private static func rows(of text: EditableText, width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var column = 0
        for index in text.characters.indices {
            if text.characters[index].isNewline {
                rows.append(start..<index)
                start = index + 1
                column = 0
                continue
            }
            let characterWidth = EditableText.columns(of: text.characters[index])
            if column + characterWidth > width, index > start {
                rows.append(start..<index)
                start = index
                column = 0
            }
            column += characterWidth
        }
        rows.append(start..<text.characters.count)
        return rows
    }
}
