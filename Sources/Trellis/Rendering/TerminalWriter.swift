/// Turns frames into the bytes that draw them on a terminal, writing only
/// what changed since the frame the terminal shows, with the cheapest cursor
/// moves and style changes.
///
/// ```swift
/// var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true)
/// terminal.write(writer.render(first, over: nil))     // full redraw
/// terminal.write(writer.render(second, over: first))  // only the changed cells
/// ```
///
/// A frame is built in five steps:
///
/// 0. Scrolls: rows the caller shifted in its model of the screen (the
///    renderer's front buffer, see ``shouldScroll(_:from:to:)``) are shifted
///    on the terminal with a scroll region, so the diff that follows finds
///    them unchanged.
/// 1. Runs: `BufferDiff` lists the changed cells, or every row when there is
///    no previous frame or its size differs (a full redraw, which starts with
///    `ESC[H ESC[m` and assumes nothing about the screen).
/// 2. Cursor: before each run the writer picks the cheapest way there from
///    where its last write left the cursor: an absolute `CUP`, relative
///    `CUU`/`CUD`/`CUF`/`CUB`, backspaces, `CR` plus `LF`s, or re-printing
///    the unchanged cells in between when they are in the current style.
/// 3. Style: before each cell it changes only what differs from the current
///    SGR state, in one sequence, choosing between the specific off codes
///    (22, 23, 24, 27, 29) and a reset by length; the reset is an empty
///    first parameter (`ESC[m`, `ESC[;1m`), which ECMA-48 makes SGR's
///    default 0. Hyperlinks are opened and closed with OSC 8 the same way.
/// 4. Erase: a run that ends in blank cells reaching the end of the row (a
///    space on the default background, with no link and no underline,
///    strikethrough or inverse) ends with `ESC[K` instead when that is
///    shorter than writing the spaces.
///
/// ```
/// 80×24, "Count: 41" → "Count: 42" in row 2:   ESC[3;9H 2   (6 bytes of move, 1 of text)
/// 80×24, list in rows 2–21 scrolled up by one:  ESC[3;22r ESC[3H ESC[S ESC[r ESC[22H item 21
/// ```
///
/// Assumptions about the terminal:
///
/// - It is in raw mode without output processing, but the writer never
///   relies on that: `LF` is only sent right after `CR`, so `ONLCR` would
///   change nothing.
/// - The buffer is as wide as the terminal: printing in the last column
///   leaves the cursor in the pending-wrap state, from which the writer only
///   moves with `CR` or an absolute move (never relative moves, whose effect
///   there differs between terminals), and never prints.
/// - `ESC[K` erases with the current background, so the writer returns to
///   the default background before erasing.
/// - Scrolling (absolute addressing only): `ESC[t;br` (DECSTBM) sets the
///   scroll region to rows t…b and `ESC[r` resets it to the whole screen;
///   `ESC[nS` (SU) and `ESC[nT` (SD) scroll the region with the cursor
///   inside it and fill the rows moved in with the current background; the
///   rest of the screen does not move. Both DECSTBM and its reset move the
///   cursor home on xterm and tmux (VT100 behaviour) but not necessarily
///   everywhere, so the writer forgets the cursor after a scroll. tmux
///   implements all of this (checked with `tmux capture-pane`).
///
/// What reaches the terminal is limited to the writer's own sequences and
/// cell text. A cell whose character contains a control (C0, DEL, C1) is
/// written as `?` (text is sanitized before it reaches a cell, so this is
/// defence in depth), and a link is written only if ``Buffer/isValidLink(_:)``
/// accepts its URL; otherwise the text is written without the link. A wide
/// character is always written whole: a continuation is never written by
/// itself, and a malformed half (a width-2 cell without its continuation, or
/// a continuation without its first half) is written as a space.
///
/// Every cell is reproduced as it looks, not bit for bit: a space (without
/// underline, strikethrough or inverse) is written in whatever foreground,
/// bold, dim and italic are current, since none of them shows on it, and a
/// blank tail is erased even if its cells name a foreground. Backgrounds,
/// links and every visible attribute are exact.
///
/// Between frames the writer remembers the cursor and style it left; call
/// ``invalidate()`` when something else may have moved or restyled them. An
/// open hyperlink is closed at the end of every frame, so text written after
/// it is never linked.
///
/// Cost: O(changed cells) for a diffed frame plus the O(width × height) diff;
/// the bytes are built in one array, the result.
struct TerminalWriter {
    /// Where the terminal's cursor is, as far as the writer knows.
    private enum CursorPosition: Equatable {
        /// Unknown: the next move must be absolute.
        case unknown
        /// At this row and column.
        case at(row: Int, column: Int)
        /// On this row after printing in its last column: a `CR` or an
        /// absolute move is the only safe way out.
        case pendingWrap(row: Int)
    }

    /// The graphic rendition of printed text, as the terminal receives it.
    fileprivate struct Style: Equatable {
        var foreground: Color.SGRColor = .default
        var background: Color.SGRColor = .default
        var attributes: TextAttributes = []

        /// The terminal's state after `SGR 0`.
        static let plain = Style()
    }

    /// A way to move the cursor.
    private enum CursorMove {
        /// `CUP`, from anywhere.
        case absolute
        /// `CUU`/`CUD` then `CUF`/`CUB` or backspaces.
        case relative
        /// `CR`, then `LF`s, `CUD` or `CUU`, then `CUF`.
        case carriageReturn
        /// Print the cells between the cursor and the target again.
        case reprint
    }

    /// How many colours the terminal shows; colours are downsampled to it.
    let capability: ColorCapability
    /// Whether frames are wrapped in `ESC[?2026h` … `ESC[?2026l` so the
    /// terminal shows them at once; a host turns it on when the terminal
    /// says it knows the mode.
    var synchronizedOutput: Bool
    /// Whether cell links are written as OSC 8 hyperlinks.
    let hyperlinks: Bool

    /// How the writer moves the cursor.
    enum Addressing {
        /// Anywhere on the screen, with absolute moves where they are
        /// shortest: the buffer is the whole screen (full-screen apps).
        case absolute
        /// Only relative to where the cursor is: the buffer is a region
        /// whose place on the screen is unknown (inline apps). The host
        /// tells the writer where the cursor stands (``setOrigin()``)
        /// before the first frame and after moving it itself.
        case relative
    }

    /// How the writer moves the cursor; `.absolute` unless created inline.
    let addressing: Addressing

    private var cursor = CursorPosition.unknown
    /// Whether the terminal shows its cursor: `false` at first (hosts hide
    /// it when they start).
    private var isCursorShown = false
    /// Whether the last frame left the terminal's cursor shown (at a caret).
    var showsCursor: Bool { isCursorShown }
    /// Where the last frame asked the cursor to stand, shown.
    private var shownCursor: CellPoint?
    /// The current SGR state; nil when unknown.
    private var style: Style?
    /// The link index (into the frame's buffer) text is being written
    /// under, 0 for none.
    private var openLink: UInt16 = 0
    /// For each link of the frame's buffer, whether it may be written.
    private var writableLinks: [Bool] = []
    /// The link URLs of the frame's buffer.
    private var linkTargets: [String] = []
    /// The frame being built.
    private var output: [UInt8] = []
    /// Scratch space for the two candidate SGR sequences.
    private var resetParameters: [UInt8] = []
    private var changeParameters: [UInt8] = []
    /// Renditions and style changes worked out before: a screen uses a few
    /// styles over and over.
    private let memo = StyleMemo()

    /// Creates a writer that knows nothing about the screen yet.
    ///
    /// ```swift
    /// TerminalWriter(capability: .palette256, synchronizedOutput: true, hyperlinks: false)
    /// ```
    init(capability: ColorCapability, synchronizedOutput: Bool, hyperlinks: Bool, addressing: Addressing = .absolute) {
        self.capability = capability
        self.synchronizedOutput = synchronizedOutput
        self.hyperlinks = hyperlinks
        self.addressing = addressing
    }

    /// The bytes that turn a screen showing `previous` into one showing
    /// `next`; all of `next` when `previous` is nil or of another size.
    ///
    /// ```swift
    /// writer.render(frame, over: frame)   // []: nothing changed, nothing written
    /// ```
    ///
    /// A full redraw starts with `ESC[H ESC[m` and writes every row, ending
    /// each with `ESC[K` where that is shorter than its trailing spaces. An
    /// unchanged frame is empty, without even the synchronized-output
    /// wrapper. The writer assumes the terminal shows `previous` exactly,
    /// with the cursor and style its last frame left unless
    /// ``invalidate()`` was called since. `areas` limits the diff to the
    /// rectangles the caller redrew.
    ///
    /// `scrolls` are row shifts the caller already applied to `previous`
    /// (``Buffer/scroll(_:)``) and the terminal has yet to make: they are
    /// written first, in order, each as a scroll region (below), so that
    /// the terminal shows `previous` before the diff is written. A caller
    /// keeps them only when ``shouldScroll(_:from:to:)`` says they pay off,
    /// and passes no scrolls with a `previous` of another size (a full
    /// redraw, where they are ignored). `areas` must cover their bands.
    ///
    /// ```
    /// rows 2..<22 up by 1    ESC[3;22r ESC[3H ESC[S ESC[r   then the diff: the new row 21
    /// rows 0..<24 down by 2  ESC[1;24r ESC[H ESC[2T ESC[r   then the diff: the new rows 0 and 1
    /// ```
    ///
    /// Cost: O(cells compared) to diff plus O(bytes written).
    mutating func render(
        _ next: Buffer, over previous: Buffer?, areas: [CellRect]? = nil, scrolls: [RowScroll] = [],
        cursor visibleCursor: CellPoint? = nil
    ) -> [UInt8] {
        let runs: [BufferDiff.Run]
        let isFullRedraw: Bool
        let requestedCursor = visibleCursor.flatMap { point in
            next.bounds.contains(column: point.column, row: point.row) ? point : nil
        }
        if let previous, previous.width == next.width, previous.height == next.height {
            runs = BufferDiff.runs(from: previous, to: next, areas: areas)
            isFullRedraw = false
            guard !runs.isEmpty || !scrolls.isEmpty || !isCursor(at: requestedCursor) else { return [] }
        } else {
            runs = (0..<next.height).map { row in
                BufferDiff.Run(row: row, column: 0, cells: next.cells[(row * next.width)..<((row + 1) * next.width)])
            }
            isFullRedraw = true
        }

        prepareLinks(of: next)
        output.reserveCapacity(isFullRedraw ? next.width * next.height + 64 : 256)
        if synchronizedOutput {
            append("\u{1B}[?2026h")
        }
        if isFullRedraw {
            if addressing == .relative {
                moveCursor(toRow: 0, column: 0, in: next)
                append("\u{1B}[m")
            } else {
                append("\u{1B}[H\u{1B}[m")
            }
            cursor = .at(row: 0, column: 0)
            style = .plain
        } else {
            for scroll in scrolls {
                writeScroll(scroll, of: next)
            }
        }
        writeRuns(runs, of: next)
        setLink(0)
        placeCursor(at: requestedCursor, in: next)
        if synchronizedOutput {
            append("\u{1B}[?2026l")
        }
        writableLinks.removeAll(keepingCapacity: true)
        linkTargets = []

        let frame = output
        output = []
        return frame
    }

    /// Forgets the cursor position and the style, so the next frame moves
    /// and styles from scratch.
    ///
    /// ```swift
    /// writer.invalidate()   // after a resize, or after someone else wrote to the terminal
    /// ```
    ///
    /// Cost: O(1).
    mutating func invalidate() {
        if addressing == .absolute {
            cursor = .unknown
        }
        style = nil
        shownCursor = nil
    }

    /// Records that the cursor stands at the region's first cell (row 0,
    /// column 0), where the host just put it.
    ///
    /// ```swift
    /// writer.setOrigin()   // an inline host reserved its rows and moved back up
    /// ```
    mutating func setOrigin() {
        cursor = .at(row: 0, column: 0)
        shownCursor = nil
    }

    /// The bytes that bring the cursor back to the region's first cell
    /// with relative moves (`CR`, `CUU`), from wherever the last frame left it.
    ///
    /// ```
    /// cursor at row 3, column 7   →   CR ESC[3A
    /// ```
    mutating func returnToOrigin() -> [UInt8] {
        switch cursor {
        case .at(let row, let column):
            if row == 0, column == 0 { return [] }
            append("\r")
            appendVerticalMove(-row)
        case .pendingWrap(let row):
            append("\r")
            appendVerticalMove(-row)
        case .unknown:
            append("\r")
        }
        cursor = .at(row: 0, column: 0)
        shownCursor = nil
        let bytes = output
        output = []
        return bytes
    }

    /// Records that someone else hid the cursor (a host entering the
    /// screen again after a suspension).
    mutating func cursorWasHidden() {
        isCursorShown = false
        shownCursor = nil
    }

    /// Whether the terminal already shows the cursor at `point` (hidden
    /// for `nil`), so a frame without changed cells writes nothing.
    private func isCursor(at point: CellPoint?) -> Bool {
        guard let point else { return !isCursorShown }
        return isCursorShown && shownCursor == point && cursor == .at(row: point.row, column: point.column)
    }

    /// Ends a frame with the cursor shown at `point` (the editing position
    /// of the focused text field), or hidden for `nil`.
    ///
    /// ```
    /// field focused, caret at (12, 3)   …frame… ESC[4;13H ESC[?25h
    /// focus leaves the field            …frame… ESC[?25l
    /// ```
    private mutating func placeCursor(at point: CellPoint?, in buffer: Buffer) {
        if let point {
            moveCursor(toRow: point.row, column: point.column, in: buffer)
            if !isCursorShown {
                append("\u{1B}[?25h")
                isCursorShown = true
            }
            shownCursor = point
        } else {
            if isCursorShown {
                append("\u{1B}[?25l")
                isCursorShown = false
            }
            shownCursor = nil
        }
    }

    // MARK: Scrolls

    /// Whether shifting the terminal's rows by `scroll` and then writing
    /// the diff of `next` against `shown` shifted the same way costs fewer
    /// bytes than writing the diff against `shown` as it is; always `false`
    /// with relative addressing.
    ///
    /// ```
    /// 80×24, rows 2..<22 show "item 0 …"…"item 19 …" (70 columns each), next shows "item 1 …"…"item 20 …"
    /// in place: 20 rows, each about 60 cells changed · shifted: 19 rows equal, row 21 new (70 cells)
    /// saved ≈ 20 × (5 + 60) − (5 + 70) = 1,225 bytes > 17 bytes of scroll sequence   →   true
    /// ```
    ///
    /// The estimate prices each row of the band as the diff would write
    /// it: nothing when it equals the row the terminal shows there, else
    /// an absolute move plus its changed cells (no more than its columns
    /// up to its last non-blank cell plus the 3 bytes of `ESC[K`). It sums
    /// that over the band for the screen as it is and for the screen
    /// scrolled (rows moved in are blank), and scrolling pays off when the
    /// saving is larger than the scroll sequence (``scrollLength(_:)``).
    /// Styles, links and the gaps between changed cells are not priced: the
    /// estimate only has to tell a scrolled list from content that stayed,
    /// and the diff is exact either way.
    ///
    /// Inline (relative addressing) the region's rows on the screen are
    /// unknown, and DECSTBM takes absolute rows: the writer never scrolls.
    ///
    /// Cost: O(cells of the band), twice: the comparisons a diff makes.
    func shouldScroll(_ scroll: RowScroll, from shown: Buffer, to next: Buffer) -> Bool {
        guard addressing == .absolute, shown.width == next.width, shown.height == next.height,
            scroll.rows.lowerBound >= 0, scroll.rows.upperBound <= next.height
        else { return false }
        var saved = 0
        for row in scroll.rows {
            let inPlace = next.cellsDiffering(inRow: row, from: row, of: shown)
            let shifted = next.cellsDiffering(inRow: row, from: scroll.source(of: row), of: shown)
            guard inPlace != shifted else { continue }
            let limit = Self.printedColumns(ofRow: row, in: next) + Self.eraseLineLength
            let move = Self.absoluteMoveLength(row: row, column: 0)
            func cost(_ changed: Int) -> Int { changed == 0 ? 0 : move + min(changed, limit) }
            saved += cost(inPlace) - cost(shifted)
        }
        return saved > Self.scrollLength(scroll)
    }

    /// Shifts the rows of `scroll`'s band on the terminal: sets the scroll
    /// region to the band, moves the cursor into it, scrolls, and resets
    /// the region.
    ///
    /// ```
    /// rows 2..<22 up by 1     ESC[3;22r ESC[3H ESC[S ESC[r
    /// rows 5..<10 down by 3   ESC[6;10r ESC[6H ESC[3T ESC[r
    /// ```
    ///
    /// The rows moved in take the current background, so the writer
    /// returns to the default background first. The resets home the cursor
    /// on most terminals, so its position is forgotten.
    private mutating func writeScroll(_ scroll: RowScroll, of buffer: Buffer) {
        precondition(addressing == .absolute, "scroll regions need absolute addressing")
        precondition(scroll.rows.lowerBound >= 0 && scroll.rows.upperBound <= buffer.height, "scroll outside the screen")
        setStyle(erasingStyle)
        setLink(0)
        append("\u{1B}[")
        Self.appendDecimal(scroll.rows.lowerBound + 1, to: &output)
        append(";")
        Self.appendDecimal(scroll.rows.upperBound, to: &output)
        append("r")
        cursor = .unknown
        moveCursor(toRow: scroll.rows.lowerBound, column: 0, in: buffer)
        appendControlSequence(count: abs(scroll.distance), final: scroll.distance > 0 ? "S" : "T")
        append("\u{1B}[r")
        cursor = .unknown
    }

    /// The bytes ``writeScroll(_:of:)`` writes for `scroll`, without a
    /// style change.
    ///
    /// ```
    /// rows 2..<22 up by 1   ESC[3;22r ESC[3H ESC[S ESC[r   →   7 + 4 + 3 + 3 = 17
    /// ```
    static func scrollLength(_ scroll: RowScroll) -> Int {
        4 + decimalLength(scroll.rows.lowerBound + 1) + decimalLength(scroll.rows.upperBound)
            + absoluteMoveLength(row: scroll.rows.lowerBound, column: 0)
            + controlSequenceLength(count: abs(scroll.distance)) + 3
    }

    /// The columns of `row` up to its last cell that is not blank: at most
    /// what writing the row prints before it can erase the rest, roughly.
    private static func printedColumns(ofRow row: Int, in buffer: Buffer) -> Int {
        var column = buffer.width
        while column > 0, buffer[column: column - 1, row: row] == .blank {
            column -= 1
        }
        return column
    }

    // MARK: Runs

    /// Writes `runs` of `buffer`, ending a row with `ESC[K` when its run
    /// reaches into the blank tail of the row and erasing is shorter.
    ///
    /// ```
    /// row    a b c · · · · ·        (· blank to the end of the row)
    /// run      b c · · · ·     →   move, "bc", ESC[K   (3 bytes instead of 4 spaces)
    /// ```
    ///
    /// Runs after an erase on the same row lie in the erased tail and are
    /// skipped.
    private mutating func writeRuns(_ runs: [BufferDiff.Run], of buffer: Buffer) {
        var row = -1
        var tailStart = 0
        var erasedFrom = Int.max
        for (index, run) in runs.enumerated() {
            if run.row != row {
                row = run.row
                tailStart = blankTailStart(ofRow: row, in: buffer)
                erasedFrom = Int.max
            }
            guard run.column < erasedFrom, !run.cells.isEmpty else { continue }
            let blankFrom = max(run.column, tailStart)
            if run.endColumn > blankFrom,
                blankCellsToWrite(from: blankFrom, runs: runs, runIndex: index) > Self.eraseLineLength
            {
                moveCursor(toRow: row, column: run.column, in: buffer)
                writeCells(row: row, from: run.column, to: blankFrom, of: buffer)
                setStyle(erasingStyle)
                setLink(0)
                append("\u{1B}[K")
                erasedFrom = blankFrom
                continue
            }
            moveCursor(toRow: row, column: run.column, in: buffer)
            writeCells(row: row, from: run.column, to: run.endColumn, of: buffer)
        }
    }

    /// The bytes `ESC[K` takes.
    private static let eraseLineLength = 3

    /// The blank cells that writing, rather than erasing, would cost from
    /// `column` of the run at `runIndex` to the end of its row: those of the
    /// run and of the row's later runs, plus one per later run for the move
    /// there. Stops counting once erasing is cheaper.
    private func blankCellsToWrite(from column: Int, runs: [BufferDiff.Run], runIndex: Int) -> Int {
        let row = runs[runIndex].row
        var count = runs[runIndex].endColumn - column
        var index = runIndex + 1
        while count <= Self.eraseLineLength, index < runs.count, runs[index].row == row {
            count += runs[index].cells.count + 1
            index += 1
        }
        return count
    }

    /// The first column from which every cell of `row` to its end is blank:
    /// `width` when the last cell is not.
    private func blankTailStart(ofRow row: Int, in buffer: Buffer) -> Int {
        var column = buffer.width
        while column > 0, isBlank(buffer[column: column - 1, row: row]) {
            column -= 1
        }
        return column
    }

    /// Whether `cell` looks like an erased cell: a space on the default
    /// background, without an attribute that shows on a space or a link.
    private func isBlank(_ cell: Cell) -> Bool {
        guard cell.width == 1, cell.grapheme.isSpace, link(of: cell) == 0 else { return false }
        let rendition = rendition(of: cell)
        return rendition.background == .default && rendition.attributes.isDisjoint(with: Self.visibleOnSpace)
    }

    /// The style to erase in: the current one on the default background,
    /// without the attributes that show on a space (`ESC[K` erases with the
    /// current background).
    private var erasingStyle: Style {
        guard let style else { return .plain }
        return Style(
            foreground: style.foreground, background: .default,
            attributes: style.attributes.subtracting(Self.visibleOnSpace)
        )
    }

    // MARK: Cells

    /// Writes the cells of `row` from `start` to `end`, the cursor being at
    /// `start`.
    private mutating func writeCells(row: Int, from start: Int, to end: Int, of buffer: Buffer) {
        var column = start
        while column < end {
            column += writeCell(at: column, row: row, of: buffer)
        }
    }

    /// Writes the cell at the cursor, (`column`, `row`), in its style and
    /// link, and returns the columns it took: 2 for a whole wide character,
    /// otherwise 1.
    private mutating func writeCell(at column: Int, row: Int, of buffer: Buffer) -> Int {
        let cell = buffer[column: column, row: row]
        setStyle(targetStyle(for: cell))
        setLink(link(of: cell))
        let columns = columnsWritten(for: cell, at: column, row: row, of: buffer)
        if columns == cell.width {
            appendText(cell.grapheme)
        } else {
            append(" ")
        }
        advanceCursor(row: row, to: column + columns, in: buffer)
        return columns
    }

    /// The columns the cell at (`column`, `row`) takes when written: 2 for a
    /// wide character followed by its continuation, 1 for anything else (a
    /// malformed half is written as a space).
    private func columnsWritten(for cell: Cell, at column: Int, row: Int, of buffer: Buffer) -> Int {
        if cell.width == 2, column + 1 < buffer.width, buffer[column: column + 1, row: row].isContinuation {
            return 2
        }
        return 1
    }

    /// Records that text was printed up to `column` of `row`.
    private mutating func advanceCursor(row: Int, to column: Int, in buffer: Buffer) {
        cursor = column >= buffer.width ? .pendingWrap(row: row) : .at(row: row, column: column)
    }

    /// Appends a cell's character, or `?` if it contains a control.
    ///
    /// ```
    /// "a" → 61      "漢" → E6 BC A2      "\u{1B}" → 3F ("?")      "\u{9B}" → 3F
    /// ```
    private mutating func appendText(_ grapheme: Grapheme) {
        if let byte = grapheme.asciiValue {
            output.append(byte >= 0x20 && byte != 0x7F ? byte : UInt8(ascii: "?"))
            return
        }
        let character = grapheme.character
        let utf8 = character.utf8
        if character.unicodeScalars.contains(where: Self.isControl) {
            output.append(UInt8(ascii: "?"))
        } else {
            output.append(contentsOf: utf8)
        }
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The attributes that show on a space. The others (bold, dim, italic)
    /// and the foreground colour change only how glyphs are drawn.
    private static let visibleOnSpace: TextAttributes = [.underline, .strikethrough, .inverse]

    /// The style to write `cell` in: its rendition, except that a space
    /// keeps the current foreground, bold, dim and italic, which do not show
    /// on it, so spaces between words of different styles need no change.
    ///
    /// ```
    /// "ab" bold red, " " plain, "cd" bold red   →   ESC[1;31mab cd   (not ESC[0m before the space)
    /// ```
    private func targetStyle(for cell: Cell) -> Style {
        let rendition = rendition(of: cell)
        guard let style, cell.width == 1, cell.grapheme.isSpace,
            rendition.attributes.isDisjoint(with: Self.visibleOnSpace)
        else {
            return rendition
        }
        return Style(
            foreground: style.foreground, background: rendition.background,
            attributes: style.attributes.subtracting(Self.visibleOnSpace)
        )
    }

    /// The rendition of `cell` at the writer's capability (the last one is
    /// remembered: neighbouring cells usually share it).
    private func rendition(of cell: Cell) -> Style {
        if let last = memo.lastRendition, last.foreground == cell.foreground, last.background == cell.background,
            last.attributes == cell.attributes
        {
            return last.style
        }
        let style = computeRendition(of: cell)
        memo.lastRendition = (cell.foreground, cell.background, cell.attributes, style)
        return style
    }

    private func computeRendition(of cell: Cell) -> Style {
        var attributes = cell.attributes
        var foreground = Color.SGRColor.default
        if let color = cell.foreground {
            let rendition = color.sgrColor(at: capability, asForeground: true)
            foreground = rendition.color
            if rendition.dim {
                attributes.insert(.dim)
            }
        }
        let background = cell.background?.sgrColor(at: capability, asForeground: false).color ?? .default
        return Style(foreground: foreground, background: background, attributes: attributes)
    }

    /// The link `cell` is written under: its link if hyperlinks are on and
    /// its URL is safe, otherwise 0.
    private func link(of cell: Cell) -> UInt16 {
        let index = Int(cell.link)
        guard index > 0, index <= writableLinks.count, writableLinks[index - 1] else { return 0 }
        return cell.link
    }

    /// Decides, once per frame, which of `buffer`'s links may be written,
    /// and keeps their URLs for writing.
    private mutating func prepareLinks(of buffer: Buffer) {
        writableLinks.removeAll(keepingCapacity: true)
        if hyperlinks {
            writableLinks.append(contentsOf: buffer.links.lazy.map(Buffer.isValidLink))
        }
        linkTargets = buffer.links
    }

    // MARK: Hyperlinks

    /// Opens, switches or closes the OSC 8 hyperlink so that text is
    /// written under `link` (0: none).
    ///
    /// ```
    /// 0 → 3    ESC]8;;https://a.example ESC\
    /// 3 → 0    ESC]8;; ESC\
    /// ```
    ///
    /// Opening a link ends the one open before, so switching takes one
    /// sequence.
    private mutating func setLink(_ link: UInt16) {
        guard link != openLink else { return }
        append("\u{1B}]8;;")
        if link != 0 {
            output.append(contentsOf: linkTargets[Int(link) - 1].utf8)
        }
        append("\u{1B}\\")
        openLink = link
    }

    // MARK: Style

    /// Changes the SGR state to `target` with the shortest sequence: the
    /// specific changes, or a reset followed by everything `target` sets.
    ///
    /// ```
    /// bold red     → red          ESC[22m          (not ESC[0;31m)
    /// bold italic red → red       ESC[0;31m        (not ESC[22;23m)
    /// ```
    private mutating func setStyle(_ target: Style) {
        guard style != target else { return }
        if let sequence = memo.change(from: style, to: target) {
            output.append(contentsOf: sequence)
            style = target
            return
        }
        let start = output.count
        writeStyleChange(to: target)
        memo.remember(Array(output[start...]), from: style, to: target)
        style = target
    }

    private mutating func writeStyleChange(to target: Style) {
        Self.appendParameters(from: nil, to: target, into: &resetParameters)
        append("\u{1B}[")
        if let current = style {
            Self.appendParameters(from: current, to: target, into: &changeParameters)
        }
        if style != nil, changeParameters.count <= resetParameters.count {
            output.append(contentsOf: changeParameters)
        } else {
            output.append(contentsOf: resetParameters)
        }
        append("m")
    }

    /// Writes into `parameters` the SGR parameters, separated by `;`, that
    /// turn `current` into `target`; from nil, a reset and everything
    /// `target` sets. The reset is written as an empty parameter, which
    /// ECMA-48 defines as SGR's default, 0 (`ESC[m`, `ESC[;1m`): a byte
    /// less than `0` on every reset.
    ///
    /// ```
    /// nil → plain                             (empty: ESC[m)
    /// nil → bold red on blue                  ;1;31;44
    /// bold dim on blue → dim on blue          22;2      (22 turns off both)
    /// ```
    private static func appendParameters(from current: Style?, to target: Style, into parameters: inout [UInt8]) {
        parameters.removeAll(keepingCapacity: true)
        let base = current ?? .plain
        defer {
            if current == nil, !parameters.isEmpty {
                parameters.insert(UInt8(ascii: ";"), at: 0)
            }
        }

        let removed = base.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(base.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            appendParameter(22, to: &parameters)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        for (attribute, off) in offCodes where removed.contains(attribute) {
            appendParameter(off, to: &parameters)
        }
        for (attribute, on) in onCodes where added.contains(attribute) {
            appendParameter(on, to: &parameters)
        }
        if target.foreground != base.foreground {
            appendColor(target.foreground, foreground: true, to: &parameters)
        }
        if target.background != base.background {
            appendColor(target.background, foreground: false, to: &parameters)
        }
    }

    /// The SGR codes that set each attribute.
    private static let onCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
    ]

    /// The SGR codes that clear an attribute, apart from bold and dim (22
    /// clears both).
    private static let offCodes: [(TextAttributes, Int)] = [
        (.italic, 23), (.underline, 24), (.inverse, 27), (.strikethrough, 29),
    ]

    /// Appends the parameters that select `color` as the foreground or the
    /// background.
    ///
    /// ```
    /// .ansi(1) fg → 31     .ansi(9) bg → 101     .palette(208) fg → 38;5;208
    /// ```
    private static func appendColor(_ color: Color.SGRColor, foreground: Bool, to parameters: inout [UInt8]) {
        let extended = foreground ? 38 : 48
        switch color {
        case .default:
            appendParameter(foreground ? 39 : 49, to: &parameters)
        case .ansi(let index):
            let base = foreground ? 30 : 40
            appendParameter(index < 8 ? base + Int(index) : base + 60 + Int(index) - 8, to: &parameters)
        case .palette(let index):
            appendParameter(extended, to: &parameters)
            appendParameter(5, to: &parameters)
            appendParameter(Int(index), to: &parameters)
        case .rgb(let red, let green, let blue):
            appendParameter(extended, to: &parameters)
            appendParameter(2, to: &parameters)
            appendParameter(Int(red), to: &parameters)
            appendParameter(Int(green), to: &parameters)
            appendParameter(Int(blue), to: &parameters)
        }
    }

    /// Appends `value` to a parameter list, after a `;` unless it is the
    /// first.
    private static func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty {
            parameters.append(UInt8(ascii: ";"))
        }
        appendDecimal(value, to: &parameters)
    }

    // MARK: Cursor

    /// Moves the cursor to (`column`, `row`) the cheapest way.
    ///
    /// ```
    /// from (5, 2) to (9, 2), cells between in another style   ESC[4C     4 bytes
    /// from (5, 2) to (7, 2), cells between in the same style  "xy"       2 bytes
    /// from (5, 2) to (0, 3)                                   CR LF      2 bytes
    /// from unknown to (0, 0)                                  ESC[H      3 bytes
    /// ```
    ///
    /// Ties go to the first of: absolute, relative, carriage return,
    /// re-print.
    private mutating func moveCursor(toRow row: Int, column: Int, in buffer: Buffer) {
        var best = CursorMove.absolute
        var bestCost = addressing == .relative && cursor != .unknown ? Int.max : Self.absoluteMoveLength(row: row, column: column)
        func consider(_ move: CursorMove, cost: Int?) {
            if let cost, cost < bestCost {
                best = move
                bestCost = cost
            }
        }

        switch cursor {
        case .unknown:
            break
        case .pendingWrap(let current):
            consider(.carriageReturn, cost: Self.carriageReturnLength(rows: row - current, column: column))
        case .at(let currentRow, let currentColumn):
            if currentRow == row, currentColumn == column {
                return
            }
            consider(.relative, cost: Self.relativeMoveLength(rows: row - currentRow, columns: column - currentColumn))
            consider(.carriageReturn, cost: Self.carriageReturnLength(rows: row - currentRow, column: column))
            if currentRow == row, column > currentColumn {
                consider(.reprint, cost: reprintLength(row: row, from: currentColumn, to: column, in: buffer, limit: bestCost))
            }
        }

        switch (best, cursor) {
        case (.relative, .at(let currentRow, let currentColumn)):
            appendVerticalMove(row - currentRow)
            let columns = column - currentColumn
            if columns > 0 {
                appendControlSequence(count: columns, final: "C")
            } else if columns < 0, -columns <= Self.controlSequenceLength(count: -columns) {
                output.append(contentsOf: repeatElement(0x08, count: -columns))
            } else if columns < 0 {
                appendControlSequence(count: -columns, final: "D")
            }
        case (.carriageReturn, .at(let currentRow, _)), (.carriageReturn, .pendingWrap(let currentRow)):
            append("\r")
            let rows = row - currentRow
            if rows > 0, rows <= Self.controlSequenceLength(count: rows) {
                output.append(contentsOf: repeatElement(0x0A, count: rows))
            } else {
                appendVerticalMove(rows)
            }
            if column > 0 {
                appendControlSequence(count: column, final: "C")
            }
        case (.reprint, .at(_, let currentColumn)):
            var reprinted = currentColumn
            while reprinted < column {
                reprinted += writeCell(at: reprinted, row: row, of: buffer)
            }
        default:
            append("\u{1B}[")
            if row != 0 || column != 0 {
                Self.appendDecimal(row + 1, to: &output)
            }
            if column != 0 {
                append(";")
                Self.appendDecimal(column + 1, to: &output)
            }
            append("H")
        }
        cursor = .at(row: row, column: column)
    }

    /// The bytes of `CUP` to (`column`, `row`): `ESC[H`, `ESC[5H`,
    /// `ESC[5;9H`.
    private static func absoluteMoveLength(row: Int, column: Int) -> Int {
        if row == 0, column == 0 {
            return 3
        }
        return 3 + decimalLength(row + 1) + (column == 0 ? 0 : 1 + decimalLength(column + 1))
    }

    /// The bytes of a relative move: vertical by `CUU`/`CUD`, horizontal by
    /// `CUF`, `CUB` or backspaces.
    private static func relativeMoveLength(rows: Int, columns: Int) -> Int {
        let vertical = rows == 0 ? 0 : controlSequenceLength(count: abs(rows))
        let horizontal: Int
        if columns > 0 {
            horizontal = controlSequenceLength(count: columns)
        } else if columns < 0 {
            horizontal = min(-columns, controlSequenceLength(count: -columns))
        } else {
            horizontal = 0
        }
        return vertical + horizontal
    }

    /// The bytes of `CR`, then `LF`s or `CUD` (or `CUU`), then `CUF`.
    private static func carriageReturnLength(rows: Int, column: Int) -> Int {
        let vertical: Int
        if rows > 0 {
            vertical = min(rows, controlSequenceLength(count: rows))
        } else if rows < 0 {
            vertical = controlSequenceLength(count: -rows)
        } else {
            vertical = 0
        }
        return 1 + vertical + (column == 0 ? 0 : controlSequenceLength(count: column))
    }

    /// The bytes of printing the cells of `row` from `start` to `end` again,
    /// or nil if one of them is not in the current style and link (or is a
    /// malformed half) or the count passes `limit`.
    private func reprintLength(row: Int, from start: Int, to end: Int, in buffer: Buffer, limit: Int) -> Int? {
        guard let style else { return nil }
        var length = 0
        var column = start
        while column < end {
            let cell = buffer[column: column, row: row]
            let columns = columnsWritten(for: cell, at: column, row: row, of: buffer)
            guard columns == cell.width, targetStyle(for: cell) == style, link(of: cell) == openLink else {
                return nil
            }
            length += cell.grapheme.utf8Count
            guard length < limit else { return nil }
            column += columns
        }
        return length
    }

    /// Appends `CUD` or `CUU` for `rows` (negative: up).
    private mutating func appendVerticalMove(_ rows: Int) {
        if rows > 0 {
            appendControlSequence(count: rows, final: "B")
        } else if rows < 0 {
            appendControlSequence(count: -rows, final: "A")
        }
    }

    /// Appends `ESC[{count}{final}`, without the count when it is 1.
    private mutating func appendControlSequence(count: Int, final: Unicode.Scalar) {
        append("\u{1B}[")
        if count != 1 {
            Self.appendDecimal(count, to: &output)
        }
        output.append(UInt8(ascii: final))
    }

    /// The bytes of `ESC[{count}X`: 3, plus the digits when count is not 1.
    private static func controlSequenceLength(count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalLength(count)
    }

    // MARK: Bytes

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// Appends the decimal digits of `value` (≥ 0).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 {
            divisor *= 10
        }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The number of decimal digits of `value` (≥ 0).
    private static func decimalLength(_ value: Int) -> Int {
        var length = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }
}

extension TerminalWriter {
    /// The writer's memory of renditions and style changes: the last cell
    /// style and its rendition, and the bytes of the most recent style
    /// changes. A reference, so the writer's non-mutating helpers can use
    /// it; it depends only on the writer's capability, which never changes.
    fileprivate final class StyleMemo {
        fileprivate var lastRendition: (foreground: Color?, background: Color?, attributes: TextAttributes, style: Style)?
        private var changes: [(from: Style?, to: Style, sequence: [UInt8])] = []
        private var next = 0

        /// The most changes remembered.
        private static let capacity = 32

        /// The bytes that change `from` into `to`, if remembered.
        fileprivate func change(from: Style?, to: Style) -> [UInt8]? {
            for change in changes where change.to == to && change.from == from {
                return change.sequence
            }
            return nil
        }

        /// Remembers the bytes that change `from` into `to`, replacing the
        /// oldest change once full.
        fileprivate func remember(_ sequence: [UInt8], from: Style?, to: Style) {
            if changes.count < Self.capacity {
                changes.append((from, to, sequence))
            } else {
                changes[next] = (from, to, sequence)
                next = (next + 1) % Self.capacity
            }
        }
    }
}
