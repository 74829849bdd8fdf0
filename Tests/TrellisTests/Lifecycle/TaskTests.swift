import Testing
@testable import Trellis

/// Semantics rules 9 and 12: when tasks start, when they are cancelled,
/// and `task(id:)`.
@MainActor
@Suite("task")
struct TaskTests {
    /// A task body that logs its start, then waits until it is cancelled and
    /// logs the cancellation when it happens.
    static func loggingTask(_ name: String, _ log: EventLog) -> @MainActor @Sendable () async -> Void {
        {
            log("\(name).t▶")
            await parkUntilCancelled { log("\(name).t✕") }
        }
    }

    struct Pair: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            VStack {
                Text("A")
                    .onAppear { log("A+") }
                    .task(TaskTests.loggingTask("A", log))
                if switches.flag {
                    Text("B")
                        .task(TaskTests.loggingTask("B", log))
                        .onAppear { log("B+") }
                        .onDisappear { log("B-") }
                }
            }
            .onAppear { log("stack+") }
        }
    }

    @Test("Rule 9: tasks start after every appear action of the update, in the same order, never inside it")
    func tasksAfterAppears() async {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Pair(switches: switches, log: log) }
        #expect(log.take() == ["A+", "B+", "stack+"])
        host.update()
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["A.t▶", "B.t▶"])
        #expect(host.statistics.tasksStarted == 2)
    }

    @Test("Rule 9: a task is cancelled when its view disappears")
    func cancelledOnDisappear() async {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Pair(switches: switches, log: log) }
        await host.settle()
        _ = log.take()
        switches.flag = false
        host.update()
        // The cancellation is the task modifier's disappear action; `.task`
        // is applied before `.onDisappear`, so it is inner and comes first.
        #expect(log.take() == ["B.t✕", "B-"])
        await host.settle()
        #expect(log.take() == [])
        #expect(host.statistics.tasksCancelled == 1)
        #expect(host.checkInvariants() == [])
    }

    struct Search: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            Text("query \(switches.text)")
                .onAppear { log("search+") }
                .onDisappear { log("search-") }
                .task(id: switches.text) { [query = switches.text] in
                    await TaskTests.loggingTask("search(\(query))", log)()
                }
        }
    }

    @Test("Rule 12: a new task(id:) value cancels the running task and starts another, without appear or disappear")
    func taskIDRestarts() async {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Search(switches: switches, log: log) }
        await host.settle()
        #expect(log.take() == ["search+", "search(a).t▶"])

        switches.text = "b"
        host.update()
        #expect(log.take() == ["search(a).t✕"])
        await host.settle()
        #expect(log.take() == ["search(b).t▶"])
        #expect(host.statistics.tasksStarted == 2)
        #expect(host.statistics.tasksCancelled == 1)
    }

    @Test("Rule 12: an equal task(id:) value does nothing")
    func equalIDKeepsTask() async {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Search(switches: switches, log: log) }
        await host.settle()
        _ = log.take()
        switches.text = "a"
        switches.number = 3
        host.update()
        await host.settle()
        #expect(log.take() == [])
        #expect(host.statistics.tasksStarted == 1)
    }

    struct Fetcher: View {
        let gate: Gate
        @State private var result = "…"
        var body: some View {
            Text(result).task {
                result = await gate.wait()
            }
        }
    }

    /// A value a task waits for: returned at once when it is already there.
    @MainActor
    final class Gate {
        private var value: String?
        private var continuation: CheckedContinuation<String, Never>?
        func wait() async -> String {
            if let value { return value }
            return await withCheckedContinuation { continuation = $0 }
        }
        func open(with value: String) {
            self.value = value
            continuation?.resume(returning: value)
            continuation = nil
        }
    }

    @Test("settle() runs a new task to its first suspension and applies what it changed")
    func taskResultsApplied() async {
        let gate = Gate()
        gate.open(with: "done")
        let host = TestHost { Fetcher(gate: gate) }
        #expect(host.screen == "…")
        await host.settle()
        #expect(host.screen == "done")
    }

    @Test("settle() does not wait for a task suspended on something else")
    func suspendedTaskDoesNotBlock() async {
        let gate = Gate()
        let host = TestHost { Fetcher(gate: gate) }
        await host.settle()
        #expect(host.screen == "…")
        host.unmount()
        gate.open(with: "late")
    }

    struct PriorityTask: View {
        let log: EventLog
        var body: some View {
            Text("p").task(priority: .background) { log("ran") }
        }
    }

    @Test("task(priority:) runs its body")
    func priority() async {
        let log = EventLog()
        let host = TestHost { PriorityTask(log: log) }
        await host.settle()
        #expect(log.take() == ["ran"])
    }
}
