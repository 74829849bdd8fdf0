import Foundation

struct AccessibilityReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct AccessibilityReduceTransparencyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// Whether the user asked for less motion: `false` unless set above.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Spinner().opacity(reduceMotion ? 0 : 1)
    /// ```
    ///
    /// A terminal has no such setting; Trellis applies changes at once
    /// (animations are accepted and skipped), so nothing moves anyway.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency: `false` unless set
    /// above. Materials are opaque in a terminal already.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Pixels per point of the display: 1 in a terminal, where a point is
    /// a cell, unless set above.
    ///
    /// ```swift
    /// @Environment(\.displayScale) private var scale   // 1
    /// ```
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
