import Observation
import Testing
@testable import Trellis

/// Semantics rule 10: writes made in `withAnimation` or `withTransaction`
/// belong to a transaction of their own, applied in an update after the
/// writes made before them.
@MainActor
@Suite("Transactions")
struct TransactionTests {
    enum Wrapper: String, CaseIterable {
        case animation, transaction, animatedBinding
    }

    struct Counter: View {
        let log: EventLog
        let wrapper: Wrapper
        @State private var value = 0
        var body: some View {
            let _ = log("body \(value)")
            Text("value \(value)")
                .onChange(of: value) { old, new in log("chg(\(old),\(new))") }
                .onAppear {
                    value = 1
                    value = 2
                    switch wrapper {
                    case .animation:
                        withAnimation {
                            value = 3
                            value = 4
                        }
                    case .transaction:
                        withTransaction(Transaction(animation: .easeIn)) {
                            value = 3
                            value = 4
                        }
                    case .animatedBinding:
                        $value.animation().wrappedValue = 4
                    }
                }
        }
    }

    @Test("Rule 10: writes before and inside a transaction are applied in two updates, in order",
          arguments: Wrapper.allCases)
    func separateUpdates(wrapper: Wrapper) {
        let log = EventLog()
        let host = TestHost { Counter(log: log, wrapper: wrapper) }
        #expect(log.take() == ["body 0", "body 2", "body 4", "chg(0,2)", "chg(2,4)"])
        #expect(host.screen == "value 4")
    }

    struct Toggler: View {
        let log: EventLog
        @State private var isOn = false
        @State private var count = 0
        var body: some View {
            let _ = log("body \(isOn) \(count)")
            Button("Go") {
                count += 1
                withAnimation { isOn.toggle() }
                count += 1
            }
            .onChange(of: count) { old, new in log("count(\(old),\(new))") }
            .onChange(of: isOn) { old, new in log("isOn(\(old),\(new))") }
        }
    }

    @Test("Rule 10: an action's writes before, inside and after withAnimation are three updates, in order")
    func beforeInsideAfter() {
        let log = EventLog()
        let host = TestHost { Toggler(log: log) }
        #expect(log.take() == ["body false 0"])
        host.press(.tab)
        host.press(.space)
        #expect(
            log.take() == [
                "body false 1", "body true 1", "body true 2", "count(0,1)", "isOn(false,true)", "count(1,2)",
            ])
    }

    @Observable
    final class Flag {
        var value = 0
    }

    struct Writer: View {
        let flag: Flag
        let log: EventLog
        let handle: StateHandle<Int>
        @State private var value = 0
        var body: some View {
            let _ = handle.bind($value)
            let _ = value > 0 ? flag.value = value : ()
            let _ = withAnimation { log("writer \(value)") }
            Text("writer \(value)")
        }
    }

    struct Reader: View {
        let flag: Flag
        let log: EventLog
        var body: some View {
            let _ = log("reader \(flag.value)")
            Text("reader \(flag.value)")
        }
    }

    @Test("A transaction opened in a body applies nothing early: the pass in progress goes on in order")
    func transactionInBody() {
        let log = EventLog()
        let flag = Flag()
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 10, rows: 2) {
            VStack(alignment: .leading) {
                Writer(flag: flag, log: log, handle: handle)
                Reader(flag: flag, log: log)
            }
        }
        #expect(log.take() == ["writer 0", "reader 0"])
        handle.value = 1
        host.update()
        #expect(log.take() == ["writer 1", "reader 1"])
        #expect(host.screen == "writer 1\nreader 1")
    }

    struct AnimatedRunaway: View {
        @State private var count = 0
        let handle: StateHandle<Int>
        var body: some View {
            let _ = handle.bind($count)
            Text("\(count)").onChange(of: count) { _, new in withAnimation { count = new + 1 } }
        }
    }

    @Test("An onChange that keeps writing in withAnimation is stopped as a cycle, not a hang")
    func runawayTransaction() {
        let handle = StateHandle<Int>()
        let host = TestHost { AnimatedRunaway(handle: handle) }
        handle.value = 1
        host.update()
        #expect(host.statistics.cyclesStopped == 1)
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("did not settle after 100 passes") == true)
        #expect(host.checkInvariants() == [])
    }
}
