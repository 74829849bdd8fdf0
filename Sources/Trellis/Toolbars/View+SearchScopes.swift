extension View {
    /// Adds scopes to the search field of the `.searchable` on this view: a
    /// segmented row under the field, bound to `scope`, with an option per
    /// tagged view of `scopes`.
    ///
    /// ```swift
    /// enum Scope: Hashable { case all, unread }
    ///
    /// List(filtered) { Text($0.subject) }
    ///     .searchable(text: $query)
    ///     .searchScopes($scope) {
    ///         Text("All").tag(Scope.all)
    ///         Text("Unread").tag(Scope.unread)
    ///     }
    /// ```
    ///
    /// ```
    /// ⌕ Search
    ///  All │ Unread
    /// ```
    ///
    /// The row is a `Picker` with the segmented style: ← and → on it, or a
    /// click on a segment, choose a scope. It is shown while the search is
    /// active (the field has the focus or holds text, as `isSearching`
    /// says) or while the row has the focus; the app filters with the
    /// scope, as in SwiftUI. Cost: a picker.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(SearchScopesModifier(scope: scope, scopes: scopes(), activation: .automatic))
    }

    /// Adds scopes shown as `activation` says: `.onSearchPresentation` and
    /// `.automatic` while the search is active, `.onTextEntry` once the
    /// field holds text.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(SearchScopesModifier(scope: scope, scopes: scopes(), activation: activation))
    }
}

/// When the scopes of a search field are shown.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String

    /// As the platform decides: while the search is active.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// Once the search field holds text.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// While the search is active.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Hands the scope row to the `.searchable` inside it, which shows it
/// under its field (through the environment: the search field knows
/// whether the search is active).
struct SearchScopesModifier<V: Hashable, Scopes: View>: ViewModifier {
    let scope: Binding<V>
    let scopes: Scopes
    let activation: SearchScopeActivation

    func body(content: Content) -> some View {
        let (scope, scopes, activation) = (scope, scopes, activation)
        content.environment(\.searchScopes, SearchScopes { isActive, hasText in
            AnyView(
                SearchScopeRow(
                    scope: scope, scopes: scopes, isShown: activation == .onTextEntry ? hasText : isActive))
        })
    }
}

/// The row of a search's scopes, made by the search field that shows it.
struct SearchScopes {
    /// The row, given whether the search is active and whether the field
    /// holds text.
    let row: (_ isActive: Bool, _ hasText: Bool) -> AnyView
}

struct SearchScopesKey: EnvironmentKey {
    static var defaultValue: SearchScopes? { nil }
}

extension EnvironmentValues {
    /// The scopes `.searchScopes` gives the search field inside it.
    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}

/// The segmented picker of a search's scopes, shown while `isShown` or
/// while it has the focus.
struct SearchScopeRow<V: Hashable, Scopes: View>: View {
    let scope: Binding<V>
    let scopes: Scopes
    let isShown: Bool
    @FocusState private var isFocused: Bool

    var body: some View {
        if isShown || isFocused {
            Picker("Scope", selection: scope) { scopes }
                .pickerStyle(.segmented)
                .labelsHidden()
                .focused($isFocused)
        }
    }
}
