/// Driving a ``TestHost`` as a user would: keys, text, raw bytes, clicks,
/// resizes, scene phases and time.
///
/// ```swift
/// let host = TestHost(columns: 30, rows: 3) { LoginForm() }
/// host.press(.tab)                 // focus the first field, as a user would
/// host.type("ada")
/// host.press(.return)
/// #expect(host.screen == "Welcome, ada")
/// ```
///
/// Each call routes its input through the same code a terminal host uses,
/// applies every change (one update per event) and draws one frame. A test
/// host never quits or suspends because of input: Ctrl-C and Ctrl-Z reach
/// the views as key presses. Task bodies do not run; `await settle()` for them.
extension TestHost {
    /// Presses `key` with `modifiers`.
    ///
    /// ```swift
    /// host.press(.tab, modifiers: .shift)   // focus the previous view
    /// ```
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        session.press(KeyPress(key, modifiers: modifiers))
        render()
    }

    /// Types `text`, one key press per character, through the input decoder
    /// (so `"\r"` is Return, `"\u{7F}"` Backspace, `"\t"` Tab).
    ///
    /// ```swift
    /// host.type("héllo 漢字")
    /// ```
    public func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends `bytes` as a terminal would, through the input decoder: escape
    /// sequences, mouse reports, bracketed pastes. An incomplete sequence
    /// (a lone Esc) waits for more bytes or for `advance(by:)` past the
    /// Esc timeout (50 ms).
    ///
    /// ```swift
    /// host.send([0x1B, 0x5B, 0x41])   // ↑
    /// ```
    public func send(_ bytes: [UInt8]) {
        session.receive(bytes)
        render()
    }

    /// Clicks the left button on the cell at `column`, `row`: the view under
    /// it takes the focus if it can, and the innermost view that takes
    /// clicks (a button, `.onTapGesture`) gets it.
    public func click(column: Int, row: Int) {
        session.click(at: CellPoint(column: column, row: row))
        render()
    }

    /// Moves the pointer, with no button down, to the cell at `column`,
    /// `row`, as a terminal reports motion (mouse mode 1003), and renders:
    /// the `.onHover` and `.onContinuousHover` views it left and entered
    /// hear of it.
    ///
    /// ```swift
    /// host.hover(column: 3, row: 1)
    /// #expect(host.lines[1] == "▸ Help (hovered)")
    /// ```
    public func hover(column: Int, row: Int) {
        session.hover(at: CellPoint(column: column, row: row))
        render()
    }

    /// Drags the mouse with the left button from the cell at `from` to the
    /// cell at `to`: the button goes down (a click), the pointer moves one
    /// cell at a time along the longer axis, and the button is released,
    /// with a frame after each step, as a terminal reports it.
    ///
    /// ```swift
    /// host.drag(from: (column: 2, row: 0), to: (column: 6, row: 0))   // a press, 4 moves, a release
    /// ```
    public func drag(from: (column: Int, row: Int), to: (column: Int, row: Int)) {
        let start = CellPoint(column: from.column, row: from.row)
        session.click(at: start)
        session.drag(at: start, phase: .began)
        render()
        let steps = max(abs(to.column - from.column), abs(to.row - from.row))
        for step in stride(from: 1, through: steps, by: 1) {
            let point = CellPoint(
                column: from.column + (to.column - from.column) * step / steps,
                row: from.row + (to.row - from.row) * step / steps)
            session.drag(at: point, phase: .moved)
            render()
        }
        session.drag(at: CellPoint(column: to.column, row: to.row), phase: .ended)
        render()
    }

    /// Clicks the right button on the cell at `column`, `row`: the view
    /// under it that has an action menu (a `.contextMenu`, a list row with
    /// actions) opens it.
    public func rightClick(column: Int, row: Int) {
        session.secondaryClick(at: CellPoint(column: column, row: row))
        render()
    }

    /// Resizes the screen to `columns` × `rows` cells: the views are laid
    /// out again and keep their state; the size classes follow.
    public func resize(columns: Int, rows: Int) {
        session.resize(to: CellSize(width: columns, height: rows))
        render()
    }

    /// Moves the scene to `phase`, passing through `.inactive` with an
    /// update per step (Lifecycle.md rule 20). The host starts `.active`.
    ///
    /// ```swift
    /// host.setScenePhase(.background)   // onChange sees (active, inactive), then (inactive, background)
    /// ```
    public func setScenePhase(_ phase: ScenePhase) {
        session.setPhase(phase)
        render()
    }

    /// The scene's phase.
    public var scenePhase: ScenePhase { session.phase }

    /// Moves the host's clock forward by `duration`, firing the timers due
    /// (spinners, click series, the Esc timeout) in order. Task bodies that
    /// sleep are not affected: the clock is the engine's own.
    public func advance(by duration: Duration) {
        session.advance(to: session.graph.timers.now + duration)
        render()
    }

    /// Where the terminal cursor is shown (the focused text field's editing
    /// position), or `nil` when it is hidden.
    public var cursor: (column: Int, row: Int)? {
        guard let point = session.graph.focus.focused?.cursorPosition else { return nil }
        return (point.column, point.row)
    }
}
