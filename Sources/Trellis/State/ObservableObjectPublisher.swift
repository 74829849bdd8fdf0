/// Tells subscribers that an object is about to change.
///
/// Subscribers run synchronously on the thread that calls ``send()``, so
/// their closures are `@Sendable`. Thread-safe: the subscriber list is
/// guarded by a lock.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: @Sendable () -> Void] = [:]
    private var lastToken = 0

    /// The views that read the object; invalidated by every ``send()``.
    let readers = ObjectReaders()

    /// Creates a publisher with no subscribers.
    public init() {}

    /// Tells every subscriber, and every view that read the object, that
    /// the object is about to change.
    public func send() {
        readers.invalidate()
        lock.lock()
        let handlers = subscribers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for handler in handlers {
            handler()
        }
    }

    /// Calls `receiveValue` before every change until the returned
    /// cancellable is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
        lock.lock()
        lastToken += 1
        let token = lastToken
        subscribers[token] = receiveValue
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            lock.lock()
            subscribers[token] = nil
            lock.unlock()
        }
    }

    // MARK: Default publishers

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private nonisolated(unsafe) static var publishers: [ObjectIdentifier: Entry] = [:]
    private static let publishersLock = NSLock()

    /// The publisher of `object`, created on first use and kept while the
    /// object lives.
    static func shared(for object: AnyObject) -> ObservableObjectPublisher {
        publishersLock.lock()
        defer { publishersLock.unlock() }
        let identity = ObjectIdentifier(object)
        if let entry = publishers[identity], entry.object === object {
            return entry.publisher
        }
        if publishers.count >= 64, publishers.count.nonzeroBitCount == 1 {
            publishers = publishers.filter { $0.value.object != nil }
        }
        let publisher = ObservableObjectPublisher()
        publishers[identity] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

extension ObservableObjectPublisher: Publisher {
    /// Each change sends an empty value.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never

    /// Subscribes to the changes that follow (engine hook).
    public func _subscribe(_ subscriber: _PublisherSubscriber<Void>) -> AnyCancellable {
        sink { subscriber.send(()) }
    }
}
