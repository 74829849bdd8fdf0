/// How a `Picker` shows its options.
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.inline)
/// ```
///
/// - ``MenuPickerStyle`` (the default): one line, `Size [ Small ▾ ]`;
///   Return, Space, ↓ or a click opens the list below it.
/// - ``InlinePickerStyle`` (also `.radioGroup`): every option on its own
///   line with a radio mark; ↑ and ↓ change the selection.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// How the picker lays out, for the engine.
    var _presentation: PickerPresentation { get }
}

/// The ways a picker can be laid out (engine detail of ``PickerStyle``).
public enum PickerPresentation: Sendable {
    /// A line that opens a list.
    case menu
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
