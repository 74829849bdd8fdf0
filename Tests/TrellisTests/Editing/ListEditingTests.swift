import Foundation
import Observation
import Testing
@testable import Trellis

/// Deleting and moving list rows, the edit mode and the row action menu,
/// written as SwiftUI's to-do tutorials write them.
@MainActor
@Suite("List editing")
struct ListEditingTests {
    struct Todo: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    @Observable
    final class TodoStore {
        var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Tea")]

        func delete(at offsets: IndexSet) { todos.remove(atOffsets: offsets) }
        func move(from source: IndexSet, to destination: Int) { todos.move(fromOffsets: source, toOffset: destination) }
    }

    struct TodoList: View {
        let store: TodoStore
        let log: EventLog

        var body: some View {
            NavigationStack {
                List {
                    ForEach(store.todos) { todo in
                        Text(todo.title)
                            .onAppear { log("\(todo.title)+") }
                            .onDisappear { log("\(todo.title)-") }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
                .navigationTitle("Todo")
                .toolbar { EditButton() }
            }
        }
    }

    @Test("The list takes the focus with a row cursor; Delete removes the row through onDelete")
    func deleteByKey() {
        let store = TodoStore()
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { TodoList(store: store, log: log) }
        #expect(host.screen == """
            Todo        [ Edit ]
            Milk
            ────────────────────
            Eggs
            ────────────────────
            Tea
            """)
        _ = log.take()
        host.press(.tab)
        host.press(.tab)
        #expect(host.reverseVideoScreen(columns: 20, rows: 6).contains("«Milk                »"))
        host.press(.downArrow)
        host.press(.delete)
        #expect(store.todos.map(\.title) == ["Milk", "Tea"])
        #expect(log.take() == ["Eggs-"])
        #expect(host.reverseVideoScreen(columns: 20, rows: 6) == """
            Todo        [ Edit ]
            Milk
            ────────────────────
            «Tea                 »
            """)
    }

    @Test("Alt-↓ and Alt-↑ move the row through onMove, and the cursor stays on it")
    func moveByKey() {
        let store = TodoStore()
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { TodoList(store: store, log: log) }
        host.press(.tab)
        host.press(.tab)
        _ = log.take()
        host.press(.downArrow, modifiers: .option)
        #expect(store.todos.map(\.title) == ["Eggs", "Milk", "Tea"])
        host.press(.downArrow, modifiers: .option)
        #expect(store.todos.map(\.title) == ["Eggs", "Tea", "Milk"])
        host.press(.downArrow, modifiers: .option)
        #expect(store.todos.map(\.title) == ["Eggs", "Tea", "Milk"])
        host.press(.upArrow, modifiers: .option)
        #expect(store.todos.map(\.title) == ["Eggs", "Milk", "Tea"])
        #expect(log.take() == [], "moving a row fires nothing (Lifecycle.md rule 5)")
        #expect(host.reverseVideoScreen(columns: 20, rows: 6).contains("«Milk                »"))
    }

    @Test("EditButton switches the stack's edit mode: rows show ⊖ and ≡, and a click on ⊖ deletes")
    func editMode() {
        let store = TodoStore()
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { TodoList(store: store, log: log) }
        host.click(column: 15, row: 0)
        #expect(host.screen == """
            Todo        [ Done ]
            ⊖ Milk             ≡
            ────────────────────
            ⊖ Eggs             ≡
            ────────────────────
            ⊖ Tea              ≡
            """)
        #expect(host.cell(column: 0, row: 1).foreground == .red)
        _ = log.take()
        host.click(column: 0, row: 3)
        #expect(store.todos.map(\.title) == ["Milk", "Tea"])
        #expect(log.take() == ["Eggs-"])
        host.click(column: 15, row: 0)
        #expect(host.lines[1] == "Milk")
    }

    struct ModeReader: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode?.wrappedValue == .active ? "active" : "inactive")
        }
    }

    @Test(
        "An edit mode of your own, from every source of truth, drives EditButton and the rows",
        arguments: BindingSource.allCases)
    func ownEditMode(source: BindingSource) {
        let mounted = source.mount(initial: EditMode.inactive, columns: 20, rows: 4) { mode in
            VStack(alignment: .leading) {
                EditButton()
                ModeReader()
                List {
                    ForEach(["a"], id: \.self) { Text($0) }.onDelete { _ in }
                }
            }
            .environment(\.editMode, mode)
        }
        let host = mounted.host
        #expect(host.lines == ["[ Edit ]", "inactive", "a"])
        host.click(column: 2, row: 0)
        #expect(mounted.read() == .active)
        #expect(host.lines == ["[ Done ]", "active", "⊖ a"])
        mounted.write(.inactive)
        host.update()
        #expect(host.lines == ["[ Edit ]", "inactive", "a"])
    }

    struct Inbox: View {
        @State private var messages = ["Hello", "Invoice"]
        @State private var pinned: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                Text("Pinned: \(pinned.joined(separator: ","))")
                List {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .swipeActions(edge: .leading) {
                                Button("Pin") { pinned.append(message) }
                            }
                            .contextMenu {
                                Button("Copy") {}
                            }
                    }
                    .onDelete { messages.remove(atOffsets: $0) }
                }
            }
        }
    }

    @Test("A right click opens the row's action menu: swipe actions, context menu, then Delete")
    func actionMenuByClick() {
        let host = TestHost(columns: 24, rows: 8) { Inbox() }
        host.rightClick(column: 2, row: 3)
        #expect(host.screen == """
            Pinned:
            Hello╭────────────╮
            ─────│ [ Pin ]    │─────
            Invoi│ [ Copy ]   │
                 │ [ Delete ] │
                 │ [ Cancel ] │
                 ╰────────────╯
            """)
        host.click(column: 8, row: 2)
        #expect(host.lines[0] == "Pinned: Invoice")
        host.rightClick(column: 2, row: 3)
        host.click(column: 8, row: 4)
        #expect(host.lines == ["Pinned: Invoice", "Hello"])
    }

    @Test("Shift-F10 and Alt-Return open the cursor row's menu; Esc closes it")
    func actionMenuByKey() {
        let host = TestHost(columns: 24, rows: 8) { Inbox() }
        host.press(.tab)
        host.press(.function(10), modifiers: .shift)
        #expect(host.screen.contains("[ Pin ]"))
        host.press(.escape)
        #expect(!host.screen.contains("[ Pin ]"))
        host.press(.return, modifiers: .option)
        host.press(.return)
        #expect(host.lines[0] == "Pinned: Hello")
    }

    @Test("A context menu outside a list opens on a right click and on Shift-F10 from a focused control inside")
    func standaloneContextMenu() {
        struct Card: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count \(count)")
                    Button("Focus me") {}
                }
                .contextMenu {
                    Button("Add one") { count += 1 }
                }
            }
        }
        let host = TestHost(columns: 30, rows: 8) { Card() }
        host.rightClick(column: 10, row: 0)
        #expect(host.reverseVideoScreen(columns: 30, rows: 8).contains("│ «[ Add one ]» │"), "the first action has the focus")
        host.press(.return)
        #expect(host.lines[0].contains("Count 1"))
        host.press(.tab)
        host.press(.function(10), modifiers: .shift)
        #expect(host.screen.contains("[ Add one ]"))
    }

    @Test("Rows gaining and losing onDelete are rebuilt, not handed a view of another type")
    func conditionalOnDelete() {
        struct Toggled: View {
            @State private var editable = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Toggle") { editable.toggle() }
                    List {
                        ForEach(["a", "b"], id: \.self) { Text($0) }
                            .onDelete(perform: editable ? { _ in } : nil)
                    }
                    .environment(\.editMode, .constant(.active))
                }
            }
        }
        let host = TestHost(columns: 20, rows: 5) { Toggled() }
        #expect(host.lines[1] == "a")
        host.click(column: 2, row: 0)
        #expect(host.lines[1] == "⊖ a")
        host.click(column: 2, row: 0)
        #expect(host.lines[1] == "a")
        #expect(host.checkInvariants() == [])
    }
}
