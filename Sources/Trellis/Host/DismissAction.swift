/// Ends the presentation the view is in: the inline or full-screen run it
/// belongs to (which then returns), or, once containers present them, the
/// sheet or cover around it.
///
/// ```swift
/// struct Confirm: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Calling it outside any presentation (a view under a `TestHost`) does
/// nothing. A run that is dismissed returns `nil` for its value; use the
/// `finish` action a run hands its content to return one.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the presentation.
    @MainActor public func callAsFunction() {
        action()
    }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

extension EnvironmentValues {
    /// Ends the presentation this view is in (``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
