/// Ends the presentation the view is in: the nearest pushed navigation
/// screen (popped, with the screens above it), sheet, cover, alert or
/// dialog around it (by writing its path or presenting binding), or else
/// the inline or full-screen run it belongs to (which then returns).
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
/// Each presented root and each pushed screen sets its own action in its
/// content's environment, so the nearest one wins. Calling it outside any
/// presentation and any run (a view under a `TestHost`) does nothing. A run
/// that is dismissed returns `nil` for its value; use the `finish` action a
/// run hands its content to return one.
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
    /// Ends the presentation or pops the navigation screen this view is in
    /// (``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
