/// A property of an ``ObservableObject`` whose writes send the object's
/// `objectWillChange`.
///
/// ```swift
/// final class Inbox: ObservableObject {
///     @Published var unread = 0
/// }
/// let subscription = inbox.$unread.sink { print("unread: \($0)") }
/// ```
///
/// Only available on properties of classes, as in Combine.
@propertyWrapper
public struct Published<Value> {
    private let storage: PublishedStorage<Value>

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    /// Creates the property with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Unavailable: the value is reached through the enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// A publisher of the property's values: the current value on
    /// subscription, then each new value before it is stored.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The value of the property of `object`; writing it sends the object's
    /// `objectWillChange` first, then publishes the new value.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].storage.publish(newValue)
        }
    }

    /// The values of a `@Published` property.
    public struct Publisher {
        fileprivate let storage: PublishedStorage<Value>

        /// Calls `receiveValue` with the current value, then with each new
        /// value, until the returned cancellable is cancelled or released.
        /// It runs on the thread that writes the property.
        public func sink(receiveValue: @escaping @Sendable (Value) -> Void) -> AnyCancellable {
            storage.subscribe(receiveValue)
        }
    }
}

extension Published.Publisher: Trellis.Publisher {
    /// A property never fails.
    public typealias Failure = Never

    /// Subscribes: the current value at once, then each new value
    /// (engine hook).
    public func _subscribe(_ subscriber: _PublisherSubscriber<Value>) -> AnyCancellable {
        storage.subscribe { subscriber.send($0) }
    }
}

/// The value of one `@Published` property and the subscribers of its values.
private final class PublishedStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    private var subscribers: [Int: @Sendable (Value) -> Void] = [:]
    private var lastToken = 0

    init(_ value: Value) {
        current = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func publish(_ newValue: Value) {
        lock.lock()
        let handlers = subscribers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for handler in handlers {
            handler(newValue)
        }
        lock.lock()
        current = newValue
        lock.unlock()
    }

    func subscribe(_ handler: @escaping @Sendable (Value) -> Void) -> AnyCancellable {
        lock.lock()
        lastToken += 1
        let token = lastToken
        subscribers[token] = handler
        let value = current
        lock.unlock()
        handler(value)
        return AnyCancellable { [weak self] in
            guard let self else { return }
            lock.lock()
            subscribers[token] = nil
            lock.unlock()
        }
    }
}
