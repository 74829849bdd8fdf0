/// The bars of a navigation container: the navigation bar on its first row
/// (`‹ Back`, leading items, the title or the principal item, trailing
/// items at the right edge) or the bottom bar on its last row (the bottom
/// items); nothing when a bar has nothing to show.
///
/// ```
/// ‹ Back  [ Edit ]  Notes                       [ + New ]
/// ⌕ Search                                                 a `.searchable` field, on its own row
/// ```
///
/// `‹ Back` is underlined and goes back when clicked; items take their
/// ideal widths; the title is bold, one line, and gets the room left
/// before the spacer (which yields first), so it is truncated only when
/// the items leave too little; an editable title
/// (`navigationTitle(_:)` with a binding) is a text field. The toolbar
/// items are drawn with the environment of the view that declared them
/// (``ToolbarItemHost``) and keep their state by their place in the
/// builder. Shared by `NavigationStack` and `NavigationController`.
struct NavigationBar: View {
    /// Which bar this is.
    enum Edge {
        case top
        case bottom
    }

    let edge: Edge
    let title: NavigationTitle?
    /// Goes back; `nil` when there is nothing to go back to or the screen
    /// hides `‹ Back`.
    let back: (() -> Void)?
    let toolbar: [ToolbarPublication]
    let visibility: Visibility

    init(
        edge: Edge = .top, title: NavigationTitle?, back: (() -> Void)?, toolbar: [ToolbarPublication] = [],
        visibility: Visibility = .automatic
    ) {
        self.edge = edge
        self.title = title
        self.back = back
        self.toolbar = toolbar
        self.visibility = visibility
    }

    var body: some View {
        if isShown {
            switch edge {
            case .top: topBar
            case .bottom: bottomBar
            }
        }
    }

    private var isShown: Bool {
        switch visibility {
        case .hidden: false
        case .visible: true
        case .automatic:
            switch edge {
            case .top:
                back != nil || !(title?.text.isEmpty ?? true) || title?.binding != nil
                    || !items(in: .leading).isEmpty || !items(in: .principal).isEmpty
                    || !items(in: .trailing).isEmpty || !items(in: .search).isEmpty
            case .bottom:
                !items(in: .bottom).isEmpty
            }
        }
    }

    private var topBar: some View {
        VStack(alignment: .leading, spacing: 0) {
            if hasTitleRow {
                titleRow
            }
            ForEach(items(in: .search), id: \.key) { $0 }
        }
    }

    /// Whether the top bar has anything besides a search field.
    private var hasTitleRow: Bool {
        visibility == .visible || back != nil || !(title?.text.isEmpty ?? true) || title?.binding != nil
            || !items(in: .leading).isEmpty || !items(in: .principal).isEmpty || !items(in: .trailing).isEmpty
    }

    private var titleRow: some View {
        HStack(spacing: 1) {
            if let back {
                Text("‹ Back").underline().onTapGesture(perform: back).padding(.trailing, 1)
            }
            itemViews(in: .leading)
            let principal = items(in: .principal)
            if principal.isEmpty {
                titleView
            } else {
                itemViews(principal)
            }
            Spacer(minLength: 0).layoutPriority(-1)
            itemViews(in: .trailing)
        }
        .frame(minHeight: 1)
    }

    private var bottomBar: some View {
        HStack(spacing: 1) {
            itemViews(in: .bottom)
        }
        .frame(maxWidth: .infinity, minHeight: 1, alignment: .leading)
    }

    @ViewBuilder private var titleView: some View {
        if let binding = title?.binding {
            TextField("Title", text: binding).bold()
        } else if let text = title?.text, !text.isEmpty {
            Text(text).bold().lineLimit(1)
        }
    }

    /// The items of `region`, each keyed by its toolbar and its place.
    private func items(in region: ToolbarItemPlacement.Region) -> [ToolbarItemHost] {
        toolbar.flatMap { publication in
            publication.entries.filter { $0.placement.region == region }.map {
                ToolbarItemHost(
                    key: "\(publication.source)\($0.key)", environment: publication.environment, content: $0.content,
                    expands: $0.expands)
            }
        }
    }

    private func itemViews(in region: ToolbarItemPlacement.Region) -> some View {
        itemViews(items(in: region))
    }

    private func itemViews(_ items: [ToolbarItemHost]) -> some View {
        ForEach(items, id: \.key) { item in
            if item.expands {
                item
            } else {
                item.fixedSize()
            }
        }
    }
}

/// A navigation screen's title: text, or a binding when the title can be
/// edited in the bar (`navigationTitle(_:)` with a `Binding<String>`).
struct NavigationTitle {
    let text: String
    let binding: Binding<String>?
}
