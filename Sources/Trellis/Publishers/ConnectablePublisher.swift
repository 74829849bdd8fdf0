import Foundation

/// A publisher that sends nothing until it is connected.
///
/// ```swift
/// let timer = Timer.publish(every: 1, on: .main, in: .common)
/// let connection = timer.connect()     // starts the ticks
/// connection.cancel()                  // stops them
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one when its first subscriber
    /// subscribes.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

/// The namespace of Trellis's publisher types, as in Combine.
public enum Publishers {
    /// A connectable publisher that connects at its first subscription.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// timer.upstream.connect().cancel()   // stops the timer for good
    /// ```
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The type of the values published.
        public typealias Output = Upstream.Output
        /// The type of the error that ends the publisher.
        public typealias Failure = Upstream.Failure

        /// The publisher this one connects.
        public let upstream: Upstream

        private let connection = AutoconnectState()

        init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream, connecting it the first time
        /// (engine hook).
        public func _subscribe(_ subscriber: _PublisherSubscriber<Output>) -> AnyCancellable {
            let subscription = upstream._subscribe(subscriber)
            if connection.claimFirstConnection() {
                connection.keep(upstream.connect())
            }
            return subscription
        }
    }
}

/// Whether an ``Publishers/Autoconnect`` connected its upstream, and the
/// connection it keeps.
final class AutoconnectState: @unchecked Sendable {
    private let lock = NSLock()
    private var isConnected = false
    private var connection: (any Cancellable)?

    /// True the first time only.
    func claimFirstConnection() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isConnected else { return false }
        isConnected = true
        return true
    }

    func keep(_ connection: any Cancellable) {
        lock.lock()
        self.connection = connection
        lock.unlock()
    }
}
