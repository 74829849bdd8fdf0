/// Whether the interface is light or dark.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// var body: some View {
///     Text("Mode").foregroundStyle(colorScheme == .dark ? .yellow : .blue)
/// }
/// ```
///
/// A terminal does not say which it is, so the environment holds `.dark`,
/// the common terminal look, unless an ancestor sets `\.colorScheme`.
/// `.preferredColorScheme(_:)` is accepted without effect: the terminal's
/// own theme decides its colours.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
}

extension EnvironmentValues {
    /// The colour scheme views draw for: `.dark` unless set above.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
