/// Collapsible sections: SwiftUI's sidebar sections, whose header shows or
/// hides the rows.
extension Section where Footer == EmptyView {
    /// Creates a section of `content` with a header that shows or hides it.
    ///
    /// ```swift
    /// List {
    ///     Section(isExpanded: $showsFavourites) {
    ///         ForEach(favourites) { Text($0.name) }
    ///     } header: {
    ///         Text("Favourites")
    ///     }
    /// }
    /// .listStyle(.sidebar)
    /// ```
    ///
    /// The header is drawn `▾ Favourites` (expanded) or `▸ Favourites`
    /// (collapsed), as a ``DisclosureGroup``: Space, Return or a click
    /// toggles it, → expands and ← collapses. The rows are built only while
    /// expanded; collapsed, they are removed with their state. This works in
    /// any list style, in a ``Form`` and in a stack. Cost: the header row,
    /// plus the rows while expanded.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(isExpanded: isExpanded, content: content(), header: header(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a collapsible section titled with a localized key.
    ///
    /// ```swift
    /// Section("Favourites", isExpanded: $showsFavourites) { FavouriteRows() }
    /// ```
    ///
    /// As ``init(isExpanded:content:header:)``.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// Creates a collapsible section titled `title`.
    ///
    /// ```swift
    /// Section(folder.name, isExpanded: $folder.isOpen) { FileRows(folder) }
    /// ```
    ///
    /// As ``init(isExpanded:content:header:)``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}
