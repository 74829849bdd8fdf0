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
    /// The bound string (fields of a string only).
    private var source = TextSource()

    override func mountContent() {
        readInputs()
        editing = EditableText(editing.text)
    }

    override func reconcile() {
        readInputs()
    }

    override func readsDidChange() {
        readInputs()
    }

    override var focusable: (any Focusable)? { self }

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
        let version = configuration.value == nil ? configuration.text.version : nil
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
        if source.read(text, version: version, into: &editing) {
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
        view.configuration.callbacks.onEditingChanged?(isFocused)
    }

    var givesUpFocusOnEscape: Bool { true }

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
        let revision = editing.revision
        switch (press.key, modifiers) {
        case (.return, []):
            commitValue()
            let actions = submitActions.filter { $0.triggers.contains(submitTrigger) }
            let onCommit = view.configuration.callbacks.onCommit
            onCommit?()
            // Without an .onSubmit action or an onCommit, Return goes on:
            // to a handler around the field, or to a `.defaultAction` button.
            guard !actions.isEmpty else { return onCommit == nil ? .ignored : .handled }
            for submit in actions {
                submit.action()
            }
            return .handled
        case (.leftArrow, []), ("b", .control):
            editing.moveCaret(by: -1)
        case (.rightArrow, []), ("f", .control):
            editing.moveCaret(by: 1)
        case (.leftArrow, .option), (.leftArrow, .control), ("b", .option):
            if isSecure { editing.moveCaretToEnd(false) } else { editing.moveWordBackward() }
        case (.rightArrow, .option), (.rightArrow, .control), ("f", .option):
            if isSecure { editing.moveCaretToEnd(true) } else { editing.moveWordForward() }
        case (.home, []), ("a", .control):
            editing.moveCaretToEnd(false)
        case (.end, []), ("e", .control):
            editing.moveCaretToEnd(true)
        case (.delete, []), (.delete, .shift):
            editing.deleteBackward()
        case (.deleteForward, []), ("d", .control):
            editing.deleteForward()
        case (.delete, .option), ("w", .control):
            if isSecure { editing.deleteToEnd(false) } else { editing.deleteWordBackward() }
        case ("u", .control):
            editing.deleteToEnd(false)
        case ("k", .control):
            editing.deleteToEnd(true)
        default:
            guard modifiers.isSubset(of: .shift), EditableText.isTypedText(press.characters) else { return .ignored }
            editing.insert(press.characters)
        }
        didEdit(textChanged: editing.revision != revision)
        return .handled
    }

    override func respondToPaste(_ text: String) -> Bool {
        guard hasFocus, isEnabled else { return false }
        let revision = editing.revision
        editing.insert(EditableText.pasted(text, lineBreak: " "))
        didEdit(textChanged: editing.revision != revision)
        return true
    }

    /// After a command edited ``editing`` in place (a copy would copy the
    /// whole text): writes the binding when the text changed, and redraws.
    private func didEdit(textChanged: Bool) {
        if textChanged {
            if view.configuration.value == nil {
                source.write(editing, to: view.configuration.text)
            }
            setNeedsLayout()
        } else {
            setNeedsDisplay()
        }
    }

    // MARK: Layout and drawing


    /// The column of the caret from the start of the text.
    private var caretColumn: Int {
        view.configuration.isSecure ? editing.caret : editing.caretColumn
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if let width = proposal.width {
            return CellSize(width: max(width, 0), height: 1)
        }
        let content = editing.characters.isEmpty
            ? DisplayWidth.of(view.configuration.placeholder)
            : view.configuration.isSecure ? editing.characters.count : editing.columns
        return CellSize(width: content + 1, height: 1)
    }

    /// How many zero-width characters (combining marks typed one by one,
    /// zero-width spaces) drawing steps over in each direction, beyond the
    /// characters that fill the field: bounds a frame's work by the field,
    /// not the text, while text on either side of a run of up to this many
    /// still shows.
    private static var zeroWidthAllowance: Int { 4_096 }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        guard width > 0 else { return }
        var base = Cell(background: .clear, attributes: .underline)
        if !isEnabled {
            base.attributes.insert(.dim)
        }
        let frame = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: 1)
        context.buffer.fill(frame.intersection(context.clip), with: context.styled(base))
        if editing.characters.isEmpty {
            scrollColumn = 0
            var faint = base
            faint.attributes.insert(.dim)
            let placeholder = Array(TextSanitizer.visible(view.configuration.placeholder[...]))
            let widths = placeholder.map(EditableText.columns(of:))
            draw(
                count: placeholder.count, character: { placeholder[$0] }, from: 0, column: 0, columns: { widths[$0] },
                asBullets: false, style: faint, in: &context)
            return
        }
        let isSecure = view.configuration.isSecure
        let widths = editing.widths
        // The columns the character at an index takes as drawn: one for a
        // secure field's bullet.
        let columns: (Int) -> Int = { isSecure ? 1 : Int(widths[$0]) }
        let total = isSecure ? editing.characters.count : editing.columns
        let caret = caretColumn
        // Never scrolled further than the text needs (after a deletion),
        // then the caret kept in view.
        scrollColumn = min(scrollColumn, max(0, total + 1 - width))
        if caret < scrollColumn {
            scrollColumn = caret
        } else if caret > scrollColumn + width - 1 {
            scrollColumn = caret - width + 1
        }
        // The first character shown: walk back from the caret to the
        // scroll offset, over at most the field's width of visible
        // characters and the allowance of zero-width ones.
        var index = editing.caret
        var column = caret
        var skipped = 0
        while index > 0, column > scrollColumn, skipped <= Self.zeroWidthAllowance {
            index -= 1
            let characterWidth = columns(index)
            column -= characterWidth
            if characterWidth == 0 { skipped += 1 }
        }
        let characters = editing.characters
        draw(
            count: characters.count, character: { characters[$0] }, from: index, column: column, columns: columns,
            asBullets: isSecure, style: base, in: &context)
    }

    /// Draws the `count` characters `character` gives by index, from
    /// `start`, which begins at text column `column`, each as wide as
    /// `columns` of its index (as bullets in a secure field), clipped to the field at the
    /// scroll offset; stops at the field's right edge, or after stepping over
    /// the allowance of zero-width characters.
    private func draw(
        count: Int, character: (Int) -> Character, from start: Int, column: Int, columns: (Int) -> Int,
        asBullets: Bool, style: Cell, in context: inout DrawContext
    ) {
        let width = layout.size.width
        let clip = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: 1).intersection(context.clip)
        let styled = context.styled(style)
        var column = column
        var skipped = 0
        for index in start..<count {
            let characterWidth = columns(index)
            defer { column += characterWidth }
            guard characterWidth > 0 else {
                skipped += 1
                guard skipped <= Self.zeroWidthAllowance else { break }
                continue
            }
            guard column >= scrollColumn else { continue }
            let x = column - scrollColumn
            guard x + characterWidth <= width else { break }
            let shown = asBullets ? "•" : Self.visible(character(index))
            context.buffer.put(shown, width: characterWidth, at: context.origin.column + x, row: context.origin.row, style: styled, clip: clip)
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
