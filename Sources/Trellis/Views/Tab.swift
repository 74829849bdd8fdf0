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
/// The content is built the first time the tab is selected (semantics rule
/// 15). A terminal has no symbol images: `systemImage` is accepted for
/// source compatibility and not shown. Outside a tab view a `Tab` shows its
/// content.
public struct Tab<Value: Hashable, Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let title: String
    let value: Value
    let content: Content

    /// Creates a tab titled `title`, selected when the tab view's selection
    /// is `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.value = value
        self.content = content()
    }

    /// Creates a tab titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolved, value: value, content: content)
    }

    /// Creates a tab titled `title`; the symbol image is not shown.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(title, value: value, content: content)
    }

    /// Creates a tab titled with a localized key; the symbol image is not shown.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey.resolved, value: value, content: content)
    }

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: Tab, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TabNode(view: view, inputs: inputs))
    }
}
