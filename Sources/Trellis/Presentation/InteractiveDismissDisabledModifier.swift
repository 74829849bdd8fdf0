extension View {
    /// Keeps the user from dismissing the sheet or cover this view is in
    /// with Esc; `dismiss` and the presenting binding still end it.
    ///
    /// ```swift
    /// .sheet(isPresented: $editing) {
    ///     Editor().interactiveDismissDisabled(hasChanges)
    /// }
    /// ```
    ///
    /// A preference read by the presentation's root: any view of the
    /// presented content may set it. Cost: one preference.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// Whether a presented view refuses interactive dismissal: true when any
/// view of it says so.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
