/// A toggle drawn as a button: `[ Bold ]`, bold in white on the tint while
/// on.
///
/// ```swift
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
///
/// Space, Return or a click flips it, as any toggle; faint when disabled.
/// Cost: three texts.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// Draws the label in brackets, highlighted while on.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleButtonLabel(isOn: configuration.isOn, label: configuration.label)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, highlighted while on: `[ Bold ]`.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The label of a button-style toggle: bracketed, on the tint while on.
struct ToggleButtonLabel: View {
    let isOn: Bool
    let label: ToggleStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            Text("[ ")
            label
            Text(" ]")
        }
        .bold(isOn)
        .foregroundColor(isOn ? .white : nil)
        .background(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.clear))
        .dim(!isEnabled)
    }
}
