import Testing
@testable import Trellis

/// `TextEditor`: several lines, wrapped at the editor's width, scrolled to
/// the caret.
@MainActor
@Suite("TextEditor")
struct TextEditorTests {
    @Test("Rows break at line breaks and where the next character would not fit; a caret finds its row and column")
    func wrappedRows() {
        let rows = WrappedRows(Array("hello world\nok"), width: 5)
        #expect(rows.rows == [0..<5, 5..<10, 10..<11, 12..<14])
        #expect(rows.position(of: 5) == (1, 0))
        #expect(rows.position(of: 11) == (2, 1))
        #expect(rows.position(of: 14) == (3, 2))
        #expect(rows.index(row: 1, column: 3) == 8)
        #expect(rows.index(row: 2, column: 4) == 11)
        #expect(rows.position(of: 4) == (0, 4))
        #expect(rows.end(of: 0) == 4)
        #expect(rows.end(of: 2) == 11)
        #expect(rows.index(row: 0, column: 9) == 4)
        let wide = WrappedRows(Array("漢字漢"), width: 5)
        #expect(wide.rows == [0..<2, 2..<3])
        #expect(WrappedRows([], width: 3).rows == [0..<0])
    }

    @Observable
    final class Note {
        var body = "Buy milk\nCall Ada"
    }

    struct NoteEditor: View {
        @Bindable var note: Note
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextEditor(text: $note.body).frame(height: 3)
                Text("\(note.body.count) chars")
            }
        }
    }

    @Test("Typing inserts at the caret, Return starts a line, ↑ ↓ keep the column, Home and End go to the row's ends")
    func editing() {
        let note = Note()
        let host = TestHost(columns: 12, rows: 4) { NoteEditor(note: note) }
        #expect(host.screen == "Buy milk\nCall Ada\n\n17 chars")
        host.press(.tab)
        #expect(host.cursor! == (8, 1))
        host.press(.upArrow)
        #expect(host.cursor! == (8, 0))
        host.press(.home)
        host.type("- ")
        host.press(.downArrow)
        host.press(.end)
        host.press(.return)
        host.type("Pay rent")
        #expect(note.body == "- Buy milk\nCall Ada\nPay rent")
        #expect(host.screen == "- Buy milk\nCall Ada\nPay rent\n28 chars")
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(host.cursor! == (8, 0))
    }

    @Test("A long line wraps at the width; the rows scroll to keep the caret in view")
    func wrapAndScroll() {
        let note = Note()
        note.body = ""
        let host = TestHost(columns: 12, rows: 4) { NoteEditor(note: note) }
        host.press(.tab)
        host.type("the quick brown fox")
        #expect(host.screen == "the quick br\nown fox\n\n19 chars")
        host.press(.return)
        host.type("jumps")
        host.press(.return)
        host.type("over")
        #expect(host.screen == "own fox\njumps\nover\n30 chars")
        #expect(host.cursor! == (4, 2))
        host.press(.pageUp)
        #expect(host.cursor! == (4, 0))
        host.press(.pageUp)
        #expect(host.screen == "the quick br\nown fox\njumps\n30 chars")
        #expect(host.cursor! == (0, 0))
    }

    @Test("Ctrl-K deletes to the end of the line, then the line break; a paste keeps its line breaks")
    func deletingAndPasting() {
        let note = Note()
        let host = TestHost(columns: 12, rows: 4) { NoteEditor(note: note) }
        host.press(.tab)
        host.press(.upArrow)
        host.press(.home)
        host.press("k", modifiers: .control)
        #expect(note.body == "\nCall Ada")
        host.press("k", modifiers: .control)
        #expect(note.body == "Call Ada")
        host.send(Array("\u{1B}[200~a\r\nb\tc\u{1B}[2J\u{1B}[201~".utf8))
        #expect(note.body == "a\nb c[2JCall Ada")
    }

    @Test("A click puts the caret where it lands; Tab leaves the editor; a write from outside replaces the text")
    func clicksAndOutsideWrites() {
        let note = Note()
        let host = TestHost(columns: 12, rows: 5) {
            VStack(alignment: .leading, spacing: 0) {
                NoteEditor(note: note)
                TextField("after", text: .constant(""))
            }
        }
        host.click(column: 3, row: 1)
        #expect(host.cursor! == (3, 1))
        host.type("!")
        #expect(note.body == "Buy milk\nCal!l Ada")
        host.press(.tab)
        #expect(host.cursor! == (0, 4))
        note.body = "fresh"
        host.update()
        #expect(host.screen == "fresh\n\n\n5 chars\nafter")
    }
}
