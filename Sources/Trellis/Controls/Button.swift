/// A control that runs an action when the user presses it: Return or
/// Space while it has the focus, a click, or its keyboard shortcut.
///
/// ```swift
/// Button("Save") { document.save() }
/// Button(role: .destructive) { delete() } label: { Text("Delete") }
/// ```
///
/// Tab focuses it (the default style draws it `[ Save ]`, in reverse video
/// while focused); `.disabled(true)` draws it faint and ignores presses;
/// `.keyboardShortcut(_:modifiers:)` adds a key that runs it from anywhere;
/// `.buttonStyle(_:)` changes how it looks. Cost: a press runs the action
/// and re-evaluates only what the action changed.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The button: its style's drawing of the label, focusable, running
    /// the action on Return, Space, a click or its shortcut.
    public var body: some View {
        StyledButtonLabel(configuration: ButtonStyleConfiguration(role: role, label: .init(label), trigger: action))
            .focusable()
            .modifier(_ButtonActionModifier(action: action, role: role))
    }
}

extension Button where Label == Text {
    /// A button labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// A button labelled with `title`, shown verbatim.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button with a role, labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, labelled with `title`, shown verbatim.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Draws a button's label with the style in the environment.
struct StyledButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.buttonStyle) private var style

    var body: some View {
        style.makeBody(configuration)
    }
}
