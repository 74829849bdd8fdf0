/// The direction text and stacks run in.
///
/// ```swift
/// @Environment(\.layoutDirection) private var direction
/// Image(systemName: direction == .leftToRight ? "chevron.right" : "chevron.left")
/// ```
///
/// A terminal lays out left to right (it does not reorder right-to-left
/// scripts), so the environment holds `.leftToRight`; setting
/// `.rightToLeft` changes what views read here, not how Trellis lays out.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as Latin scripts run.
    case leftToRight
    /// Right to left, as Arabic and Hebrew run.
    case rightToLeft
}

struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The direction of layout: `.leftToRight` unless set above.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
