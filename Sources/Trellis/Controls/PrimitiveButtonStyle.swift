/// A button style that decides how its button is triggered as well as how
/// it looks: SwiftUI's `PrimitiveButtonStyle`.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
///
/// Button("Erase") { erase() }.buttonStyle(DoubleTapStyle())
/// ```
///
/// The style's body replaces the button's drawing, and its gestures call
/// `configuration.trigger()` to run the action. The button around it stays
/// a button: Tab focuses it and Return, Space and its keyboard shortcut
/// still run the action, so that every button can be reached from the
/// keyboard. Cost: the style's body, evaluated as a view's.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of the view the style makes.
    associatedtype Body: View

    /// The properties of the button the style draws.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// The view for the button described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` knows about the button it draws: its
/// role and label, and how to run its action.
///
/// ```swift
/// configuration.label.onLongPressGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// The label of a button, for a style to place.
    public typealias Label = _StyleLabel

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    private let action: () -> Void

    init(_ configuration: ButtonStyleConfiguration) {
        role = configuration.role
        label = configuration.label
        action = configuration.trigger
    }

    /// Runs the button's action.
    @MainActor
    public func trigger() {
        action()
    }
}

extension View {
    /// Sets the style of the buttons in this view to a primitive style,
    /// which draws them and decides what triggers them.
    ///
    /// ```swift
    /// Button("Erase") { erase() }.buttonStyle(DoubleTapStyle())
    /// ```
    ///
    /// It takes the place of any ``ButtonStyle`` set further out, through
    /// the same environment value. Cost: one environment value.
    public func buttonStyle<Style: PrimitiveButtonStyle>(_ style: Style) -> some View {
        environment(\.buttonStyle, AnyButtonStyle { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration($0))) })
    }

    /// Sets whether holding a button down repeats its action, in SwiftUI.
    /// Accepted: a terminal reports a held key as repeated presses, which
    /// run a focused button's action each time whatever the value.
    ///
    /// ```swift
    /// Button("+") { count += 1 }.buttonRepeatBehavior(.enabled)
    /// ```
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        modifier(_PassthroughModifier(kind: "buttonRepeatBehavior"))
    }
}

/// Whether holding a button repeats its action: SwiftUI's
/// `ButtonRepeatBehavior`, accepted by ``View/buttonRepeatBehavior(_:)``.
///
/// ```swift
/// .buttonRepeatBehavior(.enabled)
/// ```
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String

    /// The platform's behaviour.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Holding the button repeats its action.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Holding the button runs its action once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
