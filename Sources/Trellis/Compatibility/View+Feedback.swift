/// Haptics, privacy redaction and blending — ideas a terminal has no
/// channel for — accepted so ported code compiles.
///
/// ```swift
/// Button("Save") { save() }
///     .sensoryFeedback(.success, trigger: saveCount)   // accepted: no haptics
/// Text(account.balance).privacySensitive()             // accepted: drawn as is
/// ```
///
/// Each passes its content through unchanged under the modifier's name.
/// Cost: one pass-through node.
extension View {
    /// Accepted: a terminal has no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_PassthroughModifier(kind: "sensoryFeedback"))
    }

    /// Accepted: a terminal has no haptics.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        modifier(_PassthroughModifier(kind: "sensoryFeedback"))
    }

    /// Accepted: a terminal has no haptics.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        modifier(_PassthroughModifier(kind: "sensoryFeedback"))
    }

    /// Accepted: the view is drawn as it is (a terminal has no privacy
    /// redaction of its own).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_PassthroughModifier(kind: "privacySensitive"))
    }

    /// Accepted: the view is drawn as it is, not as placeholder shapes.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_PassthroughModifier(kind: "redacted"))
    }

    /// Accepted: undoes ``redacted(reason:)``, which draws nothing different.
    public func unredacted() -> some View {
        modifier(_PassthroughModifier(kind: "unredacted"))
    }

    /// Accepted: cells are drawn over each other, not blended.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_PassthroughModifier(kind: "blendMode"))
    }

    /// Accepted: the view is drawn whole, not masked by `mask`'s opacity.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_PassthroughModifier(kind: "mask"))
    }

    /// Accepted: see ``mask(alignment:_:)``.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_PassthroughModifier(kind: "mask"))
    }
}

/// A haptic feedback. Accepted.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight` and `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact of `flexibility` and `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility()
        public static let solid = Flexibility()
        public static let soft = Flexibility()
    }
}

/// Why a view is redacted. Accepted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Placeholder content.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content not yet valid.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How a view blends with what is behind it. Accepted.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}
