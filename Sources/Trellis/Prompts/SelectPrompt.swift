/// A question answered by picking one of a list of choices, filtered as you
/// type: gum's `choose` and `filter`, inquirer's `list`, as a view.
///
/// ```swift
/// SelectPrompt("Pick a fruit", choices: ["apple", "banana", "cherry"]) { fruit in
///     order(fruit)
/// }
/// ```
///
/// ```
/// ? Pick a fruit ▏
/// › apple
///   banana
///   cherry
/// ↑↓ move · type to filter · enter choose · esc cancel
/// ```
///
/// Typing filters the choices (their labels containing the text, ignoring
/// case), ↑ and ↓ move the cursor, Enter or a click answers, Esc cancels
/// (`onCancel`, or the `dismiss` action of the environment, which ends an
/// inline run with `nil`). Answered, the prompt shrinks to one line,
/// `✔ Pick a fruit apple`. At most `visibleRows` choices show at a time.
/// `Prompt.select(_:choices:label:)` asks it as one call. Cost per key:
/// one pass over the labels.
public struct SelectPrompt<Choice>: View {
    let title: String
    let choices: [Choice]
    let label: (Choice) -> String
    let visibleRows: Int
    let onSubmit: (Choice) -> Void
    let onCancel: (() -> Void)?

    /// A prompt for one of `choices`, each shown as `label` gives it.
    public init(
        _ title: String, choices: [Choice], label: @escaping (Choice) -> String, visibleRows: Int = 7,
        onCancel: (() -> Void)? = nil, onSubmit: @escaping (Choice) -> Void
    ) {
        self.title = title
        self.choices = choices
        self.label = label
        self.visibleRows = max(visibleRows, 1)
        self.onSubmit = onSubmit
        self.onCancel = onCancel
    }

    public var body: some View {
        ChoicePrompt(
            title: title, choices: choices, label: label, allowsMany: false, visibleRows: visibleRows,
            onSubmit: { indices in indices.first.map { onSubmit(choices[$0]) } }, onCancel: onCancel)
    }
}

extension SelectPrompt where Choice: CustomStringConvertible {
    /// A prompt for one of `choices`, each shown as its `description`.
    public init(
        _ title: String, choices: [Choice], visibleRows: Int = 7, onCancel: (() -> Void)? = nil,
        onSubmit: @escaping (Choice) -> Void
    ) {
        self.init(
            title, choices: choices, label: { $0.description }, visibleRows: visibleRows, onCancel: onCancel,
            onSubmit: onSubmit)
    }
}
