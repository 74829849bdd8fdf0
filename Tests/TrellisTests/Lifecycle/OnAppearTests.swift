import Testing
@testable import Trellis

/// Semantics rules 7, 8 and 11: when appear actions run, and in what order.
@MainActor
@Suite("onAppear")
struct OnAppearTests {
    struct Leaf: View {
        let name: String
        let log: EventLog
        var body: some View {
            Text(name).onAppear { log("\(name)+") }
        }
    }

    struct Tree: View {
        let log: EventLog
        var body: some View {
            VStack {
                Leaf(name: "a", log: log)
                HStack {
                    Leaf(name: "b1", log: log)
                    Leaf(name: "b2", log: log)
                }
                .onAppear { log("b+") }
                Leaf(name: "c", log: log)
            }
            .onAppear { log("first+") }
            .onAppear { log("second+") }
            .onChange(of: 0, initial: true) { old, new in log("chg(\(old),\(new))") }
            .onAppear { log("third+") }
        }
    }

    @Test("Rule 8: a new subtree appears child-first, stacked modifiers in source order, initial onChange in the same queue")
    func childFirstOrder() {
        let log = EventLog()
        _ = TestHost { Tree(log: log) }
        #expect(log.take() == ["a+", "b1+", "b2+", "b+", "c+", "first+", "second+", "chg(0,0)", "third+"])
    }

    struct Ticking: View {
        let log: EventLog
        let handle: StateHandle<Int>
        @State private var ticks = 0
        var body: some View {
            let _ = handle.bind($ticks)
            Text("ticks \(ticks)")
                .onAppear { log("ticking+") }
        }
    }

    @Test("Rule 7: re-evaluating a body never fires onAppear again")
    func appearOncePerInsertion() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Ticking(log: log, handle: handle) }
        for tick in 1...5 {
            handle.value = tick
            host.update()
        }
        #expect(host.screen == "ticks 5")
        #expect(host.statistics.bodyEvaluations == 6)
        #expect(log.take() == ["ticking+"])
    }

    struct Toggled: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            VStack {
                if switches.flag {
                    Leaf(name: "x", log: log).onDisappear { log("x-") }
                }
            }
        }
    }

    @Test("Rule 7: appear fires once per insertion into the visible hierarchy")
    func appearPerInsertion() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Toggled(switches: switches, log: log) }
        for flag in [false, true, false, true] {
            switches.flag = flag
            host.update()
        }
        #expect(log.take() == ["x+", "x-", "x+", "x-", "x+"])
    }

    struct Loading: View {
        @State private var status = "loading"
        var body: some View {
            Text(status).onAppear { status = "ready" }
        }
    }

    @Test("Rule 11: state set in onAppear is applied before the first frame")
    func appearStateBeforeFirstFrame() {
        let host = TestHost { Loading() }
        #expect(host.screen == "ready")
        #expect(host.statistics.bodyEvaluations == 2)
    }

    @Test("onAppear with no action is accepted and does nothing")
    func emptyAction() {
        let host = TestHost { Text("plain").onAppear().onDisappear() }
        #expect(host.screen == "plain")
    }
}
