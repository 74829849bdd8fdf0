extension View {
    /// Sets the title a ``NavigationStack`` shows in its header while this
    /// view is on its top screen.
    ///
    /// ```swift
    /// RecipeList().navigationTitle("Recipes")
    /// ```
    ///
    /// A preference: the innermost title of the top screen wins. Outside a
    /// navigation stack it does nothing. Cost: one preference.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Sets the navigation title from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: titleKey.resolved)
    }

    /// Sets the navigation title from a text's characters (its styles are
    /// not shown: the header draws the title in bold).
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.plainText)
    }
}

/// The title of a navigation stack's screen: the last one set wins.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }

    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = nextValue() ?? value
    }
}
