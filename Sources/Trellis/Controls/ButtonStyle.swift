/// How buttons look: a style draws the label it is given.
///
/// ```swift
/// struct ArrowStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 0) { Text("→ "); configuration.label }
///     }
/// }
/// Button("Next") { next() }.buttonStyle(ArrowStyle())
/// ```
///
/// The focus indication (reverse video) and the faint drawing of a
/// disabled button are added around whatever the style draws; read
/// `@Environment(\.isFocused)` and `isEnabled` for more. A terminal reports
/// no press duration, so `isPressed` is always `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// The label and role of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration

    /// Draws the button described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws: the button's label and role.
public struct ButtonStyleConfiguration {
    /// The label of a button, type-erased for styles.
    public typealias Label = _StyleLabel

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down; always `false` in a terminal.
    public let isPressed = false

    /// Runs the button's action: what a ``PrimitiveButtonStyle``'s
    /// configuration triggers.
    let trigger: () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.trigger = trigger
    }
}

/// A button style with its type erased, as the environment holds it.
typealias AnyButtonStyle = AnyStyle<ButtonStyleConfiguration>

extension AnyStyle where Configuration == ButtonStyleConfiguration {
    @MainActor
    init<Style: ButtonStyle>(_ style: Style) {
        makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { MainActor.assumeIsolated { AnyButtonStyle(BorderedButtonStyle()) } }
}

extension EnvironmentValues {
    /// The style the buttons here are drawn with.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    ///
    /// ```swift
    /// HStack { Button("OK") {}; Button("Cancel") {} }.buttonStyle(.borderless)
    /// ```
    public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// The default style: the label in brackets, `[ Save ]`; red for a
/// destructive role, faint when disabled.
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// Draws `[ label ]`.
    public func makeBody(configuration: Configuration) -> some View {
        RoleStyledLabel(configuration: configuration, opening: "[ ", closing: " ]")
    }
}

/// The label alone, with the role's colour: for buttons inside text or lists.
public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// Draws the label with the role's colour.
    public func makeBody(configuration: Configuration) -> some View {
        RoleStyledLabel(configuration: configuration, opening: "", closing: "")
    }
}

/// The label exactly as given: no brackets, no role colour.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// Draws the label unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The style a button gets when none is set: ``BorderedButtonStyle``.
public struct DefaultButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// Draws the button as ``BorderedButtonStyle`` does.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The label in brackets: `[ Save ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, with the role's colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label exactly as given.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A label between two strings, red for a destructive role, faint when disabled.
/// A filled button in the tint (the accent colour unless `.tint(_:)` sets
/// another): ` Save ` in bold on the tint.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label between spaces, on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        ProminentLabel(configuration: configuration)
    }
}

/// A button drawn as a link: its label in the tint, without brackets.
///
/// ```swift
/// Button("Forgot password?") { reset() }.buttonStyle(.link)
/// ```
public struct LinkButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        RoleStyledLabel(configuration: configuration, opening: "", closing: "", isTinted: true)
    }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled button in the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The label of a prominent button: bold, between spaces, on the tint (red
/// for a destructive role), faint when disabled.
struct ProminentLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            Text(" ")
            configuration.label
            Text(" ")
        }
        .bold()
        .foregroundColor(.white)
        .background(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
        .dim(!isEnabled)
    }
}

struct RoleStyledLabel: View {
    let configuration: ButtonStyleConfiguration
    let opening: String
    let closing: String
    /// Whether the label is drawn in the tint (a link button).
    var isTinted = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        HStack(spacing: 0) {
            if !opening.isEmpty { Text(opening) }
            configuration.label
            if !closing.isEmpty { Text(closing) }
        }
        .foregroundColor(configuration.role == .destructive ? .red : isTinted ? tint ?? .accentColor : nil)
        .dim(!isEnabled)
    }
}
