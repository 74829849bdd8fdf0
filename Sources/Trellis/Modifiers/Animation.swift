/// How a change would animate, accepted for source compatibility with SwiftUI.
///
/// A terminal redraws whole cells, so Trellis applies every change at once:
/// `withAnimation(.easeInOut) { isOpen = true }` behaves like `isOpen = true`.
/// Animations are kept as values so ported code compiles and transactions can
/// be inspected.
///
/// ```swift
/// Button("Toggle") { withAnimation(.spring()) { isExpanded.toggle() } }
/// ```
public struct Animation: Equatable, Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private var duration: Double?

    private init(_ name: String, duration: Double? = nil) {
        self.name = name
        self.duration = duration
    }

    /// The default animation.
    public static let `default` = Animation("default")
    /// A linear timing curve.
    public static let linear = Animation("linear")
    /// An ease-in timing curve.
    public static let easeIn = Animation("easeIn")
    /// An ease-out timing curve.
    public static let easeOut = Animation("easeOut")
    /// An ease-in-out timing curve.
    public static let easeInOut = Animation("easeInOut")
    /// A spring.
    public static let spring = Animation("spring")
    /// A bouncy spring.
    public static let bouncy = Animation("bouncy")
    /// A smooth spring.
    public static let smooth = Animation("smooth")
    /// A snappy spring.
    public static let snappy = Animation("snappy")

    /// A linear timing curve of `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    /// An ease-in timing curve of `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    /// An ease-out timing curve of `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    /// An ease-in-out timing curve of `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }

    /// A spring with the given response.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring", duration: response)
    }

    /// A spring lasting `duration` seconds.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }

    /// The same animation started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation { self }
    /// The same animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    /// The animation's name and duration, such as `easeIn(0.3s)`.
    public var description: String {
        duration.map { "\(name)(\($0)s)" } ?? name
    }
}

/// Runs `body` and returns its result: the changes it makes are applied in
/// an update of their own, after the changes made before it (Lifecycle.md
/// rule 10), and drawn at once, without the animation.
///
/// ```swift
/// withAnimation { isExpanded.toggle() }
/// ```
///
/// The same as `withTransaction(Transaction(animation: animation), body)`.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// When an animation counts as finished, for `withAnimation`'s completion:
/// accepted (nothing animates, so every animation finishes at once).
///
/// ```swift
/// withAnimation(.easeOut, completionCriteria: .removed) { isShown = false } completion: { cleanUp() }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animated value reaches its end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion`.
///
/// ```swift
/// withAnimation(.spring) { isExpanded = true } completion: { scrollToDetails() }
/// ```
///
/// Nothing animates in a terminal, so the animation is complete as soon as
/// the changes are made: `completion` runs right after `body`, before the
/// changes are drawn. `completionCriteria` is accepted.
@MainActor
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}
