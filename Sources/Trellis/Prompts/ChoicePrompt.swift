/// The question behind ``SelectPrompt`` and ``MultiSelectPrompt``: a title,
/// a filter typed into a field beside it, a window of the matching choices
/// with a cursor, and a line of help.
///
/// ```
/// ? Pick a fruit ap▏                     the filter, with its caret
/// › apple                                the cursor (↑ ↓, a click)
///   apricot
/// ↑↓ move · type to filter · enter choose · esc cancel
/// ```
///
/// With several choices allowed, each row shows whether it is chosen
/// (`[x]`), and Tab or a click on the row turns it on and off; Enter
/// answers with the chosen ones in the order they were offered. Once
/// answered, the prompt shrinks to one line with the answer, which is what
/// an inline run leaves in the scrollback:
///
/// ```
/// ✔ Pick a fruit apple
/// ```
///
/// The filter keeps the choices whose label contains it, ignoring case;
/// choices are remembered by their index, so turning the filter on and off
/// keeps what was chosen. The window shows at most `visibleRows` rows and
/// follows the cursor. Cost per key: one pass over the choices' labels.
struct ChoicePrompt<Choice>: View {
    let title: String
    let choices: [Choice]
    let label: (Choice) -> String
    let allowsMany: Bool
    let visibleRows: Int
    let onSubmit: ([Int]) -> Void
    let onCancel: (() -> Void)?

    @State private var query = ""
    @State private var cursor = 0
    @State private var chosen: Set<Int> = []
    @State private var answer: String?
    @FocusState private var isFilterFocused: Bool
    @Environment(\.dismiss) private var dismiss

    /// The indices of the choices the filter keeps.
    private var matches: [Int] {
        guard !query.isEmpty else { return Array(choices.indices) }
        let filter = query.lowercased()
        return choices.indices.filter { label(choices[$0]).lowercased().contains(filter) }
    }

    var body: some View {
        if let answer {
            PromptHeading(title, isAnswered: true) { Text(answer).foregroundStyle(.cyan) }
        } else {
            question
        }
    }

    private var question: some View {
        let matches = matches
        let first = max(0, min(cursor - visibleRows / 2, matches.count - visibleRows))
        let shown = Array(matches.enumerated().dropFirst(first).prefix(visibleRows))
        return VStack(alignment: .leading, spacing: 0) {
            PromptHeading(title, isAnswered: false) {
                TextField("type to filter", text: $query).focused($isFilterFocused)
            }
            ForEach(shown, id: \.element) { position, index in
                row(index, isCursor: position == cursor)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .onTapGesture { click(position, in: matches) }
            }
            if matches.isEmpty {
                Text("  no match").dim()
            }
            Text(
                allowsMany
                    ? "↑↓ move · tab choose · type to filter · enter done · esc cancel"
                    : "↑↓ move · type to filter · enter choose · esc cancel"
            )
            .dim()
        }
        .onAppear { isFilterFocused = true }
        .onChange(of: query) { cursor = 0 }
        .onKeyPress(.upArrow) {
            cursor = max(cursor - 1, 0)
            return .handled
        }
        .onKeyPress(.downArrow) {
            cursor = min(cursor + 1, max(matches.count - 1, 0))
            return .handled
        }
        .onKeyPress(.tab) {
            guard allowsMany, matches.indices.contains(cursor) else { return allowsMany ? .handled : .ignored }
            toggle(matches[cursor])
            return .handled
        }
        .onKeyPress(.return) {
            submit(matches)
            return .handled
        }
        .onKeyPress(.escape) {
            if let onCancel { onCancel() } else { dismiss() }
            return .handled
        }
    }

    private func row(_ index: Int, isCursor: Bool) -> some View {
        let mark = allowsMany ? (chosen.contains(index) ? "[x] " : "[ ] ") : ""
        return Text((isCursor ? "› " : "  ") + mark + label(choices[index]))
            .foregroundColor(isCursor ? .cyan : nil)
            .bold(isCursor)
    }

    private func toggle(_ index: Int) {
        if chosen.contains(index) {
            chosen.remove(index)
        } else {
            chosen.insert(index)
        }
    }

    /// A click moves the cursor to the row; it chooses the row (one
    /// choice) or turns it on or off (several).
    private func click(_ position: Int, in matches: [Int]) {
        cursor = position
        if allowsMany {
            toggle(matches[position])
        } else {
            submit(matches)
        }
    }

    /// Answers with the cursor's choice (one) or the chosen ones (several);
    /// nothing happens with one choice allowed and none matching.
    private func submit(_ matches: [Int]) {
        let answered = allowsMany ? chosen.sorted() : (matches.indices.contains(cursor) ? [matches[cursor]] : [])
        guard allowsMany || !answered.isEmpty else { return }
        answer = answered.map { label(choices[$0]) }.joined(separator: ", ")
        onSubmit(answered)
    }
}
