/// The first line of every prompt: `? Title` and what the user works with
/// while it asks, `✔ Title answer` once answered (the line an inline run
/// leaves in the scrollback).
///
/// ```
/// ? Pick a fruit ap▏        PromptHeading(title, isAnswered: false) { TextField(…) }
/// ✔ Pick a fruit apricot    PromptHeading(title, isAnswered: true) { Text(answer).foregroundStyle(.cyan) }
/// ```
struct PromptHeading<Trailing: View>: View {
    let title: String
    let isAnswered: Bool
    let trailing: Trailing

    init(_ title: String, isAnswered: Bool, @ViewBuilder trailing: () -> Trailing) {
        self.title = title
        self.isAnswered = isAnswered
        self.trailing = trailing()
    }

    var body: some View {
        HStack(spacing: 1) {
            Text(isAnswered ? "✔" : "?").foregroundStyle(isAnswered ? .green : .cyan)
            Text(title).bold()
            trailing
        }
    }
}
