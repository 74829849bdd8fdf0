extension Text {
    /// A case texts change their letters to, set with `.textCase(_:)`.
    ///
    /// ```swift
    /// Section { … } header: { Text("Recent").textCase(.uppercase) }   // RECENT
    /// ```
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}
