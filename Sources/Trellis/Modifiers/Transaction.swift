/// The context of a state change: the animation it carries.
///
/// Accepted for source compatibility; Trellis applies changes at once.
public struct Transaction: Sendable, Equatable {
    /// The animation the change would use.
    public var animation: Animation?
    /// Whether animations are disabled for the change.
    public var disablesAnimations = false

    /// Creates a transaction with no animation.
    public init() {}

    /// Creates a transaction that carries `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` within `transaction`; the changes it makes apply at once.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
