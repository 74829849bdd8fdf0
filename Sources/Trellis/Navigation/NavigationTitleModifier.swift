extension View {
    /// Sets the title a navigation container shows in its navigation bar
    /// while this view is on its top screen.
    ///
    /// ```swift
    /// RecipeList().navigationTitle("Recipes")
    /// ```
    ///
    /// A preference: the innermost title of the top screen wins. Outside a
    /// navigation container it does nothing. Cost: one preference.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: NavigationTitle(text: String(title), binding: nil))
    }

    /// Sets the navigation title from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: NavigationTitle(text: titleKey.resolved, binding: nil))
    }

    /// Sets the navigation title from a text's characters (its styles are
    /// not shown: the bar draws the title in bold).
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: NavigationTitle(text: title.plainText, binding: nil))
    }

    /// Sets an editable navigation title: the bar shows it as a text field
    /// that writes `title`.
    ///
    /// ```swift
    /// @Bindable var document: Document
    /// DocumentEditor(document: document).navigationTitle($document.name)
    /// ```
    ///
    /// Tab reaches the field like any other; typing renames. Cost: one
    /// preference; the bar reads the binding.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        preference(key: NavigationTitleKey.self, value: NavigationTitle(text: title.wrappedValue, binding: title))
    }

    /// Sets the navigation title (the older name).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title (the older name).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title (the older name).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title (the older name); the display mode is
    /// accepted, every title is inline.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title (the older name); the display mode is
    /// accepted, every title is inline.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}

/// The title of a navigation container's screen: the last one set wins.
struct NavigationTitleKey: PreferenceKey {
    static var defaultValue: NavigationTitle? { nil }

    static func reduce(value: inout NavigationTitle?, nextValue: () -> NavigationTitle?) {
        value = nextValue() ?? value
    }
}
