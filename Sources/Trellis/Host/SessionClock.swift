import Dispatch

/// A run's clock: the time since the run started, and one Dispatch timer on
/// the main queue armed for the graph's next timer deadline, so a host
/// wakes exactly when a `.task` sleep, an animation step or a `TimelineView`
/// is due, and an idle app with no deadline has no timer at all.
///
/// ```swift
/// let clock = SessionClock()
/// clock.drive(session) { host.render() }   // the graph reads the clock; each deadline advances it
/// clock.stop()                              // at the end of the run
/// ```
///
/// Cost: one timer source per change of the next deadline.
@MainActor
final class SessionClock {
    private let started = ContinuousClock.now
    private var source: DispatchSourceTimer?
    private var isStopped = false

    /// How long the run has lasted.
    var now: Duration { ContinuousClock.now - started }

    /// Makes `session`'s timers read this clock and re-arm it when their
    /// next deadline changes; when one is due, the session advances to now
    /// and `didAdvance` runs (a host draws the frame).
    func drive(_ session: Session, didAdvance: @escaping @MainActor () -> Void) {
        let timers = session.graph.timers
        timers.clock = { [started] in ContinuousClock.now - started }
        timers.deadlineDidChange = { [weak self, weak session] in
            guard let self, let session else { return }
            self.arm(for: session.graph.timers.nextDeadline) {
                session.advance(to: self.now)
                didAdvance()
            }
        }
    }

    /// Disarms the timer for good.
    func stop() {
        isStopped = true
        source?.cancel()
        source = nil
    }

    /// Arms the timer to run `fire` at `deadline`, or disarms it for `nil`.
    private func arm(for deadline: Duration?, fire: @escaping @MainActor () -> Void) {
        source?.cancel()
        source = nil
        guard !isStopped, let deadline else { return }
        let delay = max(deadline - now, .zero)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        timer.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)), leeway: .milliseconds(1))
        timer.setEventHandler { MainActor.assumeIsolated { fire() } }
        timer.resume()
        source = timer
    }
}
