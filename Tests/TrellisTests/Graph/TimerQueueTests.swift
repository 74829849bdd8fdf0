import Testing
@testable import Trellis

/// The engine's clock: timers fire in deadline order, repeat, cancel.
@MainActor
@Suite("Timer queue")
struct TimerQueueTests {
    @Test("Timers fire in deadline order (ties in scheduling order), repeating ones once per interval passed")
    func order() {
        let timers = TimerQueue()
        var fired: [String] = []
        timers.schedule(after: .milliseconds(100)) { fired.append("A@\(timers.now)") }
        timers.schedule(after: .milliseconds(50), repeating: .milliseconds(50)) { fired.append("B@\(timers.now)") }
        timers.advance(to: .milliseconds(120))
        #expect(fired == ["B@0.05 seconds", "A@0.1 seconds", "B@0.1 seconds"])
        #expect(timers.nextDeadline == .milliseconds(150))
        #expect(timers.now == .milliseconds(120))
    }

    @Test("A cancelled timer never fires; the clock never goes back")
    func cancel() {
        let timers = TimerQueue()
        var fired = 0
        let serial = timers.schedule(after: .seconds(1)) { fired += 1 }
        timers.cancel(serial)
        timers.advance(to: .seconds(2))
        timers.advance(to: .seconds(1))
        #expect(fired == 0)
        #expect(timers.now == .seconds(2))
        #expect(timers.isEmpty)
    }
}
