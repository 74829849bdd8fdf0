import Foundation

/// A publisher you send values through by hand; it keeps none.
///
/// ```swift
/// let refreshRequests = PassthroughSubject<Void, Never>()
///
/// List(items) { … }.onReceive(refreshRequests) { reload() }
/// refreshRequests.send()
/// ```
///
/// Subscribers receive each value sent while they are subscribed, on the
/// main actor. Thread-safe. Cost: O(subscribers) per send.
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output>()

    /// Creates a subject with no subscribers.
    public init() {}

    /// Sends `value` to every subscriber.
    public func send(_ value: Output) {
        subscribers.send(value)
    }

    /// Subscribes (engine hook).
    public func _subscribe(_ subscriber: _PublisherSubscriber<Output>) -> AnyCancellable {
        subscribers.add(subscriber)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends an empty value to every subscriber.
    public func send() {
        send(())
    }
}

/// A publisher that holds a value, sends it to each new subscriber, and
/// sends every new value.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
///
/// Text("Volume").onReceive(volume) { level = $0 }   // receives 5 at once
/// volume.value = 7                                   // then 7
/// ```
///
/// Thread-safe. Cost: O(subscribers) per send.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private let subscribers = SubjectSubscribers<Output>()

    /// Creates a subject holding `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The value held; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set {
            send(newValue)
        }
    }

    /// Holds `value` and sends it to every subscriber.
    public func send(_ value: Output) {
        lock.lock()
        current = value
        lock.unlock()
        subscribers.send(value)
    }

    /// Subscribes, and sends the value held (engine hook).
    public func _subscribe(_ subscriber: _PublisherSubscriber<Output>) -> AnyCancellable {
        let cancellable = subscribers.add(subscriber)
        subscriber.send(value)
        return cancellable
    }
}

/// The subscribers of a subject, guarded by a lock.
final class SubjectSubscribers<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: _PublisherSubscriber<Output>] = [:]
    private var lastToken = 0

    func add(_ subscriber: _PublisherSubscriber<Output>) -> AnyCancellable {
        lock.lock()
        lastToken += 1
        let token = lastToken
        subscribers[token] = subscriber
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            lock.lock()
            subscribers[token] = nil
            lock.unlock()
        }
    }

    func send(_ value: Output) {
        lock.lock()
        let receivers = subscribers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for receiver in receivers {
            receiver.send(value)
        }
    }
}
