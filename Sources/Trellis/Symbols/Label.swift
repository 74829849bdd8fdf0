/// A title with an icon: SwiftUI's `Label`, drawn `icon title` (`⚙ Settings`)
/// unless a ``LabelStyle`` says otherwise.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")                 // 📥 Inbox
/// Label { Text("Due") } icon: { Image(systemName: "clock") }
/// Label("Delete", systemImage: "trash").labelStyle(.titleOnly)   // Delete
/// ```
///
/// In a `TabView`'s `.tabItem` and a `Tab`, the label's icon and title make
/// the tab's title in the bar. Cost: one body, the style's.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Whether the label is drawn as ``TitleAndIconLabelStyle`` whatever
    /// the environment's style: a style's `Label(configuration)`.
    private var drawsDefaultStyle = false

    /// A label of the views `title` and `icon` make.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label drawn by the style of the environment.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: _StyleLabel(title), icon: _StyleLabel(icon))
        if drawsDefaultStyle {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        } else {
            StyledLabel(configuration: configuration)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized key, with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title`, with an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled by a localized key, with a named picture (drawn as a placeholder).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled `title`, with a named picture (drawn as a placeholder).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a custom ``LabelStyle`` is given, drawn as a plain label
    /// (icon and title), for a style that adds to the standard look:
    ///
    /// ```swift
    /// func makeBody(configuration: Configuration) -> some View {
    ///     Label(configuration).bold()
    /// }
    /// ```
    ///
    /// It does not use the environment's style, which is the custom style
    /// itself and would draw it again without end.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        drawsDefaultStyle = true
    }
}

/// A label's view drawn by the environment's label style.
struct StyledLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelStyle) private var style

    var body: some View {
        style.makeBody(configuration)
    }
}

/// What a tab bar shows for a label handed to `.tabItem`: its icon and its
/// title, as text.
@MainActor
protocol TabTitleProviding {
    /// The text of the label, or `nil` when it has none a bar could show.
    var tabTitle: String? { get }
}

extension Text: TabTitleProviding {
    var tabTitle: String? { plainText }
}

extension Label: TabTitleProviding {
    var tabTitle: String? {
        let title = (title as? any TabTitleProviding)?.tabTitle
        let icon = (icon as? any TabTitleProviding)?.tabTitle
        switch (icon, title) {
        case let (icon?, title?): return "\(icon) \(title)"
        case let (icon, title): return title ?? icon
        }
    }
}

extension Image: TabTitleProviding {
    var tabTitle: String? {
        switch source {
        case .system(let name): SystemSymbols.glyph(for: name)
        case .named: nil
        }
    }
}

extension TupleView: TabTitleProviding {
    /// The titles of the views side by side (`Image` and `Text`: `⌂ Home`).
    var tabTitle: String? {
        var parts: [String] = []
        for element in repeat each value {
            if let title = (element as? any TabTitleProviding)?.tabTitle {
                parts.append(title)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
