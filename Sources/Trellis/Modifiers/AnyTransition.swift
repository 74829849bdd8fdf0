/// How a view enters and leaves, accepted for source compatibility; in a
/// terminal it decides only the order of lifecycle actions.
///
/// No animation runs: an inserted view is drawn at once, a removed one is
/// gone at once. What a transition changes is Lifecycle.md rule 10: when an
/// update replaces a view that carries `.transition(.identity)` (for its
/// removal), the old view's disappear actions run before the new view's
/// appear actions instead of after.
///
/// ```swift
/// if showA {
///     A().transition(.identity)     // B+ comes after A- when A is replaced
/// } else {
///     B()
/// }
/// ```
public struct AnyTransition: Sendable, Equatable {
    private enum Kind: Sendable, Equatable {
        case identity
        case animated(String)
        indirect case asymmetric(insertion: AnyTransition, removal: AnyTransition)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// No transition: the view is replaced in place.
    public static let identity = AnyTransition(.identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(.animated("opacity"))
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(.animated("slide"))
    /// Scales in and out.
    public static let scale = AnyTransition(.animated("scale"))

    /// Scales in and out by `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.animated("scale"))
    }

    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.animated("move")) }

    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.animated("push")) }

    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(.animated("offset")) }

    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.animated("offset")) }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion, removal: removal))
    }

    /// This transition combined with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition {
        isIdentity ? other : self
    }

    /// This transition with `animation` (applied at once in a terminal).
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    /// The transition used when the view is removed.
    var removal: AnyTransition {
        if case .asymmetric(_, let removal) = kind {
            return removal.removal
        }
        return self
    }

    /// Whether the transition is the identity.
    var isIdentity: Bool { kind == .identity }
}
