extension View {
    /// Adds a search field to the navigation bar around this view, bound to
    /// `text`: a row of its own under the title, `⌕ Search`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(filtered) { Text($0.name) }
    ///         .navigationTitle("Contacts")
    ///         .searchable(text: $query, prompt: "Name or email")
    /// }
    /// ```
    ///
    /// The app filters with the text, as in SwiftUI. `/` focuses the field
    /// from anywhere the focused view does not type it; Esc in the field
    /// empties it and leaves it; Return runs the `.onSubmit(of: .search)`
    /// actions set around this view. As in SwiftUI on iOS, the field needs
    /// a `NavigationStack` or `NavigationSplitView` around the view to be
    /// shown. `placement` is accepted: the field always has its own row.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    {
        modifier(_SearchableModifier(text: text, prompt: prompt, isPresented: nil))
    }

    /// Adds a search field with a localized prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: Text(prompt), isPresented: nil))
    }

    /// Adds a search field with a prompt shown verbatim.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: Text(prompt), isPresented: nil))
    }

    /// Adds a search field whose focus `isPresented` follows: true while
    /// the field has the focus; setting it true focuses the field, false
    /// leaves it.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, prompt: prompt, isPresented: isPresented))
    }

    /// Adds suggestions under the search field in SwiftUI. Accepted: the
    /// app's filtered content is the terminal's list of suggestions.
    public func searchSuggestions<Suggestions: View>(@ViewBuilder _ suggestions: () -> Suggestions) -> some View {
        self
    }

    /// Makes this suggestion fill the search field with `completion` when
    /// chosen, in SwiftUI. Accepted, as `.searchSuggestions` is: a terminal
    /// search row shows no suggestions to choose.
    ///
    /// ```swift
    /// .searchSuggestions {
    ///     ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
    /// }
    /// ```
    public func searchCompletion(_ completion: String) -> some View {
        self
    }

}

/// The search field of `.searchable` in the navigation bar, and what the
/// views it modifies read of the search: ``EnvironmentValues/isSearching``
/// and ``EnvironmentValues/dismissSearch``.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: Text?
    let isPresented: Binding<Bool>?
    /// The chips of `.searchable(text:tokens:…)`, drawn before the text.
    var tokens: AnyView?
    /// The row of suggested tokens, given whether the search is active
    /// (`.searchable(text:tokens:suggestedTokens:…)`).
    var suggestedTokens: ((_ isActive: Bool) -> AnyView)?
    @State private var isFieldFocused = false
    @Environment(\.searchScopes) private var scopes

    init(text: Binding<String>, prompt: Text?, isPresented: Binding<Bool>?) {
        self.text = text
        self.prompt = prompt
        self.isPresented = isPresented
    }

    /// The field's focus: the app's `isPresented` when it gave one.
    private var presented: Binding<Bool> { isPresented ?? $isFieldFocused }

    /// The content with the search in its environment, and the field (and
    /// the scopes of a `.searchScopes` around it, and the suggested tokens)
    /// as toolbar entries.
    public func body(content: Content) -> some View {
        let text = text
        let presented = presented
        let isActive = presented.wrappedValue || !text.wrappedValue.isEmpty
        let field = SearchField(text: text, prompt: prompt, isPresented: presented, tokens: tokens)
        var entries = [ToolbarEntry(placement: .searchField, key: "search", content: AnyView(field))]
        if let scopes {
            entries.append(
                ToolbarEntry(
                    placement: .searchField, key: "searchScopes",
                    content: scopes.row(isActive, !text.wrappedValue.isEmpty)))
        }
        if let suggestedTokens {
            entries.append(
                ToolbarEntry(placement: .searchField, key: "searchSuggestedTokens", content: suggestedTokens(isActive)))
        }
        return content
            .environment(\.isSearching, isActive)
            .environment(\.dismissSearch, DismissSearchAction {
                text.wrappedValue = ""
                presented.wrappedValue = false
            })
            .modifier(_ToolbarModifier(entries: entries))
    }
}

/// Where a search field goes in SwiftUI; accepted: in a terminal it has a
/// row of its own under the navigation bar.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In a drawer of the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// When the drawer of a navigation bar shows its search field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// As the platform decides.
        case automatic
        /// Always.
        case always
    }
}

/// The field `.searchable` puts in the navigation bar: the glass, the
/// tokens when there are any, and the text.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text?
    let isPresented: Binding<Bool>
    let tokens: AnyView?
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 1) {
            Image(systemName: "magnifyingglass")
            if let tokens {
                tokens
            }
            TextField("Search", text: text, prompt: prompt)
                .focused($isFocused)
                .environment(\.submitTrigger, .search)
        }
        .modifier(_SearchShortcut(text: text))
        .onChange(of: isFocused) { _, focused in
            if isPresented.wrappedValue != focused {
                isPresented.wrappedValue = focused
            }
        }
        .onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
            if presented != isFocused {
                isFocused = presented
            }
        }
    }
}

/// Gives a search field its keys: `/` anywhere focuses it; Esc in it
/// empties it and leaves it.
struct _SearchShortcut: ViewModifier {
    typealias Body = Never

    let text: Binding<String>

    static func _makeView<Wrapped: View>(modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SearchShortcutNode(view: modifier, inputs: inputs))
    }
}

/// The node of ``_SearchShortcut``.
@MainActor
final class SearchShortcutNode<Content: View>: ModifierNode<Content, _SearchShortcut>, KeyboardShortcutTarget {
    private static var slash: KeyboardShortcut { KeyboardShortcut("/", modifiers: []) }

    var shortcut: KeyboardShortcut? { Self.slash }

    override var answersShortcuts: Bool { true }

    /// The search field's text field.
    private var field: (any Focusable)? {
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if let focusable = node as? any Focusable, node !== self {
                return focusable
            }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    func performShortcut() -> Bool {
        guard let field, field.acceptsFocus else { return false }
        graph.focus.move(to: field)
        return true
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard press.key == .escape, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty,
            let field, graph.focus.focused === field
        else { return .ignored }
        if !modifier.text.wrappedValue.isEmpty {
            modifier.text.wrappedValue = ""
        }
        graph.focus.move(to: nil)
        return .handled
    }

    override var modifierName: String { "searchShortcut" }
}

struct SubmitTriggerKey: EnvironmentKey {
    static var defaultValue: SubmitTriggers { .text }
}

extension EnvironmentValues {
    /// The trigger of the `.onSubmit` actions the text fields here run on
    /// Return: `.text`, or `.search` in a search field.
    var submitTrigger: SubmitTriggers {
        get { self[SubmitTriggerKey.self] }
        set { self[SubmitTriggerKey.self] = newValue }
    }
}
