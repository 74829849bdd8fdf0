/// The engine's clock and its timers: spinners, click series, the lone-Esc
/// timeout.
///
/// Owned by the ``Graph``; driven by its host. A terminal host advances it
/// from a Dispatch timer armed for ``nextDeadline`` (nothing runs while no
/// timer is due, so an idle app uses no CPU); a ``TestHost`` advances it
/// only when a test calls `advance(by:)`, so tests never sleep.
///
/// ```
/// now 0 ms   schedule A after 100 ms, B after 50 ms repeating every 50 ms
/// advance(to: 120 ms) → B (50), B (100), A (100), B is next due at 150
/// ```
///
/// Timers due at the same instant fire in the order they were scheduled.
/// Cost: O(timers) per schedule and per firing (few timers are alive).
@MainActor
final class TimerQueue {
    /// The clock's time: how long since the host started. With a
    /// ``clock`` it is the clock's reading, so a timer scheduled after an
    /// idle while starts from the real time, not from the last firing.
    var now: Duration {
        guard let clock else { return advancedTime }
        return max(advancedTime, clock())
    }

    /// The time the last ``advance(to:)`` reached.
    private var advancedTime: Duration = .zero

    /// The real clock of a terminal host, or `nil` for a clock that moves
    /// only by ``advance(to:)`` (a test host's).
    var clock: (() -> Duration)?

    private struct Timer {
        var deadline: Duration
        let serial: Int
        let interval: Duration?
        let action: () -> Void
    }

    private var timers: [Timer] = []
    private var lastSerial = 0

    /// Called whenever ``nextDeadline`` may have changed, so a real host can
    /// re-arm its Dispatch timer.
    var deadlineDidChange: () -> Void = {}

    /// The earliest time a timer is due, or `nil` with no timer.
    var nextDeadline: Duration? {
        var earliest: Duration?
        for timer in timers where earliest == nil || timer.deadline < earliest! {
            earliest = timer.deadline
        }
        return earliest
    }

    /// Whether no timer is scheduled.
    var isEmpty: Bool { timers.isEmpty }

    /// Runs `action` once `delay` has passed (and every `interval` after
    /// that, when given); returns the timer's number for ``cancel(_:)``.
    @discardableResult
    func schedule(after delay: Duration, repeating interval: Duration? = nil, _ action: @escaping () -> Void) -> Int {
        lastSerial += 1
        let positiveInterval = interval.map { max($0, .milliseconds(1)) }
        timers.append(Timer(deadline: now + max(delay, .zero), serial: lastSerial, interval: positiveInterval, action: action))
        deadlineDidChange()
        return lastSerial
    }

    /// Stops the timer numbered `serial`; an unknown number does nothing.
    func cancel(_ serial: Int) {
        timers.removeAll { $0.serial == serial }
        deadlineDidChange()
    }

    /// Moves the clock to `time` (never backwards), firing every timer due
    /// on the way in deadline order; a repeating timer fires once per
    /// interval passed.
    func advance(to time: Duration) {
        while let index = dueIndex(before: time) {
            var timer = timers[index]
            advancedTime = max(advancedTime, timer.deadline)
            if let interval = timer.interval {
                timer.deadline += interval
                if timer.deadline <= time, let clock, time - timer.deadline > interval {
                    // A real clock that jumped (the process was stopped):
                    // fire once now and go on from the present.
                    timer.deadline = max(time, clock()) + interval
                }
                timers[index] = timer
            } else {
                timers.remove(at: index)
            }
            timer.action()
        }
        advancedTime = max(advancedTime, time)
        deadlineDidChange()
    }

    /// The index of the earliest timer due at or before `time`.
    private func dueIndex(before time: Duration) -> Int? {
        var found: Int?
        for index in timers.indices where timers[index].deadline <= time {
            if let current = found {
                let (a, b) = (timers[index], timers[current])
                if (a.deadline, a.serial) < (b.deadline, b.serial) { found = index }
            } else {
                found = index
            }
        }
        return found
    }
}
