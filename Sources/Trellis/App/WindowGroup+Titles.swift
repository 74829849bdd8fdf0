extension WindowGroup {
    /// A window group with an identifier showing `content`.
    ///
    /// ```swift
    /// WindowGroup(id: "main") { ContentView() }
    /// ```
    ///
    /// The identifier names the window for `openWindow(id:)` in SwiftUI;
    /// a terminal shows one window, so it is accepted and unused.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title showing `content`. The title names a
    /// window in SwiftUI; a terminal has no title bar, so it is unused.
    ///
    /// ```swift
    /// WindowGroup("Notes") { NoteList() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title (unused) showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title (unused) showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title and an identifier (both unused in a
    /// terminal) showing `content`.
    ///
    /// ```swift
    /// WindowGroup("Viewer", id: "viewer") { PhotoViewer() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title and an identifier (both unused) showing
    /// `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A window group with a title and an identifier (both unused) showing
    /// `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
