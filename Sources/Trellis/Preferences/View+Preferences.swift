extension View {
    /// Sets the value of `key` for this view, replacing what its descendants set.
    ///
    /// ```swift
    /// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
    /// ```
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        modifier(_PreferenceWritingModifier<Key>(value: value))
    }

    /// Changes the value of `key` that this view's descendants set.
    ///
    /// ```swift
    /// Section().transformPreference(BadgeCount.self) { $0 += 1 }
    /// ```
    public func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformModifier<Key>(transform: callback))
    }

    /// Runs `action` with the value of `key` this view's subtree reports,
    /// when it is first reported and whenever it changes (by `==`).
    ///
    /// ```swift
    /// content.onPreferenceChange(TitleKey.self) { title = $0 }
    /// ```
    ///
    /// The action runs in the commit of the update that changed the value;
    /// only the path from the changed view up to this one is reduced again.
    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
    ) -> some View where Key.Value: Equatable {
        modifier(_PreferenceActionModifier<Key>(action: action))
    }
}
