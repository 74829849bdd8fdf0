import Testing
@testable import Trellis

/// Semantics rule 13: `onChange(of:)`.
@MainActor
@Suite("onChange")
struct OnChangeTests {
    struct Watcher: View {
        let log: EventLog
        let handle: StateHandle<Int>
        let initial: Bool
        @State private var value = 0
        var body: some View {
            let _ = handle.bind($value)
            let _ = log("body \(value)")
            Text("value \(value)")
                .onChange(of: value, initial: initial) { old, new in log("chg(\(old),\(new))") }
        }
    }

    @Test("Rule 13: not called at appear; called with (old, new) after the body that saw the new value")
    func oldAndNew() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Watcher(log: log, handle: handle, initial: false) }
        #expect(log.take() == ["body 0"])
        handle.value = 1
        host.update()
        handle.value = 5
        host.update()
        #expect(log.take() == ["body 1", "chg(0,1)", "body 5", "chg(1,5)"])
    }

    @Test("Rule 13: initial: true calls the action at appear with (value, value)")
    func initialCall() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        _ = TestHost { Watcher(log: log, handle: handle, initial: true) }
        #expect(log.take() == ["body 0", "chg(0,0)"])
    }

    @Test("Rule 13: writing the same value calls nothing")
    func sameValue() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Watcher(log: log, handle: handle, initial: false) }
        _ = log.take()
        handle.value = 0
        host.update()
        #expect(log.take() == [])
        #expect(host.statistics.bodyEvaluations == 1)
    }

    struct Chained: View {
        let handle: StateHandle<Int>
        @State private var celsius = 0
        @State private var fahrenheit = 32
        var body: some View {
            let _ = handle.bind($celsius)
            Text("\(celsius)C = \(fahrenheit)F")
                .onChange(of: celsius) { _, new in fahrenheit = new * 9 / 5 + 32 }
        }
    }

    @Test("Rule 13: writes inside the action cause another update in the same frame")
    func writesInAction() {
        let handle = StateHandle<Int>()
        let host = TestHost { Chained(handle: handle) }
        let passes = host.statistics.updatePasses
        handle.value = 100
        host.update()
        #expect(host.screen == "100C = 212F")
        #expect(host.statistics.updatePasses - passes == 2)
    }

    struct ZeroArgument: View {
        let log: EventLog
        let switches: Switches
        var body: some View {
            Text("n").onChange(of: switches.number) { log("changed") }
        }
    }

    @Test("Rule 13: the zero-argument action is called on change")
    func zeroArgument() {
        let log = EventLog()
        let switches = Switches()
        let host = TestHost { ZeroArgument(log: log, switches: switches) }
        switches.number = 2
        host.update()
        #expect(log.take() == ["changed"])
    }

    struct AcrossReset: View {
        let log: EventLog
        let switches: Switches
        var body: some View {
            Text("n \(switches.number)")
                .onChange(of: switches.number) { old, new in log("chg(\(old),\(new))") }
                .id(switches.number)
        }
    }

    @Test("Rule 13: a change that crosses an identity reset is not reported")
    func acrossIdentityReset() {
        let log = EventLog()
        let switches = Switches()
        let host = TestHost { AcrossReset(log: log, switches: switches) }
        switches.number = 1
        host.update()
        #expect(log.take() == [])
        #expect(host.screen == "n 1")
    }

    struct Runaway: View {
        @State private var count = 0
        let handle: StateHandle<Int>
        var body: some View {
            let _ = handle.bind($count)
            Text("\(count)").onChange(of: count) { _, new in count = new + 1 }
        }
    }

    @Test("Rule 13: a runaway onChange loop is stopped with a diagnostic, not a hang")
    func cycleDetector() {
        let handle = StateHandle<Int>()
        let host = TestHost { Runaway(handle: handle) }
        handle.value = 1
        host.update()
        #expect(host.statistics.cyclesStopped == 1)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("did not settle after 100 passes") == true)
        #expect(host.diagnostics.first?.contains("Runaway") == true)
        #expect(host.checkInvariants() == [])
    }
}
