/// A question answered by typing a line of text, checked before it is
/// accepted: gum's `input`, inquirer's `input` and `password`, as a view.
///
/// ```swift
/// TextPrompt("Project name", placeholder: "my-app", validate: { name in
///     name.isEmpty ? "A name is needed" : nil
/// }) { name in
///     create(name)
/// }
/// ```
///
/// ```
/// ? Project name my-app▏
///   ✘ A name is needed          (after Enter, while the text does not pass)
/// ```
///
/// Enter answers when `validate` returns `nil` for the text; otherwise its
/// message shows below the field until the text changes. With `isSecure`
/// the text is drawn as bullets and the answer line shows bullets too. Esc
/// cancels (`onCancel`, or the environment's `dismiss`). Answered, it
/// shrinks to `✔ Project name my-app`. `Prompt.text(_:placeholder:initial:validate:)`
/// and `Prompt.password(_:validate:)` ask it as one call.
public struct TextPrompt: View {
    let title: String
    let placeholder: String
    let isSecure: Bool
    let validate: (String) -> String?
    let onSubmit: (String) -> Void
    let onCancel: (() -> Void)?

    @State private var text: String
    @State private var problem: String?
    @State private var answer: String?
    @FocusState private var isFocused: Bool
    @Environment(\.dismiss) private var dismiss

    /// A question whose field starts with `initial`.
    public init(
        _ title: String, placeholder: String = "", initial: String = "", isSecure: Bool = false,
        validate: @escaping (String) -> String? = { _ in nil }, onCancel: (() -> Void)? = nil,
        onSubmit: @escaping (String) -> Void
    ) {
        self.title = title
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.validate = validate
        self.onSubmit = onSubmit
        self.onCancel = onCancel
        _text = State(initialValue: initial)
    }

    public var body: some View {
        if let answer {
            PromptHeading(title, isAnswered: true) {
                Text(isSecure ? String(repeating: "•", count: answer.count) : answer).foregroundStyle(.cyan)
            }
        } else {
            question
        }
    }

    private var question: some View {
        VStack(alignment: .leading, spacing: 0) {
            PromptHeading(title, isAnswered: false) {
                field.focused($isFocused)
            }
            if let problem {
                Text("  ✘ " + problem).foregroundStyle(.red)
            }
        }
        .onAppear { isFocused = true }
        .onChange(of: text) { problem = nil }
        .onKeyPress(.return) {
            if let message = validate(text) {
                problem = message
            } else {
                answer = text
                onSubmit(text)
            }
            return .handled
        }
        .onKeyPress(.escape) {
            if let onCancel { onCancel() } else { dismiss() }
            return .handled
        }
    }

    @ViewBuilder private var field: some View {
        if isSecure {
            SecureField(placeholder, text: $text)
        } else {
            TextField(placeholder, text: $text)
        }
    }
}
