/// Ends a terminal run with a value, which the run returns to its caller.
///
/// ```swift
/// let fruit = try Terminal.runBlocking(.inline, returning: String.self) { finish in
///     FruitList { chosen in finish(chosen) }
/// }
/// print(fruit ?? "nothing chosen")
/// ```
///
/// The first call wins; later calls do nothing. The run draws its last
/// frame, ends its views (their `onDisappear` actions run, tasks are
/// cancelled), restores the terminal and returns.
public struct FinishAction<Value> {
    let action: @MainActor (Value) -> Void

    /// Ends the run with `value`.
    @MainActor public func callAsFunction(_ value: Value) {
        action(value)
    }
}

/// Prints lines above an inline app's live region, where they stay: the
/// terminal's scrollback keeps them while the live view goes on below.
///
/// ```swift
/// struct Installer: View {
///     @Environment(\.printAbove) private var printAbove
///     var body: some View {
///         ProgressView("Installing")
///             .task { for step in steps { await step.run(); printAbove("✓ \(step.name)") } }
///     }
/// }
/// ```
///
/// Like Ink's `<Static>` and Bubble Tea's `Println`. Control characters in
/// the text are shown as visible symbols; a line longer than the terminal
/// wraps. In a full-screen run the lines are printed after the run ends; a
/// `TestHost` keeps them in `printedLines`. Cost: the live region is drawn
/// again below the new lines.
public struct PrintAboveAction {
    let action: @MainActor (String) -> Void

    /// Prints `text` (one or more lines) above the live region.
    @MainActor public func callAsFunction(_ text: String) {
        action(text)
    }
}

struct PrintAboveActionKey: EnvironmentKey {
    static var defaultValue: PrintAboveAction { PrintAboveAction(action: { _ in }) }
}

extension EnvironmentValues {
    /// Prints permanent lines above an inline app (``PrintAboveAction``).
    public var printAbove: PrintAboveAction {
        get { self[PrintAboveActionKey.self] }
        set { self[PrintAboveActionKey.self] = newValue }
    }
}
