/// A question answered by choosing any number of a list of choices,
/// filtered as you type: gum's `choose --no-limit`, inquirer's `checkbox`.
///
/// ```swift
/// MultiSelectPrompt("Toppings", choices: ["cheese", "olives", "basil"]) { toppings in
///     bake(with: toppings)
/// }
/// ```
///
/// ```
/// ? Toppings ▏
/// › [x] cheese
///   [ ] olives
///   [x] basil
/// ↑↓ move · tab choose · type to filter · enter done · esc cancel
/// ```
///
/// Tab or a click turns the cursor's row on and off (Space types into the
/// filter, as in fzf); Enter answers with the chosen ones in the order they
/// were offered (possibly none); Esc cancels (`onCancel`, or the
/// environment's `dismiss`). Answered, it shrinks to
/// `✔ Toppings cheese, basil`. `Prompt.multiSelect(_:choices:label:)`
/// asks it as one call. Cost per key: one pass over the labels.
public struct MultiSelectPrompt<Choice>: View {
    let title: String
    let choices: [Choice]
    let label: (Choice) -> String
    let visibleRows: Int
    let onSubmit: ([Choice]) -> Void
    let onCancel: (() -> Void)?

    /// A prompt for any of `choices`, each shown as `label` gives it.
    public init(
        _ title: String, choices: [Choice], label: @escaping (Choice) -> String, visibleRows: Int = 7,
        onCancel: (() -> Void)? = nil, onSubmit: @escaping ([Choice]) -> Void
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
            title: title, choices: choices, label: label, allowsMany: true, visibleRows: visibleRows,
            onSubmit: { indices in onSubmit(indices.map { choices[$0] }) }, onCancel: onCancel)
    }
}

extension MultiSelectPrompt where Choice: CustomStringConvertible {
    /// A prompt for any of `choices`, each shown as its `description`.
    public init(
        _ title: String, choices: [Choice], visibleRows: Int = 7, onCancel: (() -> Void)? = nil,
        onSubmit: @escaping ([Choice]) -> Void
    ) {
        self.init(
            title, choices: choices, label: { $0.description }, visibleRows: visibleRows, onCancel: onCancel,
            onSubmit: onSubmit)
    }
}
