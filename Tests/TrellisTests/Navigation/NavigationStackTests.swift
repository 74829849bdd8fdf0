import Testing
@testable import Trellis

/// Semantics rule 18 (`NavigationStack`), the header, and going back by
/// key and click.
@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    struct Stack: View {
        let log: EventLog
        let path: StateHandle<[String]>
        var rootCounter: StateHandle<Int>?
        @State private var screens: [String] = []

        var body: some View {
            let _ = path.bind($screens)
            NavigationStack(path: $screens) {
                LifecycleProbe("root", log: log, handle: rootCounter)
                    .navigationTitle("Home")
                    .navigationDestination(for: String.self) { name in
                        LifecycleProbe(name, log: log).navigationTitle("Screen \(name)")
                    }
            }
        }
    }

    @Test("Rule 18: push appears the destination, then the previous top disappears with its state kept")
    func push() async {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let counter = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 10) { Stack(log: log, path: path, rootCounter: counter) }
        await host.settle()
        counter.value = 4
        await host.settle()
        #expect(log.take() == ["root.new", "root+", "root.t▶"])
        path.value = ["A"]
        await host.settle()
        #expect(log.take() == ["A.new", "A+", "root.t✕", "root-", "A.t▶"])
        path.value = ["A", "B"]
        await host.settle()
        #expect(log.take() == ["B.new", "B+", "A.t✕", "A-", "B.t▶"])
        #expect(host.checkInvariants() == [])
    }

    @Test("Rule 18: pop appears the revealed screen, then the popped one disappears and its state is destroyed")
    func pop() async {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let counter = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 10) { Stack(log: log, path: path, rootCounter: counter) }
        counter.value = 4
        path.value = ["A", "B"]
        await host.settle()
        _ = log.take()
        let live = host.statistics.liveNodes
        path.value = ["A"]
        await host.settle()
        #expect(log.take() == ["A+", "B.t✕", "B-", "A.t▶"])
        #expect(host.statistics.liveNodes < live)
        path.value = []
        await host.settle()
        #expect(log.take() == ["root+", "A.t✕", "A-", "root.t▶"])
        #expect(host.lines[1] == "root 4")
        path.value = ["A"]
        await host.settle()
        #expect(log.take() == ["A.new", "A+", "root.t✕", "root-", "A.t▶"])
    }

    @Test("Rule 18: [A, B, C] → [] makes only C disappear and the root appear once; A and B never appear")
    func popToRoot() async {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let host = TestHost(columns: 40, rows: 10) { Stack(log: log, path: path) }
        await host.settle()
        _ = log.take()
        path.value = ["A", "B", "C"]
        await host.settle()
        #expect(log.take() == ["A.new", "B.new", "C.new", "C+", "root.t✕", "root-", "C.t▶"])
        path.value = []
        await host.settle()
        #expect(log.take() == ["root+", "C.t✕", "C-", "root.t▶"])
        #expect(host.checkInvariants() == [])
    }

    struct Closable: View {
        let name: String
        let log: EventLog
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("close \(name)") { dismiss() }
                .onAppear { log("\(name)+") }
                .onDisappear { log("\(name)-") }
        }
    }

    struct DismissingStack: View {
        let log: EventLog
        let path: StateHandle<[String]>
        @State private var screens: [String] = []

        var body: some View {
            let _ = path.bind($screens)
            NavigationStack(path: $screens) {
                Text("root")
                    .onAppear { log("root+") }
                    .onDisappear { log("root-") }
                    .navigationDestination(for: String.self) { Closable(name: $0, log: log) }
            }
        }
    }

    @Test("@Environment(\\.dismiss) in a pushed screen pops it (and the screens above it), as in SwiftUI")
    func dismissPops() {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let host = TestHost(columns: 40, rows: 10) { DismissingStack(log: log, path: path) }
        path.value = ["A", "B"]
        host.update()
        #expect(log.take() == ["root+", "B+", "root-"])
        host.press(.tab)
        host.press(.return)
        #expect(path.value == ["A"])
        #expect(log.take() == ["A+", "B-"])
        path.value = ["A", "B", "C"]
        host.update()
        _ = log.take()
        #expect(host.screen == "‹ Back\n[ close C ]")
        host.click(column: 1, row: 1)
        #expect(path.value == ["A", "B"])
        #expect(log.take() == ["B+", "C-"])
        #expect(host.checkInvariants() == [])
    }

    @Test("The header shows the title at the root, and ‹ Back with the top screen's title when pushed")
    func header() {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let host = TestHost(columns: 40, rows: 10) { Stack(log: log, path: path) }
        #expect(host.lines == ["Home", "root 0"])
        #expect(host.cell(column: 0, row: 0).attributes == .bold)
        path.value = ["A"]
        host.update()
        #expect(host.lines == ["‹ Back  Screen A", "A 0"])
        #expect(host.cell(column: 0, row: 0).attributes == .underline)
        #expect(host.cell(column: 8, row: 0).attributes == .bold)
    }

    @Test("Back by Esc, Backspace and a click on ‹ Back; at the root they do nothing")
    func back() {
        let log = EventLog()
        let path = StateHandle<[String]>()
        let host = TestHost(columns: 40, rows: 10) { Stack(log: log, path: path) }
        path.value = ["A", "B", "C"]
        host.update()
        host.press(.escape)
        #expect(path.value == ["A", "B"])
        host.press(.delete)
        #expect(path.value == ["A"])
        host.click(column: 10, row: 0)
        #expect(path.value == ["A"])
        host.click(column: 2, row: 0)
        #expect(path.value == [])
        #expect(host.lines == ["Home", "root 0"])
        host.press(.escape)
        host.click(column: 2, row: 0)
        #expect(path.value == [])
    }

    struct Links: View {
        let log: EventLog
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open 7", value: 7)
                    NavigationLink(destination: LifecycleProbe("D", log: log)) { Text("Direct") }
                }
                .navigationDestination(for: Int.self) { number in
                    LifecycleProbe("N\(number)", log: log)
                }
            }
        }
    }

    @Test("NavigationLink pushes a value through navigationDestination, or a view; NavigationPath's own stack")
    func links() {
        let log = EventLog()
        let host = TestHost(columns: 40, rows: 10) { Links(log: log) }
        host.press(.tab)
        host.press(.return)
        #expect(host.lines == ["‹ Back", "N7 0"])
        #expect(log.take() == ["N7.new", "N7+"])
        host.press(.escape)
        #expect(log.take() == ["N7-"])
        host.click(column: 1, row: 1)
        #expect(host.lines == ["‹ Back", "D 0"])
        #expect(log.take() == ["D.new", "D+"])
        host.press(.escape)
        #expect(host.lines == ["[ Open 7 ]", "[ Direct ]"])
        #expect(host.checkInvariants() == [])
    }

    @Test("NavigationPath appends, removes and counts values of any type")
    func navigationPath() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test("Bad input: an empty path, a value with no destination, a zero-size screen")
    func badInput() {
        let missing = TestHost(columns: 20, rows: 4) {
            NavigationStack(path: .constant([3.5])) { Text("root") }
        }
        #expect(missing.lines == ["‹ Back"])
        let zero = TestHost(columns: 0, rows: 0) { NavigationStack { Text("root") } }
        #expect(zero.screen == "")
        #expect(zero.checkInvariants() == [])
    }
}
