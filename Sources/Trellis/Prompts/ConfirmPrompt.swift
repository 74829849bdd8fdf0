/// A yes-or-no question: gum's `confirm`, inquirer's `confirm`, as a view.
///
/// ```swift
/// ConfirmPrompt("Deploy to production?", default: false) { yes in
///     if yes { deploy() }
/// }
/// ```
///
/// ```
/// ? Deploy to production? (y/N)  Yes  [No]
/// ```
///
/// `y` or `n` answers at once; ← → or Tab move between Yes and No, Enter
/// (or a click on one) answers with the one marked, which starts as
/// `default`; Esc cancels (`onCancel`, or the environment's `dismiss`).
/// Answered, it shrinks to `✔ Deploy to production? No`.
/// `Prompt.confirm(_:default:)` asks it as one call.
public struct ConfirmPrompt: View {
    let title: String
    let defaultAnswer: Bool
    let onSubmit: (Bool) -> Void
    let onCancel: (() -> Void)?

    @State private var marked: Bool?
    @State private var answer: Bool?
    @FocusState private var isFocused: Bool
    @Environment(\.dismiss) private var dismiss

    /// A question whose answer starts as `default`.
    public init(
        _ title: String, default defaultAnswer: Bool = false, onCancel: (() -> Void)? = nil,
        onSubmit: @escaping (Bool) -> Void
    ) {
        self.title = title
        self.defaultAnswer = defaultAnswer
        self.onSubmit = onSubmit
        self.onCancel = onCancel
    }

    public var body: some View {
        if let answer {
            PromptHeading(title, isAnswered: true) { Text(answer ? "Yes" : "No").foregroundStyle(.cyan) }
        } else {
            question
        }
    }

    private var question: some View {
        let isYes = marked ?? defaultAnswer
        return PromptHeading(title, isAnswered: false) {
            Text(defaultAnswer ? "(Y/n)" : "(y/N)").dim()
            Text(isYes ? "[Yes]" : " Yes ").bold(isYes).onTapGesture { submit(true) }
            Text(isYes ? " No " : "[No]").bold(!isYes).onTapGesture { submit(false) }
        }
        .focusable()
        .focusEffectDisabled()
        .focused($isFocused)
        .onAppear { isFocused = true }
        .onKeyPress { press in
            switch press.key {
            case .leftArrow, .rightArrow, .tab:
                marked = !isYes
            case .return:
                submit(isYes)
            case .escape:
                if let onCancel { onCancel() } else { dismiss() }
            default:
                switch press.characters.lowercased() {
                case "y": submit(true)
                case "n": submit(false)
                default: return .ignored
                }
            }
            return .handled
        }
    }

    private func submit(_ yes: Bool) {
        answer = yes
        onSubmit(yes)
    }
}
