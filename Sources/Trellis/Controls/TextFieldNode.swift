/// The node of a `TextField` or `SecureField`: edits the bound string,
/// draws the visible part of it, and places the terminal cursor.
///
/// A focusable leaf. Owns the editing state (``EditableText``: the caret)
/// and the horizontal scroll offset, which live as long as the field's
/// identity. Reads the binding inside an evaluation, so a change to the
/// string from elsewhere redraws the field; edits write the binding, which
/// re-evaluates the views that read the string.
///
/// A field of a formatted value (`TextField(_:value:format:)`) reads the
/// value as formatted text instead of the string; edits stay in the field
/// until a commit (Return, or the focus leaving) parses them and writes the
/// value, and the field then shows the value formatted again.
///
/// Scrolling keeps the caret inside the field, one column kept free at the
/// right for the caret after the last character:
///
/// ```
/// field 6 wide, text "hello world", caret at the end (column 11)
/// scroll = 11 − 6 + 1 = 6  →  shows "world" and the caret after it
/// ```
@MainActor
final class TextFieldNode<Field: TextFieldRepresentable>: TypedNode<Field>, Focusable {
    private var editing = EditableText("")
    private var scrollColumn = 0
    private var hasFocus = false
    private var isEnabled = true
    private var submitActions: [SubmitAction] = []
    /// The trigger of the submit actions Return runs (`.search` in a search field).
    private var submitTrigger = SubmitTriggers.text
    /// The formatted value the field last showed (fields of a value only).
    private var formattedText = ""

    override func mountContent() {
        readInputs()
        editing = EditableText(editing.text)
    }

    override func reconcile() {
        readInputs()
    }

    override func refresh() {
        isDirty = false
        readInputs()
    }

    override var takesPartInFocus: Bool { true }

    /// Reads the string and the environment, recording the dependencies,
    /// and redraws when they changed.
    private func readInputs() {
        let configuration = view.configuration
        let (text, enabled, actions, trigger) = Evaluation.run(for: self) {
            (
                configuration.value?.format() ?? configuration.text.wrappedValue, environment.isEnabled,
                environment.submitActions, environment.submitTrigger
            )
        }
        submitActions = actions
        submitTrigger = trigger
        if enabled != isEnabled {
            isEnabled = enabled
            enabledDidChange(to: enabled, hasFocus: hasFocus)
        }
        if configuration.value != nil {
            guard text != formattedText else { return }
            formattedText = text
        }
        if text != editing.text {
            editing.replaceText(with: text)
            setNeedsLayout()
        }
    }

    /// Parses the edited text into the value (fields of a value only) and
    /// shows the value formatted: the new one, or the old one when the text
    /// did not parse.
    private func commitValue() {
        guard let value = view.configuration.value else { return }
        _ = value.commit(editing.text)
        formattedText = value.format()
        if formattedText != editing.text {
            editing.replaceText(with: formattedText)
            editing.moveCaretToEnd(true)
            setNeedsLayout()
        }
    }

    // MARK: Focus

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        if isFocused {
            editing.moveCaretToEnd(true)
        } else {
            commitValue()
        }
        setNeedsDisplay()
    }

    var cursorPosition: CellPoint? {
        guard hasFocus, isAlive else { return nil }
        let origin = absoluteOrigin
        return CellPoint(column: origin.column + caretColumn - scrollColumn, row: origin.row)
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard hasFocus, isEnabled else { return .ignored }
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let isSecure = view.configuration.isSecure
        var edited = editing
        switch (press.key, modifiers) {
        case (.return, []):
            commitValue()
            let actions = submitActions.filter { $0.triggers.contains(submitTrigger) }
            // Without an .onSubmit action, Return goes on: to a handler
            // around the field, or to a `.defaultAction` button.
            guard !actions.isEmpty else { return .ignored }
            for submit in actions {
                submit.action()
            }
            return .handled
        case (.leftArrow, []), ("b", .control):
            edited.moveCaret(by: -1)
        case (.rightArrow, []), ("f", .control):
            edited.moveCaret(by: 1)
        case (.leftArrow, .option), (.leftArrow, .control), ("b", .option):
            if isSecure { edited.moveCaretToEnd(false) } else { edited.moveWordBackward() }
        case (.rightArrow, .option), (.rightArrow, .control), ("f", .option):
            if isSecure { edited.moveCaretToEnd(true) } else { edited.moveWordForward() }
        case (.home, []), ("a", .control):
            edited.moveCaretToEnd(false)
        case (.end, []), ("e", .control):
            edited.moveCaretToEnd(true)
        case (.delete, []), (.delete, .shift):
            edited.deleteBackward()
        case (.deleteForward, []), ("d", .control):
            edited.deleteForward()
        case (.delete, .option), ("w", .control):
            if isSecure { edited.deleteToEnd(false) } else { edited.deleteWordBackward() }
        case ("u", .control):
            edited.deleteToEnd(false)
        case ("k", .control):
            edited.deleteToEnd(true)
        default:
            guard modifiers.isSubset(of: .shift), EditableText.isTypedText(press.characters) else { return .ignored }
            edited.insert(press.characters)
        }
        apply(edited)
        return .handled
    }

    override func respondToPaste(_ text: String) -> Bool {
        guard hasFocus, isEnabled else { return false }
        var edited = editing
        edited.insert(EditableText.pasted(text, lineBreak: " "))
        apply(edited)
        return true
    }

    /// Takes `edited` as the new state: writes the binding when the text
    /// changed, and redraws.
    private func apply(_ edited: EditableText) {
        let textChanged = edited.text != editing.text
        editing = edited
        if textChanged {
            if view.configuration.value == nil {
                view.configuration.text.wrappedValue = edited.text
            }
            setNeedsLayout()
        } else {
            setNeedsDisplay()
        }
    }

    // MARK: Layout and drawing

    /// The display width of each character as drawn (a bullet for a
    /// secure field).
    private func widths(of characters: [Character]) -> [Int] {
        if view.configuration.isSecure {
            return Array(repeating: 1, count: characters.count)
        }
        return characters.map { character in
            TextSanitizer.isControl(character) ? 1 : max(DisplayWidth.of(character), 0)
        }
    }

    /// The column of the caret from the start of the text.
    private var caretColumn: Int {
        widths(of: Array(editing.characters[..<editing.caret])).reduce(0, +)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if let width = proposal.width {
            return CellSize(width: max(width, 0), height: 1)
        }
        let content = editing.characters.isEmpty
            ? DisplayWidth.of(view.configuration.placeholder) : widths(of: editing.characters).reduce(0, +)
        return CellSize(width: content + 1, height: 1)
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        guard width > 0 else { return }
        var base = Cell(background: .clear, attributes: .underline)
        if !isEnabled {
            base.attributes.insert(.dim)
        }
        let frame = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: 1)
        context.buffer.fill(frame.intersection(context.clip), with: context.styled(base))
        let columns = widths(of: editing.characters)
        let caret = columns[..<editing.caret].reduce(0, +)
        // Never scrolled further than the text needs (after a deletion),
        // then the caret kept in view.
        scrollColumn = min(scrollColumn, max(0, columns.reduce(0, +) + 1 - width))
        if caret < scrollColumn {
            scrollColumn = caret
        } else if caret > scrollColumn + width - 1 {
            scrollColumn = caret - width + 1
        }
        if editing.characters.isEmpty {
            scrollColumn = 0
            var faint = base
            faint.attributes.insert(.dim)
            let placeholder = Array(TextSanitizer.visible(view.configuration.placeholder[...]))
            draw(placeholder, widths: widths(of: placeholder), style: faint, in: &context)
            return
        }
        let shown = view.configuration.isSecure ? Array(repeating: Character("•"), count: editing.characters.count) : editing.characters
        draw(shown, widths: columns, style: base, in: &context)
    }

    /// Draws `characters`, each `widths` wide, from the scroll offset,
    /// clipped to the field.
    private func draw(_ characters: [Character], widths: [Int], style: Cell, in context: inout DrawContext) {
        let width = layout.size.width
        let clip = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: 1).intersection(context.clip)
        let styled = context.styled(style)
        var column = 0
        for (character, characterWidth) in zip(characters, widths) {
            defer { column += characterWidth }
            guard column >= scrollColumn else { continue }
            let x = column - scrollColumn
            guard x + characterWidth <= width else { break }
            context.buffer.put(Self.visible(character), width: characterWidth, at: context.origin.column + x, row: context.origin.row, style: styled, clip: clip)
        }
    }

    /// `character` as drawn: a control becomes its visible symbol (a tab a space).
    private static func visible(_ character: Character) -> Character {
        guard TextSanitizer.isControl(character) else { return character }
        let pictured = TextSanitizer.visible(String(character)[...])
        return pictured.count == 1 ? pictured.first! : " "
    }

    override var displayName: String { view.configuration.isSecure ? "SecureField" : "TextField" }

    override var stateDescription: String? {
        let text = view.configuration.isSecure ? String(repeating: "•", count: editing.characters.count) : editing.text
        return "\"\(text)\" caret \(editing.caret)" + (hasFocus ? " focused" : "")
    }
}
