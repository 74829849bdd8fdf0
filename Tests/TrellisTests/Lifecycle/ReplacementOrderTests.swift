import Testing
@testable import Trellis

/// Semantics rule 10: the order of appear and disappear when one update
/// replaces an identity.
@MainActor
@Suite("Replacement order")
struct ReplacementOrderTests {
    struct Branches: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            if switches.flag {
                LoggingCounter(name: "A", log: log)
            } else {
                LoggingCounter(name: "B", log: log)
            }
        }
    }

    @Test("Rule 10: a branch swap runs the new view's appear before the old view's disappear")
    func newBeforeOld() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Branches(switches: switches, log: log) }
        switches.flag = false
        host.update()
        switches.flag = true
        host.update()
        #expect(log.take() == ["A+", "B+", "A-", "A+", "B-"])
    }

    struct IdentityTransition: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            if switches.flag {
                LoggingCounter(name: "A", log: log).transition(.identity)
            } else {
                LoggingCounter(name: "B", log: log)
            }
        }
    }

    @Test("Rule 10: with .transition(.identity) on the replaced view, it disappears before the new one appears")
    func identityTransitionReversesOrder() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { IdentityTransition(switches: switches, log: log) }
        switches.flag = false
        host.update()
        #expect(log.take() == ["A+", "A-", "B+"])
        switches.flag = true
        host.update()
        #expect(log.take() == ["A+", "B-"])
    }

    struct AsymmetricTransition: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            if switches.flag {
                LoggingCounter(name: "A", log: log)
                    .transition(.asymmetric(insertion: .opacity, removal: .identity))
            } else {
                LoggingCounter(name: "B", log: log)
                    .transition(.asymmetric(insertion: .identity, removal: .opacity))
            }
        }
    }

    @Test("Rule 10: only the removal half of an asymmetric transition decides the order")
    func asymmetricRemoval() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { AsymmetricTransition(switches: switches, log: log) }
        switches.flag = false
        host.update()
        switches.flag = true
        host.update()
        #expect(log.take() == ["A+", "A-", "B+", "A+", "B-"])
    }

    struct IdentifiedWithTasks: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            Text("v\(switches.number)")
                .onAppear { [number = switches.number] in log("v\(number)+") }
                .onDisappear { [number = switches.number] in log("v\(number)-") }
                .task { [number = switches.number] in log("v\(number).t▶") }
                .id(switches.number)
        }
    }

    @Test("Rule 10 with rule 9: an .id change logs new appear, old disappear, then the new task starts")
    func idChangeWithTasks() async {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { IdentifiedWithTasks(switches: switches, log: log) }
        await host.settle()
        #expect(log.take() == ["v0+", "v0.t▶"])
        switches.number = 1
        host.update()
        #expect(log.take() == ["v1+", "v0-"])
        await host.settle()
        #expect(log.take() == ["v1.t▶"])
        #expect(host.statistics.tasksCancelled == 0, "v0's task had finished: nothing to cancel")
    }
}
