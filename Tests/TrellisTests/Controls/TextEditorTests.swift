import Testing
@testable import Trellis

/// `TextEditor`: several lines, wrapped at the editor's width, scrolled to
/// the caret.
@MainActor
@Suite("TextEditor")
struct TextEditorTests {
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

    struct SharedNotes: View {
        let handle: StateHandle<String>
        @State private var text = "one\ntwo"
        var body: some View {
            let _ = handle.bind($text)
            VStack(alignment: .leading, spacing: 0) {
                TextEditor(text: $text).frame(height: 3)
                Text(verbatim: text.replacingOccurrences(of: "\n", with: "|"))
            }
        }
    }

    @Test("Bound to @State: edits reach the state in place, a Text sharing the string and writes from outside between keys stay correct")
    func stateAndOutsideWrites() {
        let handle = StateHandle<String>()
        let host = TestHost(columns: 12, rows: 4) { SharedNotes(handle: handle) }
        host.press(.tab)
        host.press(.upArrow)
        host.press(.end)
        host.press(.return)
        host.type("1½")
        #expect(handle.value == "one\n1½\ntwo")
        #expect(host.screen == "one\n1½\ntwo\none|1½|two")
        host.press(.home)
        host.press(.delete)
        #expect(host.screen == "one1½\ntwo\n\none1½|two")
        handle.value = "fresh\nstart"
        host.update()
        #expect(host.cursor! == (3, 0))
        host.press(.downArrow)
        host.press(.end)
        host.type("!")
        #expect(handle.value == "fresh\nstart!")
        #expect(host.screen == "fresh\nstart!\n\nfresh|start!")
        host.press(.upArrow)
        host.press("k", modifiers: .control)
        #expect(host.screen == "freshstart!\n\n\nfreshstart!")
        host.press("k", modifiers: .control)
        #expect(handle.value == "fresh")
    }
}
