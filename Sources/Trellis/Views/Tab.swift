/// One tab of a ``TabView``: a title, the selection value that picks it, and
/// its content.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Inbox", systemImage: "tray", value: 0) { Inbox() }
///     Tab("Sent", value: 1) { Sent() }
/// }
/// ```
///
/// The content is built the first time the tab is selected (Lifecycle.md rule
/// 15). A `systemImage` is drawn before the title (`★ Favourites`, see
/// ``Image``). A tab without a value (in a tab view without a selection)
/// is picked by its position. Outside a tab view a `Tab` shows its content.
public struct Tab<Value: Hashable, Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let title: String
    /// The selection value, or `nil` for a tab of a tab view without a
    /// selection (`Value` is `Never`).
    let value: Value?
    let content: Content

    /// Creates a tab titled `title`, selected when the tab view's selection
    /// is `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.value = value
        self.content = content()
    }

    /// A tab titled `title` with no value.
    init(title: String, content: Content) {
        self.title = title
        self.value = nil
        self.content = content
    }

    /// Creates a tab titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved, value: value, content: content)
    }

    /// Creates a tab titled `title` with an SF Symbol, shown before the
    /// title in the bar (`★ Favourites`).
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(SystemSymbols.glyph(for: systemImage) + " " + String(title), value: value, content: content)
    }

    /// Creates a tab titled with a localized key and an SF Symbol, shown
    /// before the title in the bar.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey.resolved, systemImage: systemImage, value: value, content: content)
    }

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: Tab, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TabNode(view: view, inputs: inputs))
    }
}

extension Tab where Value == Never {
    /// Creates a tab titled `title` for a tab view without a selection.
    ///
    /// ```swift
    /// TabView {
    ///     Tab("Received", systemImage: "tray") { Received() }
    ///     Tab("Sent", systemImage: "paperplane") { Sent() }
    /// }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), content: content())
    }

    /// Creates a tab titled with a localized key, for a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.resolved, content: content())
    }

    /// Creates a tab titled `title` with an SF Symbol, for a tab view without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: SystemSymbols.glyph(for: systemImage) + " " + String(title), content: content())
    }

    /// Creates a tab titled with a localized key and an SF Symbol, for a tab
    /// view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved, systemImage: systemImage, content: content)
    }
}
