/// What a screen shows when it has nothing to show: SwiftUI's
/// `ContentUnavailableView`, its label in bold, its description faint and
/// its actions below, centred in the space it is offered.
///
/// ```swift
/// if inbox.isEmpty {
///     ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// }
/// ContentUnavailableView.search(text: query)          // ⌕ No Results for “tea”
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of the label, description and actions the closures make.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, the description and the actions, centred.
    public var body: some View {
        VStack(spacing: 1) {
            label.bold()
            description.dim()
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled by a localized key, with an SF Symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled `title`, with an SF Symbol and a description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled by a localized key, with a named image (drawn as
    /// ``Image/init(_:bundle:)`` draws it: a placeholder) and a description.
    ///
    /// ```swift
    /// ContentUnavailableView("No Photos", image: "EmptyAlbum", description: Text("Import some."))
    /// ```
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    /// A view titled `title`, with a named image and a description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    /// The view a search with no results shows: `⌕ No Results`.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view a search for `text` with no results shows:
    /// `⌕ No Results for “text”`.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
