import Observation
import Testing
@testable import Trellis

/// `ForEach($items)`: each row edits its element in place through a binding
/// that finds the element by ID (Lifecycle.md rule 14b), in every container.
@MainActor
@Suite("ForEach over a binding")
struct ForEachBindingTests {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    nonisolated static let start = [Task(id: 1, title: "milk"), Task(id: 2, title: "eggs"), Task(id: 3, title: "tea")]

    enum Container: String, CaseIterable {
        case list, lazyStack, stack
    }

    struct Checklist: View {
        let container: Container
        @State private var tasks = ForEachBindingTests.start

        var body: some View {
            VStack(alignment: .leading) {
                Button("Remove tea") { tasks.removeAll { $0.id == 3 } }
                switch container {
                case .list:
                    List { rows }.frame(height: 5)
                case .lazyStack:
                    ScrollView { LazyVStack(alignment: .leading) { rows } }.frame(height: 3)
                case .stack:
                    VStack(alignment: .leading) { rows }
                }
            }
        }

        private var rows: some View {
            ForEach($tasks) { $task in
                Toggle(isOn: $task.done) { Text(task.title) }
            }
        }
    }

    /// The screen with rows `[milk, eggs, tea]` checked as `checks`: a list
    /// separates its rows.
    static func screen(_ container: Container, _ rows: [(String, Bool)]) -> String {
        let lines = rows.map { "[\($0.1 ? "x" : " ")] \($0.0)" }
        let separated = container == .list ? lines.joined(separator: "\n" + String(repeating: "─", count: 20) + "\n") : lines.joined(separator: "\n")
        return "[ Remove tea ]\n" + separated
    }

    @Test("Removing an element whose row is on screen, after editing rows, leaves the other rows bound to theirs",
          arguments: Container.allCases)
    func removeWhileShown(container: Container) {
        let host = TestHost(columns: 20, rows: 6) { Checklist(container: container) }
        #expect(host.screen == Self.screen(container, [("milk", false), ("eggs", false), ("tea", false)]))
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        #expect(host.screen == Self.screen(container, [("milk", true), ("eggs", false), ("tea", true)]))
        host.click(column: 2, row: 0)
        #expect(host.screen == Self.screen(container, [("milk", true), ("eggs", false)]))
        host.click(column: 1, row: 1)
        #expect(host.screen == Self.screen(container, [("milk", false), ("eggs", false)]))
    }

    final class Store: ObservableObject {
        @Published var tasks = ForEachBindingTests.start
    }

    struct TaskRow: View {
        @Binding var task: Task
        var body: some View {
            HStack {
                TextField("title", text: $task.title).frame(width: 8)
                Text("is \(task.title)")
            }
        }
    }

    struct Editor: View {
        @StateObject private var store = Store()
        var body: some View {
            VStack(alignment: .leading) {
                ForEach($store.tasks) { $task in TaskRow(task: $task) }
                Button("Add bread") { store.tasks.insert(Task(id: 0, title: "bread"), at: 0) }
            }
        }
    }

    @Test("An edited field bound into an ObservableObject's array shows its text in the row's Text, before and after a row is inserted above")
    func editIntoObservableObject() {
        let host = TestHost(columns: 20, rows: 5) { Editor() }
        host.press(.tab)
        host.type("y")
        #expect(host.screen == "milky    is milky\neggs     is eggs\ntea      is tea\n[ Add bread ]")
        host.click(column: 2, row: 3)
        host.press(.tab)
        host.press(.tab)
        host.type("s")
        #expect(host.screen == "bread    is bread\nmilkys   is milkys\neggs     is eggs\ntea      is tea\n[ Add bread ]")
    }

    struct Names: View {
        let handle: StateHandle<[String]>
        @State private var names = ["ada", "bo"]
        var body: some View {
            let _ = handle.bind($names)
            VStack(alignment: .leading) {
                ForEach($names, id: \.self) { $name in TextField("name", text: $name).frame(width: 6) }
                List($names, id: \.self) { $name in Text(name) }.listRowSeparator(.hidden)
            }
        }
    }

    @Test("ForEach($items, id:) and List($items, id:) take SwiftUI's key path over the elements")
    func keyPathIdentity() {
        let handle = StateHandle<[String]>()
        let host = TestHost(columns: 10, rows: 6) { Names(handle: handle) }
        #expect(host.screen == "ada\nbo\nada\nbo")
        handle.value.insert("cy", at: 0)
        host.update()
        #expect(host.screen == "cy\nada\nbo\ncy\nada\nbo")
    }

    struct BoundList: View {
        let handle: StateHandle<[Task]>
        @State private var tasks = ForEachBindingTests.start
        @State private var selected: Task.ID?
        var body: some View {
            let _ = handle.bind($tasks)
            List($tasks, selection: $selected) { $task in Toggle(task.title, isOn: $task.done) }
                .listRowSeparator(.hidden)
        }
    }

    @Test("List($items) hands each row a binding to its element")
    func listOfBindings() {
        let handle = StateHandle<[Task]>()
        let host = TestHost(columns: 12, rows: 3) { BoundList(handle: handle) }
        #expect(host.screen == "[ ] milk\n[ ] eggs\n[ ] tea")
        host.click(column: 1, row: 1)
        #expect(handle.value.map(\.done) == [false, true, false])
        handle.value.remove(at: 0)
        host.update()
        #expect(host.screen == "[x] eggs\n[ ] tea")
    }

    @Test("Keys read a list's rows as of its last update when a task removed elements since")
    func keysBetweenWriteAndUpdate() {
        let handle = StateHandle<[Task]>()
        let host = TestHost(columns: 12, rows: 3) { BoundList(handle: handle) }
        host.press(.tab)
        host.press(.end)
        handle.value.removeLast(2)
        host.press(.end)
        host.press(.upArrow)
        #expect(host.screen == "[ ] milk")
        #expect(host.checkInvariants() == [])
    }

    struct Titled: View {
        let items: StateHandle<[Task]>
        let first: StateHandle<Task>
        @State private var tasks = ForEachBindingTests.start
        var body: some View {
            let _ = items.bind($tasks)
            VStack(alignment: .leading) {
                ForEach($tasks, id: \.title) { $task in
                    let _ = task.id == 1 ? first.bind($task) : ()
                    Text(task.title)
                }
            }
        }
    }

    @Test("A row's binding follows its element when a write changes the element's ID")
    func writeChangesID() {
        let items = StateHandle<[Task]>()
        let first = StateHandle<Task>()
        _ = TestHost(columns: 10, rows: 3) { Titled(items: items, first: first) }
        first.value.title = "oat milk"
        first.value.done = true
        #expect(items.value.map(\.title) == ["oat milk", "eggs", "tea"])
        #expect(items.value.map(\.done) == [true, false, false])
    }
}
