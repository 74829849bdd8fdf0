/// A subscription that ends when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Creates a cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Ends the subscription.
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    /// Keeps the cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    deinit {
        cancel()
    }

    /// Cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
