/// The text size the user chose, from `.xSmall` to `.accessibility5`.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var size
/// var body: some View {
///     if size >= .accessibility1 { VStack { content } } else { HStack { content } }
/// }
/// ```
///
/// A terminal's text has the size of its font, which the user sets in the
/// terminal, so the environment holds `.large` (SwiftUI's default) unless
/// an ancestor sets another; fonts draw the same at every size. Sizes are
/// ordered, smallest first.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size: the largest.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
    /// The text size of this part of the tree: `.large` unless set above
    /// (`.dynamicTypeSize(_:)`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
