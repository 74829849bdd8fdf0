/// The node of a `TextEditor`: edits the bound string over several rows,
/// draws the rows in view, and places the terminal cursor.
///
/// A focusable leaf, like a text field's node, with ``WrappedLines`` for the
/// rows at its width, kept up to date edit by edit, and a vertical scroll
/// offset that keeps the caret's row in view:
///
/// ```
/// editor 3 rows high, caret on row 5   →   scroll = 5 − 3 + 1 = 3, rows 3–5 shown
/// ```
@MainActor
final class TextEditorNode: TypedNode<TextEditor>, Focusable {
    private var editing = EditableText("")
    /// The bound string.
    private var source = TextSource()
    /// The lines of ``editing`` and their rows, at the width last asked for.
    private var lines = WrappedLines(EditableText(""), width: 1)
    private var scrollRow = 0
    private var hasFocus = false
    private var isEnabled = true
    /// The column ↑ and ↓ aim for: the caret's column before the first of
    /// a run of vertical moves.
    private var goalColumn: Int?

    override func mountContent() {
        readInputs()
        editing.moveCaretToEnd(true)
    }

    override func reconcile() {
        readInputs()
    }

    override func readsDidChange() {
        readInputs()
    }

    override var focusable: (any Focusable)? { self }

    private func readInputs() {
        let binding = view.text
        let (text, enabled) = Evaluation.run(for: self) { (binding.wrappedValue, environment.isEnabled) }
        if enabled != isEnabled {
            isEnabled = enabled
            enabledDidChange(to: enabled, hasFocus: hasFocus)
        }
        if source.read(text, version: binding.version, into: &editing) {
            setNeedsLayout()
        }
    }

    /// Brings ``lines`` up to the edited text at `width`, the editor's own
    /// by default: after an edit, re-splits the lines it touched.
    private func updateLines(width: Int? = nil) {
        lines.update(to: editing, width: width ?? layout.size.width)
    }

    /// The row and column of the caret.
    private func caretPosition() -> (row: Int, column: Int) {
        updateLines()
        return lines.position(of: editing.caret, in: editing)
    }

    // MARK: Focus

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        setNeedsDisplay()
    }

    var givesUpFocusOnEscape: Bool { true }

    var cursorPosition: CellPoint? {
        guard hasFocus, isAlive, layout.size.width > 0, layout.size.height > 0 else { return nil }
        let (row, column) = caretPosition()
        let origin = absoluteOrigin
        return CellPoint(
            column: origin.column + min(column, layout.size.width - 1), row: origin.row + row - scrollRow)
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard hasFocus, isEnabled else { return .ignored }
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let revision = editing.revision
        var keepsGoal = false
        switch (press.key, modifiers) {
        case (.return, []):
            editing.insert("\n")
        case (.leftArrow, []), ("b", .control):
            editing.moveCaret(by: -1)
        case (.rightArrow, []), ("f", .control):
            editing.moveCaret(by: 1)
        case (.leftArrow, .option), (.leftArrow, .control), ("b", .option):
            editing.moveWordBackward()
        case (.rightArrow, .option), (.rightArrow, .control), ("f", .option):
            editing.moveWordForward()
        case (.upArrow, []), ("p", .control):
            keepsGoal = true
            moveVertically(by: -1)
        case (.downArrow, []), ("n", .control):
            keepsGoal = true
            moveVertically(by: 1)
        case (.pageUp, []):
            keepsGoal = true
            moveVertically(by: -max(layout.size.height - 1, 1))
        case (.pageDown, []):
            keepsGoal = true
            moveVertically(by: max(layout.size.height - 1, 1))
        case (.home, []), ("a", .control):
            editing.moveCaret(to: lines.characters(ofRow: caretPosition().row, in: editing).lowerBound)
        case (.end, []), ("e", .control):
            editing.moveCaret(to: lines.end(ofRow: caretPosition().row, in: editing))
        case (.delete, []), (.delete, .shift):
            editing.deleteBackward()
        case (.deleteForward, []), ("d", .control):
            editing.deleteForward()
        case (.delete, .option), ("w", .control):
            editing.deleteWordBackward()
        case ("k", .control):
            // To the end of the line, or the line break itself at the end.
            var end = editing.caret
            while end < editing.characters.count, !editing.characters[end].isNewline { end += 1 }
            editing.deleteForward(upTo: end == editing.caret ? end + 1 : end)
        default:
            guard modifiers.isSubset(of: .shift), EditableText.isTypedText(press.characters) else { return .ignored }
            editing.insert(press.characters)
        }
        if !keepsGoal {
            goalColumn = nil
        }
        didEdit(textChanged: editing.revision != revision)
        return .handled
    }

    /// Moves the caret `count` rows down (up when negative), to the goal
    /// column; at the first or last row, to the start or end of the text.
    private func moveVertically(by count: Int) {
        let (row, column) = caretPosition()
        let goal = goalColumn ?? column
        goalColumn = goal
        let target = row + count
        if target < 0 {
            editing.moveCaretToEnd(false)
        } else if target >= lines.rowCount {
            editing.moveCaretToEnd(true)
        } else {
            editing.moveCaret(to: lines.index(row: target, column: goal, in: editing))
        }
    }

    override func respondToPaste(_ text: String) -> Bool {
        guard hasFocus, isEnabled else { return false }
        let revision = editing.revision
        editing.insert(EditableText.pasted(text, lineBreak: "\n"))
        goalColumn = nil
        didEdit(textChanged: editing.revision != revision)
        return true
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard isEnabled else { return false }
        graph.focus.move(to: self)
        updateLines()
        let index = lines.index(row: point.row + scrollRow, column: point.column, in: editing)
        editing.moveCaret(to: index)
        goalColumn = nil
        didEdit(textChanged: false)
        return true
    }

    /// After a command changed ``editing`` in place (a copy would copy the
    /// whole text): writes the binding and re-splits the lines the edit
    /// touched when the text changed, and redraws.
    private func didEdit(textChanged: Bool) {
        if textChanged {
            source.write(editing, to: view.text)
            updateLines()
            setNeedsLayout()
        } else {
            setNeedsDisplay()
        }
    }

    // MARK: Layout and drawing

    override func measure(_ proposal: CellProposal) -> CellSize {
        var width = proposal.width ?? 0
        if proposal.width == nil {
            updateLines(width: lines.width)
            width = lines.widestLineColumns() + 1
        }
        var height = proposal.height ?? 0
        if proposal.height == nil {
            updateLines(width: width)
            height = lines.rowCount
        }
        return CellSize(width: max(width, 0), height: max(height, 0))
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        let height = layout.size.height
        guard width > 0, height > 0 else { return }
        let caretRow = caretPosition().row
        scrollRow = min(scrollRow, max(0, lines.rowCount - height))
        if caretRow < scrollRow {
            scrollRow = caretRow
        } else if caretRow >= scrollRow + height {
            scrollRow = caretRow - height + 1
        }
        let style = context.styled(Cell(background: .clear, attributes: isEnabled ? [] : .dim))
        let frame = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: height)
        let clip = frame.intersection(context.clip)
        for (offset, row) in lines.characters(ofRows: scrollRow, count: height, in: editing).enumerated() {
            var column = 0
            for index in row {
                let character = editing.characters[index]
                let shown = TextSanitizer.isControl(character) ? TextSanitizer.visible(String(character)[...]).first ?? "?" : character
                let width = Int(editing.widths[index])
                context.buffer.put(
                    shown, width: width, at: context.origin.column + column,
                    row: context.origin.row + offset, style: style, clip: clip)
                column += width
            }
        }
    }

    override var displayName: String { "TextEditor" }

    override var stateDescription: String? {
        "\(editing.characters.count) characters, caret \(editing.caret)" + (hasFocus ? " focused" : "")
    }
}
