/// A source of values over time that a view can react to with
/// ``View/onReceive(_:perform:)``: the subset of Combine's `Publisher`
/// Trellis ships, so the usual SwiftUI patterns port without Combine.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
///
/// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
/// ```
///
/// Publishers: `Timer.publish(every:on:in:)` (`.autoconnect()`, or
/// `connect()` by hand), ``PassthroughSubject``, ``CurrentValueSubject``,
/// a `@Published` property's `$property`, and an ``ObservableObject``'s
/// `objectWillChange`. Operators (`map`, `filter`, `debounce`…) are not
/// provided: transform the value in the action.
public protocol Publisher<Output, Failure> {
    /// The type of the values published.
    associatedtype Output

    /// The type of the error that ends the publisher (`Never` for every
    /// Trellis publisher).
    associatedtype Failure: Error

    /// Starts delivering values to `subscriber` until the returned
    /// cancellable is cancelled or released (engine hook).
    func _subscribe(_ subscriber: _PublisherSubscriber<Output>) -> AnyCancellable
}

/// Something that can be cancelled: a subscription, a connected timer.
///
/// ```swift
/// let connection = timer.upstream.connect()
/// connection.cancel()
/// ```
public protocol Cancellable {
    /// Stops the work; cancelling twice does nothing.
    func cancel()
}

extension AnyCancellable: Cancellable {}

/// Where a publisher delivers its values: one view's `onReceive`, on the
/// main actor, with the clock of the view's graph (engine hook).
///
/// A value sent from another thread reaches the view on the main queue's
/// next turn; one sent on the main actor, at once.
@MainActor
public final class _PublisherSubscriber<Output> {
    /// The graph's clock, which timers schedule on (a test host's moves
    /// only when the test advances it).
    let timers: TimerQueue
    private let receive: (Output) -> Void

    init(timers: TimerQueue, receive: @escaping (Output) -> Void) {
        self.timers = timers
        self.receive = receive
    }

    /// Delivers `value` on the main actor.
    nonisolated func send(_ value: Output) {
        let box = UncheckedSendableBox(value: value)
        MainQueue.run { [self] in receive(box.value) }
    }
}

/// Carries a value that is not `Sendable` to the main actor, where the
/// subscriber that reads it lives.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}
