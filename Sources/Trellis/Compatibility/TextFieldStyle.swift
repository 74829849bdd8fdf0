/// How a text field is decorated: accepted, so ported code compiles. A
/// text field is always one underlined line in a terminal (a rounded
/// border would take three rows in every form).
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public protocol TextFieldStyle {}

/// The platform's default text field look.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

/// A text field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Accepted: a terminal text field is one underlined line.
    public func textFieldStyle<Style: TextFieldStyle>(_ style: Style) -> some View {
        modifier(_PassthroughModifier(kind: "textFieldStyle"))
    }
}
