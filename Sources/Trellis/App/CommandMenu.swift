/// A menu of the app's menu bar with the commands in `content`: SwiftUI's
/// `CommandMenu`.
///
/// ```swift
/// .commands {
///     CommandMenu("Note") {
///         Button("Pin") { store.pinSelected() }.keyboardShortcut("p")
///     }
/// }
/// ```
///
/// Accepted: a terminal has no menu bar; the content is kept and never
/// shown, and its buttons' shortcuts do not run. Cost: the content view.
public struct CommandMenu<Content: View>: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    let content: Content

    /// A menu named `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu named `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A menu named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
