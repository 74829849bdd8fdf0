/// A one-line field the user types text into, bound to a string.
///
/// ```swift
/// @State private var name = ""
/// TextField("Name", text: $name)
///     .onSubmit { greet(name) }
/// ```
///
/// Tab or a click focuses it; the terminal cursor then stands at the
/// editing position (so input methods work) and every key edits the text:
/// characters insert, ← → move (with Alt or Ctrl by words; Ctrl-B, Ctrl-F),
/// Home/End (Ctrl-A, Ctrl-E), Backspace and Delete (Ctrl-D), Alt-Backspace
/// and Ctrl-W delete a word, Ctrl-U and Ctrl-K delete to the start and the
/// end, a paste inserts its text with line breaks as spaces, Return runs the
/// `.onSubmit` actions (without one, Return goes on, to a `.defaultAction`
/// button say). Keys it does not use (Tab, ↑, ↓, Esc) go on to the views
/// around it. Wide characters take two columns; a text longer than
/// the field scrolls sideways to keep the cursor in view.
///
/// The field takes the width it is offered (an ideal width of its text, or
/// of its prompt, plus one column for the cursor) and one row; its cells
/// are underlined. The prompt (or the title) is shown faint while the text
/// is empty. Control characters in the text are drawn as visible symbols
/// and never reach the terminal.
public struct TextField<Label: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let text: Binding<String>
    let prompt: Text?
    let title: String
    let isSecure: Bool
    /// The value a `TextField(_:value:format:)` edits, or `nil`.
    var value: FormattedValue?
    /// The actions of the older initializers (`onEditingChanged:onCommit:`).
    var callbacks = EditingCallbacks()
    /// The axis the field grows along (`init(_:text:prompt:axis:)`).
    var axis = Axis.horizontal

    /// A field with a label view; the prompt (or a `Text` label) shows
    /// while the text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        title = (label() as? Text)?.plainText ?? ""
        isSecure = false
    }

    init(text: Binding<String>, prompt: Text?, title: String, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.title = title
        self.isSecure = isSecure
    }

    /// A field with a label view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// Creates the graph node for this type (engine hook): a field that
    /// grows vertically is a text editor of its own.
    public static func _makeView(view: TextField, inputs: _ViewInputs) -> _ViewOutputs {
        if view.axis == .vertical {
            return _ViewOutputs(VerticalTextFieldNode(view: view, inputs: inputs))
        }
        return _ViewOutputs(TextFieldNode(view: view, inputs: inputs))
    }
}

extension TextField: TextFieldRepresentable {
    var configuration: TextFieldConfiguration {
        TextFieldConfiguration(
            text: text, placeholder: prompt?.plainText ?? title, isSecure: isSecure, value: value, callbacks: callbacks)
    }
}

extension TextField where Label == Text {
    /// A field whose title shows while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, title: titleKey.resolved, isSecure: false)
    }

    /// A field whose title, shown verbatim, shows while the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, title: String(title), isSecure: false)
    }
}

/// A text field that shows a bullet (`•`) for each character typed, for
/// passwords.
///
/// ```swift
/// SecureField("Password", text: $password).onSubmit { signIn() }
/// ```
///
/// Edits like a ``TextField``, except that word commands treat the whole
/// text as one word, so they reveal nothing about it.
public struct SecureField<Label: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let field: TextField<Label>

    /// A secure field with a label view; the prompt (or a `Text` label)
    /// shows while the text is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, title: (label() as? Text)?.plainText ?? "", isSecure: true)
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: SecureField, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TextFieldNode(view: view, inputs: inputs))
    }
}

extension SecureField: TextFieldRepresentable {
    var configuration: TextFieldConfiguration { field.configuration }
}

extension SecureField where Label == Text {
    /// A secure field whose title shows while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, title: titleKey.resolved, isSecure: true)
    }

    /// A secure field whose title, shown verbatim, shows while the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, title: String(title), isSecure: true)
    }
}

/// What a text field's node needs: the binding, the placeholder, whether
/// to mask, and the formatted value it edits instead of the binding.
struct TextFieldConfiguration {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool
    let value: FormattedValue?
    let callbacks: EditingCallbacks
}

/// A view drawn by a ``TextFieldNode``: `TextField` and `SecureField`.
@MainActor
protocol TextFieldRepresentable: View {
    var configuration: TextFieldConfiguration { get }
}
