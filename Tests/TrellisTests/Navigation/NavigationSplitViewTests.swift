import Observation
import Testing
@testable import Trellis

/// `NavigationSplitView` and `NavigationView`, written as SwiftUI's
/// sidebar apps are.
@MainActor
@Suite("NavigationSplitView")
struct NavigationSplitViewTests {
    struct Note: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    @Observable
    final class Library {
        var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
        var selection: Note.ID?
    }

    struct NotesApp: View {
        @Bindable var library: Library
        let log: EventLog

        var body: some View {
            NavigationSplitView {
                List(library.notes, selection: $library.selection) { note in
                    NavigationLink(note.title, value: note.id)
                }
                .navigationTitle("Notes")
            } detail: {
                if let note = library.notes.first(where: { $0.id == library.selection }) {
                    LifecycleProbe(note.title, log: log).navigationTitle(note.title)
                } else {
                    Text("Select a note")
                }
            }
        }
    }

    @Test("In a wide terminal the sidebar and the detail stand side by side, each with its own bar")
    func regularColumns() {
        let library = Library()
        let host = TestHost(columns: 80, rows: 5) { NotesApp(library: library, log: EventLog()) }
        #expect(host.screen == """
            Notes                   │Select a note
            Groceries              ›│
            ────────────────────────│
            Ideas                  ›│
                                    │
            """)
    }

    @Test("Choosing a sidebar row by click or by keys selects it and the detail follows")
    func regularSelection() async {
        let library = Library()
        let log = EventLog()
        let host = TestHost(columns: 80, rows: 5) { NotesApp(library: library, log: log) }
        host.click(column: 3, row: 3)
        await host.settle()
        #expect(library.selection == 2)
        #expect(host.lines[0] == "Notes                   │Ideas")
        #expect(host.lines[1] == "Groceries              ›│Ideas 0")
        #expect(log.take() == ["Ideas.new", "Ideas+", "Ideas.t▶"])
        library.selection = 1
        await host.settle()
        #expect(host.lines[0] == "Notes                   │Groceries")
        #expect(log.take() == [], "the detail keeps its identity, as in SwiftUI: only its inputs change")
        host.press(.tab)
        host.press(.downArrow)
        #expect(library.selection == 2)
        #expect(host.lines[0] == "Notes                   │Ideas")
    }

    @Test("In a narrow terminal the sidebar is a stack's root; a row pushes the detail, and back empties the selection")
    func compactStack() async {
        let library = Library()
        let log = EventLog()
        let host = TestHost(columns: 40, rows: 5) { NotesApp(library: library, log: log) }
        #expect(host.screen == """
            Notes
            Groceries                              ›
            ────────────────────────────────────────
            Ideas                                  ›
            """)
        host.click(column: 3, row: 1)
        await host.settle()
        #expect(library.selection == 1)
        #expect(host.lines == ["‹ Back  Groceries", "Groceries 0"])
        #expect(log.take() == ["Groceries.new", "Groceries+", "Groceries.t▶"])
        host.press(.escape)
        await host.settle()
        #expect(library.selection == nil)
        #expect(host.lines[0] == "Notes")
        #expect(log.take() == ["Groceries.t✕", "Groceries-"])
    }

    struct Mail: View {
        @State private var folder: String?
        @State private var message: String?
        @State private var visibility = NavigationSplitViewVisibility.all

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Inbox", "Sent"], id: \.self, selection: $folder) { NavigationLink($0, value: $0) }
                    .navigationSplitViewColumnWidth(12)
                    .navigationTitle("Folders")
            } content: {
                List(folder.map { ["\($0) 1", "\($0) 2"] } ?? [], id: \.self, selection: $message) {
                    NavigationLink($0, value: $0)
                }
                .navigationSplitViewColumnWidth(14)
            } detail: {
                Text(message ?? "No message")
                    .toolbar { Button("Focus") { visibility = .detailOnly } }
            }
        }
    }

    @Test("Three columns take their asked widths; the visibility hides columns")
    func threeColumns() {
        let host = TestHost(columns: 80, rows: 6) { Mail() }
        host.click(column: 1, row: 1)
        host.click(column: 14, row: 0)
        #expect(host.screen == """
            Folders     │Inbox 1      ›│                                           [ Focus ]
            Inbox      ›│──────────────│Inbox 1
            ────────────│Inbox 2      ›│
            Sent       ›│              │
                        │              │
                        │              │
            """)
        host.click(column: 75, row: 0)
        #expect(host.lines[0] == "                                                                       [ Focus ]")
        #expect(host.lines[1] == "Inbox 1")
    }

    @Test("NavigationView with one view is a stack; a link pushes its destination")
    func navigationViewStack() {
        let host = TestHost(columns: 90, rows: 3) {
            NavigationView {
                List(["Alpha"], id: \.self) { NavigationLink($0, destination: Text("About \($0)")) }
                    .navigationBarTitle("Items")
            }
        }
        #expect(host.lines[0] == "Items")
        host.click(column: 2, row: 1)
        #expect(host.lines == ["‹ Back", "About Alpha"])
    }

    @Test("NavigationView with two views shows columns; a link in the first shows its destination in the second")
    func navigationViewColumns() {
        let host = TestHost(columns: 80, rows: 3) {
            NavigationView {
                List(["Alpha", "Beta"], id: \.self) { NavigationLink($0, destination: Text("About \($0)")) }
                Text("Pick one")
            }
        }
        #expect(host.lines[0] == "Alpha                  ›│Pick one")
        host.click(column: 2, row: 2)
        #expect(host.lines[0] == "Alpha                  ›│About Beta")
        let stacked = TestHost(columns: 80, rows: 3) {
            NavigationView {
                Text("First")
                Text("Second")
            }
            .navigationViewStyle(.stack)
        }
        #expect(stacked.lines == ["First", "Second"])
    }
}
