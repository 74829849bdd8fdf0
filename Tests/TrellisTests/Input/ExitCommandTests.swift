import Testing
@testable import Trellis

/// `.onExitCommand(perform:)`: Esc, after the contexts inside that use it.
@MainActor
@Suite("Exit command")
struct ExitCommandTests {
    struct Screens: View {
        let log: EventLog
        @State private var path: [Int] = []
        var isEnabled = true

        var body: some View {
            NavigationStack(path: $path) {
                Button("Push") { path.append(1) }
                    .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
            }
            .onExitCommand(perform: isEnabled ? { log("exit") } : nil)
        }
    }

    /// The screens inside a view that also handles Esc itself.
    struct Outer: View {
        let log: EventLog
        var body: some View {
            VStack {
                Screens(log: log, isEnabled: false)
                Text("outer")
            }
            .onKeyPress(.escape) {
                log("key")
                return .handled
            }
        }
    }

    @Test("Esc goes back in a navigation stack inside first, then runs the action; a nil action leaves Esc to the views around")
    func order() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Screens(log: log) }
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains("Pushed 1"))
        host.press(.escape)
        #expect(!host.screen.contains("Pushed 1"))
        #expect(log.events.isEmpty)
        host.press(.escape)
        #expect(log.events == ["exit"])

        let ignoring = EventLog()
        let second = TestHost(columns: 20, rows: 4) { Outer(log: ignoring) }
        second.press(.escape)
        #expect(ignoring.events == ["key"])
    }
}
