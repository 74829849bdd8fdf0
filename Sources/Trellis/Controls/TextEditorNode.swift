/// The node of a `TextEditor`: edits the bound string over several rows,
/// draws the rows in view, and places the terminal cursor.
///
/// A focusable leaf, like a text field's node, with ``WrappedRows`` for the
/// rows at its width and a vertical scroll offset that keeps the caret's
/// row in view:
///
/// ```
/// editor 3 rows high, caret on row 5   →   scroll = 5 − 3 + 1 = 3, rows 3–5 shown
/// ```
@MainActor
final class TextEditorNode: TypedNode<TextEditor>, Focusable {
    private var editing = EditableText("")
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

    override func refresh() {
        isDirty = false
        readInputs()
    }

    override var takesPartInFocus: Bool { true }

    private func readInputs() {
        let binding = view.text
        let (text, enabled) = Evaluation.run(for: self) { (binding.wrappedValue, environment.isEnabled) }
        if enabled != isEnabled {
            isEnabled = enabled
            enabledDidChange(to: enabled, hasFocus: hasFocus)
        }
        if text != editing.text {
            editing.replaceText(with: text)
            setNeedsLayout()
        }
    }

    /// The rows at the editor's width.
    private var rows: WrappedRows { rows(at: layout.size.width) }

    /// The rows last built, for the text revision and width they were
    /// built at: a key builds them once, not once per use (its move, the
    /// layout, the cursor, the drawing).
    private var builtRows: (revision: Int, width: Int, rows: WrappedRows)?

    /// The rows of the edited text at `width`, built again only when the
    /// text or the width changed. Cost: O(length) then, O(1) otherwise.
    private func rows(at width: Int) -> WrappedRows {
        if let builtRows, builtRows.revision == editing.revision, builtRows.width == width {
            return builtRows.rows
        }
        let rows = WrappedRows(editing.characters, columns: editing.widths, width: width)
        builtRows = (editing.revision, width, rows)
        return rows
    }

    // MARK: Focus

    var acceptsFocus: Bool { isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        setNeedsDisplay()
    }

    var cursorPosition: CellPoint? {
        guard hasFocus, isAlive, layout.size.width > 0, layout.size.height > 0 else { return nil }
        let (row, column) = rows.position(of: editing.caret)
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
            let rows = rows
            editing.moveCaret(to: rows.rows[rows.position(of: editing.caret).row].lowerBound)
        case (.end, []), ("e", .control):
            let rows = rows
            editing.moveCaret(to: rows.end(of: rows.position(of: editing.caret).row))
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
        let rows = rows
        let (row, column) = rows.position(of: editing.caret)
        let goal = goalColumn ?? column
        goalColumn = goal
        let target = row + count
        if target < 0 {
            editing.moveCaretToEnd(false)
        } else if target >= rows.rows.count {
            editing.moveCaretToEnd(true)
        } else {
            editing.moveCaret(to: rows.index(row: target, column: goal))
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
        let index = rows.index(row: point.row + scrollRow, column: point.column)
        editing.moveCaret(to: index)
        goalColumn = nil
        didEdit(textChanged: false)
        return true
    }

    /// After a command changed ``editing`` in place (a copy would copy the
    /// whole text): writes the binding when the text changed, and redraws.
    private func didEdit(textChanged: Bool) {
        if textChanged {
            view.text.wrappedValue = editing.text
            setNeedsLayout()
        } else {
            setNeedsDisplay()
        }
    }

    // MARK: Layout and drawing

    override func measure(_ proposal: CellProposal) -> CellSize {
        let width = proposal.width ?? (editing.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayWidth.of(String($0)) }.max() ?? 0) + 1
        let height = proposal.height ?? rows(at: width).rows.count
        return CellSize(width: max(width, 0), height: max(height, 0))
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        let height = layout.size.height
        guard width > 0, height > 0 else { return }
        let rows = rows
        let caretRow = rows.position(of: editing.caret).row
        scrollRow = min(scrollRow, max(0, rows.rows.count - height))
        if caretRow < scrollRow {
            scrollRow = caretRow
        } else if caretRow >= scrollRow + height {
            scrollRow = caretRow - height + 1
        }
        let style = context.styled(Cell(background: .clear, attributes: isEnabled ? [] : .dim))
        let frame = CellRect(column: context.origin.column, row: context.origin.row, width: width, height: height)
        let clip = frame.intersection(context.clip)
        for offset in 0..<height {
            let row = scrollRow + offset
            guard row < rows.rows.count else { break }
            var column = 0
            for index in rows.rows[row] {
                let character = editing.characters[index]
                let shown = TextSanitizer.isControl(character) ? TextSanitizer.visible(String(character)[...]).first ?? "?" : character
                context.buffer.put(
                    shown, width: rows.widths[index], at: context.origin.column + column,
                    row: context.origin.row + offset, style: style, clip: clip)
                column += rows.widths[index]
            }
        }
    }

    override var displayName: String { "TextEditor" }

    override var stateDescription: String? {
        "\(editing.characters.count) characters, caret \(editing.caret)" + (hasFocus ? " focused" : "")
    }
}
