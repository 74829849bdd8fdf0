import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, once
    /// connected — SwiftUI's way of driving a view with a timer.
    ///
    /// ```swift
    /// struct Countdown: View {
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State private var remaining = 10
    ///
    ///     var body: some View {
    ///         Text("\(remaining)").onReceive(timer) { _ in
    ///             if remaining > 0 { remaining -= 1 }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Each subscribing view gets a repeating timer on its graph's clock
    /// (a ``TestHost`` fires it from `advance(by:)`, so tests never sleep),
    /// starting when it subscribes or when the publisher is connected,
    /// whichever is later. `runLoop`, `mode` and `tolerance` are accepted:
    /// ticks are delivered on the main actor. Cost: one engine timer per
    /// subscribed view.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher ``Timer/publish(every:tolerance:on:in:)`` returns.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// Ticks carry the date of the tick.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval

        private let lock = NSLock()
        private var isConnected = false
        private var subscribers: [Int: TimerSubscription] = [:]
        private var lastToken = 0

        init(interval: TimeInterval) {
            self.interval = interval
        }

        /// Starts the ticks of every subscriber; cancelling the result
        /// stops them (a later `connect()` starts them again).
        public func connect() -> any Cancellable {
            lock.lock()
            isConnected = true
            let current = Array(subscribers.values)
            lock.unlock()
            for subscription in current {
                subscription.start()
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            isConnected = false
            let current = Array(subscribers.values)
            lock.unlock()
            for subscription in current {
                subscription.stop()
            }
        }

        /// Subscribes; ticks start now if connected (engine hook).
        public func _subscribe(_ subscriber: _PublisherSubscriber<Date>) -> AnyCancellable {
            let subscription = TimerSubscription(subscriber: subscriber, interval: interval)
            lock.lock()
            lastToken += 1
            let token = lastToken
            subscribers[token] = subscription
            let starts = isConnected
            lock.unlock()
            if starts {
                subscription.start()
            }
            return AnyCancellable { [weak self] in
                subscription.stop()
                guard let self else { return }
                lock.lock()
                subscribers[token] = nil
                lock.unlock()
            }
        }
    }
}

/// One view's ticks: a repeating timer on its graph's clock while the
/// publisher is connected.
final class TimerSubscription: @unchecked Sendable {
    private let subscriber: _PublisherSubscriber<Date>
    private let interval: Duration
    /// The engine timer's number while ticking; touched on the main actor only.
    private nonisolated(unsafe) var timer: Int?

    init(subscriber: _PublisherSubscriber<Date>, interval: TimeInterval) {
        self.subscriber = subscriber
        // Clamped to 1 ms … a year, so no interval (0, NaN, infinity) traps.
        let milliseconds = interval.isFinite ? min(max((interval * 1000).rounded(), 1), 31_536_000_000) : 31_536_000_000
        self.interval = .milliseconds(Int(milliseconds))
    }

    func start() {
        MainQueue.run { [self] in
            guard timer == nil else { return }
            let subscriber = subscriber
            timer = subscriber.timers.schedule(after: interval, repeating: interval) {
                subscriber.send(Date())
            }
        }
    }

    func stop() {
        MainQueue.run { [self] in
            guard let timer else { return }
            subscriber.timers.cancel(timer)
            self.timer = nil
        }
    }
}
