/// The context of a state change: the animation it carries.
///
/// ```swift
/// withTransaction(Transaction(animation: .easeIn)) { isExpanded = true }
/// ```
///
/// The changes made in a transaction are applied in an update of their own
/// (Lifecycle.md rule 10) and drawn at once: a terminal plays no animation.
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

/// Runs `body` within `transaction`: the changes it makes are applied in an
/// update of their own, after the changes made before it (Lifecycle.md rule 10).
///
/// ```swift
/// count += 1                                  // applied first
/// withTransaction(Transaction(animation: .easeIn)) {
///     isExpanded.toggle()                     // then this, in its own update
/// }
/// ```
///
/// A terminal draws the result at once: the animation is not played. Cost:
/// an update pass of the views the writes before it invalidated, which the
/// frame would have run anyway.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    Graph.closeTransaction()
    defer { Graph.closeTransaction() }
    return try body()
}
