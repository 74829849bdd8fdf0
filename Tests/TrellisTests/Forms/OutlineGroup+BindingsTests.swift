import Testing
@testable import Trellis

/// `OutlineGroup($tree, children:)` and `List($tree, children:)`: rows that
/// edit a bound tree in place.
@MainActor
@Suite("Outline group over a binding")
struct OutlineGroupBindingTests {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
        var subtasks: [Task]?
    }

    static let tasks = [
        Task(id: 1, title: "Release", subtasks: [Task(id: 2, title: "Notes"), Task(id: 3, title: "Tag")]),
        Task(id: 4, title: "Lunch"),
    ]

    @Test(
        "List($tasks, children:): a row's toggle writes its nested element; a write from outside redraws the rows, the expansion kept",
        arguments: BindingSource.allCases)
    func editsInPlace(source: BindingSource) {
        let mounted = source.mount(initial: Self.tasks, columns: 24, rows: 7) { tasks in
            List(tasks, children: \.subtasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
            .listStyle(.plain)
            .listRowSeparator(.hidden)
        }
        let host = mounted.host
        #expect(host.lines == ["▸ [ ] Release", "  [ ] Lunch"])

        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.lines == ["▾ [ ] Release", "    [ ] Notes", "    [ ] Tag", "  [ ] Lunch"])

        host.press(.tab)
        host.press(.tab)
        host.press(.space)
        #expect(mounted.read()[0].subtasks?[0].isDone == true)
        #expect(mounted.read()[0].isDone == false)
        #expect(host.lines == ["▾ [ ] Release", "    [x] Notes", "    [ ] Tag", "  [ ] Lunch"])

        var edited = mounted.read()
        edited[0].subtasks?[1].title = "Tag 1.0"
        edited[0].subtasks?.insert(Task(id: 5, title: "Build"), at: 0)
        mounted.write(edited)
        host.update()
        #expect(host.lines == ["▾ [ ] Release", "    [ ] Build", "    [x] Notes", "    [ ] Tag 1.0", "  [ ] Lunch"])
    }

    struct Outline: View {
        let log: EventLog
        @State var tasks = OutlineGroupBindingTests.tasks
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup($tasks, children: \.subtasks) { $task in
                    Text(task.title).onAppear { log("\(task.title)+") }.onDisappear { log("\(task.title)-") }
                }
                Button("Drop notes") { tasks[0].subtasks?.removeFirst() }
                Button("Rename") { tasks[0].title = "Ship" }
            }
        }
    }

    @Test("OutlineGroup($tasks, children:): removing a child takes its row away; renaming keeps every row and its expansion")
    func lifecycle() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { Outline(log: log) }
        #expect(log.take() == ["Release+", "Lunch+"])
        host.press(.tab)
        host.press(.space)
        #expect(host.lines == ["▾ Release", "    Notes", "    Tag", "  Lunch", "[ Drop notes ]", "[ Rename ]"])
        #expect(log.take() == ["Notes+", "Tag+"])

        host.click(column: 1, row: 4)
        #expect(host.lines == ["▾ Release", "    Tag", "  Lunch", "[ Drop notes ]", "[ Rename ]"])
        #expect(log.take() == ["Notes-"])

        host.click(column: 1, row: 4)
        #expect(host.lines == ["▾ Ship", "    Tag", "  Lunch", "[ Drop notes ]", "[ Rename ]"])
        #expect(log.take() == [])
    }
}
