/// A button that opens a menu of actions.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// Menu {
///     Button("Duplicate") { duplicate() }
///     Button("Delete", role: .destructive) { delete() }
/// } label: {
///     Label("More", systemImage: "ellipsis.circle")
/// }
/// ```
///
/// Drawn as a button, `[ Sort ▾ ]`; Return, Space or a click opens its
/// content as an action menu over the dimmed screen (each item on its own
/// line, then Cancel; Esc closes it). With a `primaryAction`, the button
/// runs that action and the menu opens as a context menu does: with a right
/// click, Shift-F10 or Alt-Return. The content may hold buttons, toggles,
/// pickers, dividers and sections. Cost: one button, and the menu's views
/// while it is open.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var state = ActionMenuState()

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose button runs `primaryAction`; its content opens as a
    /// context menu.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The button, and the menu while it is open.
    public var body: some View {
        if let primaryAction {
            Button(action: primaryAction) { MenuLabel(label: label) }
                .contextMenu { content }
        } else {
            Button {
                state.open(ActionMenu(title: nil, actions: [AnyView(content)]))
            } label: {
                MenuLabel(label: label)
            }
            .actionMenu(state)
        }
    }
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a title shown verbatim.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a localized title whose button runs `primaryAction`.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu with a title shown verbatim whose button runs `primaryAction`.
    ///
    /// ```swift
    /// Menu(document.name) { Button("Rename") { rename() } } primaryAction: { open(document) }
    /// ```
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a title shown verbatim and an SF Symbol.
    ///
    /// ```swift
    /// Menu(folder.name, systemImage: "folder") { Button("Open") { open(folder) } }
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled with a title and an SF Symbol whose button runs
    /// `primaryAction`; its content opens as a context menu.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { Trellis.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// A menu labelled with a title shown verbatim and an SF Symbol whose
    /// button runs `primaryAction`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Trellis.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

/// A menu button's label: the label, then `▾`, unless `.menuIndicator(.hidden)`.
struct MenuLabel<Label: View>: View {
    let label: Label
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        HStack(spacing: 1) {
            label
            if indicator != .hidden {
                Text("▾")
            }
        }
    }
}

struct MenuIndicatorKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether menu buttons here show their `▾`.
    var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the `▾` after the labels of the menus in this view.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Sets how menus look in SwiftUI; accepted: a menu is a button here.
    public func menuStyle<Style: MenuStyle>(_ style: Style) -> some View {
        self
    }
}

/// How a menu looks; every style draws the menu as a button in a terminal.
public protocol MenuStyle {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
