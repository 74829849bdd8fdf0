/// How toggles look: a style draws the label and the state it is given.
///
/// ```swift
/// struct StarStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { Text(configuration.isOn ? "★" : "☆"); configuration.label }
///     }
/// }
/// ```
///
/// The focus indication, the faint drawing when disabled and the key and
/// click handling are added around whatever the style draws.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// The label and state of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration

    /// Draws the toggle described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The label of a toggle, type-erased for styles.
    public typealias Label = _StyleLabel

    /// The toggle's label.
    public let label: Label
    /// The state, for styles that change it themselves.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style with its type erased, as the environment holds it.
typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>

extension AnyStyle where Configuration == ToggleStyleConfiguration {
    @MainActor
    init<Style: ToggleStyle>(_ style: Style) {
        makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { MainActor.assumeIsolated { AnyToggleStyle(CheckboxToggleStyle()) } }
}

extension EnvironmentValues {
    /// The style the toggles here are drawn with.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    ///
    /// ```swift
    /// Form().toggleStyle(.switch)
    /// ```
    public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// The default style: a box before the label, `[x] Mute` or `[ ] Mute`.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// Draws `[x] label` or `[ ] label`.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleMark(isOn: configuration.isOn, on: "[x]", off: "[ ]", label: configuration.label)
    }
}

/// A switch before the label, `(●  ) Wi-Fi` off and `(  ●) Wi-Fi` on, the
/// knob green (or the tint given) when on.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color

    /// Creates the style.
    public init() {
        tint = .green
    }

    /// Creates the style with the switch drawn in `tint` when on.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(SwitchToggleStyle(tint: .blue))
    /// ```
    public init(tint: Color) {
        self.tint = tint
    }

    /// Draws the switch and the label.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleMark(isOn: configuration.isOn, on: "(  ●)", off: "(●  )", label: configuration.label, tint: tint)
    }
}

/// The style a toggle gets when none is set: ``CheckboxToggleStyle``.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// Draws the toggle as ``CheckboxToggleStyle`` does.
    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A box before the label: `[x] Mute`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch before the label: `(  ●) Wi-Fi`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A mark for the state before a label, faint when disabled.
struct ToggleMark: View {
    let isOn: Bool
    let on: String
    let off: String
    let label: ToggleStyleConfiguration.Label
    var tint = Color.green
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 1) {
            Text(isOn ? on : off).foregroundColor(isOn ? tint : nil)
            label
        }
        .dim(!isEnabled)
    }
}
