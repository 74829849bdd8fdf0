/// Ends the search of the `.searchable` view around the reader: empties
/// the search field and takes the focus from it, so
/// ``EnvironmentValues/isSearching`` turns false. SwiftUI's
/// `DismissSearchAction`.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Done") { dismissSearch() }
///     }
/// }
/// ```
///
/// Outside a `.searchable` view it does nothing. Cost: two binding writes.
@MainActor
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search.
    public func callAsFunction() {
        action()
    }
}

struct DismissSearchActionKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the user is searching in the `.searchable` view around the
    /// reader: true while its search field has the focus or holds text,
    /// from the `/` (or the click) that enters it to the Esc that empties
    /// and leaves it (or ``dismissSearch``). `false` outside one.
    ///
    /// ```swift
    /// @Environment(\.isSearching) private var isSearching
    /// // …
    /// if isSearching { Text("\(matches.count) matches") }
    /// ```
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `.searchable` view around the reader
    /// (``DismissSearchAction``).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchActionKey.self] }
        set { self[DismissSearchActionKey.self] = newValue }
    }
}
