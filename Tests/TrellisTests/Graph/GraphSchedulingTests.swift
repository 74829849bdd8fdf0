import Testing
@testable import Trellis

@MainActor
@Suite("Update scheduling")
struct GraphSchedulingTests {
    struct Counter: View {
        let handle: StateHandle<Int>
        @State private var count = 0
        var body: some View {
            let _ = handle.bind($count)
            Text("\(count)")
        }
    }

    /// Resumes after the main queue has run everything enqueued before it.
    static func nextTurnOfMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    @Test("Changes made in one turn of the main run loop are applied by one update in the next turn")
    func coalescedUpdate() async {
        let graph = Graph()
        graph.scheduling = .mainRunLoop
        let handle = StateHandle<Int>()
        graph.mount(Counter(handle: handle))
        let before = graph.statistics
        handle.value = 1
        handle.value = 2
        handle.value = 3
        #expect(graph.statistics.updatePasses == before.updatePasses)
        await Self.nextTurnOfMainQueue()
        #expect(graph.statistics.updatePasses == before.updatePasses + 1)
        #expect(graph.statistics.bodyEvaluations == before.bodyEvaluations + 1)
        await Self.nextTurnOfMainQueue()
        #expect(graph.statistics.updatePasses == before.updatePasses + 1)
        graph.unmount()
    }

    @Test("A test host never updates on its own")
    func manualHost() async {
        let handle = StateHandle<Int>()
        let host = TestHost { Counter(handle: handle) }
        handle.value = 5
        await Self.nextTurnOfMainQueue()
        #expect(host.screen == "0")
        host.update()
        #expect(host.screen == "5")
    }

    struct Reentrant: View {
        let switches: Switches
        let host: () -> TestHost?
        @State private var value = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("value \(value)")
                if switches.flag {
                    Text("child").onAppear {
                        value = 1
                        host()?.update()
                    }
                }
            }
        }
    }

    @Test("An update called from inside an action does nothing; the running update picks the change up")
    func reentrantUpdate() {
        let switches = Switches()
        switches.flag = false
        var reference: TestHost?
        let host = TestHost { Reentrant(switches: switches, host: { reference }) }
        reference = host
        switches.flag = true
        host.update()
        #expect(host.lines == ["value 1", "child"])
        #expect(host.statistics.updatePasses == 3)
    }
}
