/// How a `Picker` shows its options.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.inline)
/// ```
///
/// - ``MenuPickerStyle`` (the default): one line, `Size [ Small ▾ ]`;
///   Return, Space, ↓ or a click opens the list below it.
/// - ``InlinePickerStyle`` (also `.radioGroup` and `.wheel`): every option
///   on its own line with a radio mark; ↑ and ↓ change the selection.
/// - ``SegmentedPickerStyle`` (also `.palette`): the options side by side,
///   ` Day │ Week │ Month `, the chosen one in reverse video; ← and → or a
///   click change the selection. As on iOS, the label is not shown.
/// - ``NavigationLinkPickerStyle``: drawn as the menu. A pushed screen of
///   options would take the whole terminal for a choice the menu makes in
///   place.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// How the picker lays out, for the engine.
    var _presentation: PickerPresentation { get }
}

/// The ways a picker can be laid out (engine detail of ``PickerStyle``).
public enum PickerPresentation: Sendable {
    /// A line that opens a list.
    case menu
    /// The options side by side.
    case segmented
    /// Every option shown.
    case inline
}

/// One line that opens a list of the options: the default.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _presentation: PickerPresentation { .menu }
}

/// Every option on its own line, with a radio mark.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Inline.
    public var _presentation: PickerPresentation { .inline }
}

/// Every option on its own line, with a radio mark (as ``InlinePickerStyle``).
public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Inline.
    public var _presentation: PickerPresentation { .inline }
}

/// The style a picker gets when none is set: ``MenuPickerStyle``.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _presentation: PickerPresentation { .menu }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// One line that opens a list.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Every option on its own line.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Every option on its own line, with a radio mark.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The options side by side, the chosen one in reverse video.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Segmented.
    public var _presentation: PickerPresentation { .segmented }
}

/// The options side by side (as ``SegmentedPickerStyle``).
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Segmented.
    public var _presentation: PickerPresentation { .segmented }
}

/// A wheel in SwiftUI; every option on its own line in a terminal (as
/// ``InlinePickerStyle``).
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// Inline.
    public var _presentation: PickerPresentation { .inline }
}

/// A row that pushes a list of options in SwiftUI; drawn as the menu here.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// A menu.
    public var _presentation: PickerPresentation { .menu }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// The options side by side.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Every option on its own line.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The menu.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

struct PickerPresentationKey: EnvironmentKey {
    static let defaultValue = PickerPresentation.menu
}

extension EnvironmentValues {
    /// How the pickers here lay out.
    var pickerPresentation: PickerPresentation {
        get { self[PickerPresentationKey.self] }
        set { self[PickerPresentationKey.self] = newValue }
    }
}

extension View {
    /// Shows the pickers in this view with `style`.
    public func pickerStyle<Style: PickerStyle>(_ style: Style) -> some View {
        environment(\.pickerPresentation, style._presentation)
    }
}
