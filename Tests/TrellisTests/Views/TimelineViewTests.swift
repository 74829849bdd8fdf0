import Foundation
import Testing
@testable import Trellis

/// `TimelineView` evaluates its content at its schedule's ticks on the
/// host's clock, while it is shown.
@MainActor
@Suite("Timeline view")
struct TimelineViewTests {
    struct Clock: View {
        let log: EventLog
        let isShown: Bool
        var body: some View {
            if isShown {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    let _ = log("tick \(context.cadence)")
                    Text("now")
                }
            }
        }
    }

    @Test("Periodic: one evaluation at appearance, one per second of the host's clock; none once hidden")
    func periodic() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        struct Root: View {
            let log: EventLog
            let shown: StateHandle<Bool>
            @State private var isShown = true
            var body: some View {
                let _ = shown.bind($isShown)
                Clock(log: log, isShown: isShown)
            }
        }
        let host = TestHost(columns: 10, rows: 1) { Root(log: log, shown: shown) }
        await host.settle()
        #expect(host.screen == "now")
        #expect(log.take() == ["tick seconds"])
        for _ in 0..<3 {
            host.advance(by: .seconds(1))
            await host.settle()
        }
        #expect(log.take() == ["tick seconds", "tick seconds", "tick seconds"])
        shown.value = false
        host.update()
        host.advance(by: .seconds(3))
        await host.settle()
        #expect(log.take() == [])
        #expect(host.screen == "")
    }

    @Test("Schedules: every minute, 15 times a second for animation, never while paused")
    func schedules() {
        #expect(EveryMinuteTimelineSchedule()._interval == 60)
        #expect(AnimationTimelineSchedule()._interval == 1.0 / 15)
        #expect(AnimationTimelineSchedule(minimumInterval: 0.5)._interval == 0.5)
        #expect(AnimationTimelineSchedule(paused: true)._interval == nil)
    }
}
