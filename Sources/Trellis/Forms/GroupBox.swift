/// Content in a box with an optional title: SwiftUI's `GroupBox`, drawn
/// with a rounded border around the bold title and the content.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
///     Text("2 reminders")
/// }
/// ```
///
/// ```
/// ╭────────────╮
/// │ Today      │
/// │ 3 meetings │
/// │ 2 reminders│
/// ╰────────────╯
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of the view `content` makes, titled by the view `label` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A box of the view `content` makes, titled by `label`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    /// The title and the content, padded, in a rounded border.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label.bold()
            content
        }
        .padding(.horizontal, 1)
        .border(.rounded)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of the view `content` makes, without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of the view `content` makes, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of the view `content` makes, titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
