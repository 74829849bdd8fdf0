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
    enum CursorPosition: Equatable {
        /// Unknown: the next move must be absolute.
        case unknown
        /// At this row and column.
        case at(row: Int, column: Int)
        /// On this row after printing in its last column: a `CR` or an
        /// absolute move is the only safe way out.
        case pendingWrap(row: Int)
    }

    /// The graphic rendition of printed text, as the terminal receives it.
    struct Style: Equatable {
        var foreground: Color.SGRColor = .default
        var background: Color.SGRColor = .default
        var attributes: TextAttributes = []

        /// The terminal's state after `SGR 0`.
        static let plain = Style()
    }

    /// A way to move the cursor.
    enum CursorMove {
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

    var cursor = CursorPosition.unknown
    /// Whether the terminal shows its cursor: `false` at first (hosts hide
    /// it when they start).
    var isCursorShown = false
    /// Whether the last frame left the terminal's cursor shown (at a caret).
    var showsCursor: Bool { isCursorShown }
    /// Where the last frame asked the cursor to stand, shown.
    var shownCursor: CellPoint?
    /// The current SGR state; nil when unknown.
    var style: Style?
    /// The link index (into the frame's buffer) text is being written
    /// under, 0 for none.
    var openLink: UInt16 = 0
    /// For each link of the frame's buffer, whether it may be written.
    var writableLinks: [Bool] = []
    /// The link URLs of the frame's buffer.
    var linkTargets: [String] = []
    /// The frame being built.
    var output: [UInt8] = []
    /// The runs of changed cells of the frame being written; emptied after
    /// each frame, keeping its storage (the runs hold the frame's cells,
    /// which must not stay shared once the renderer draws again).
    var runs: [BufferDiff.Run] = []
    /// Scratch space for the two candidate SGR sequences.
    var resetParameters: [UInt8] = []
    var changeParameters: [UInt8] = []
    /// Renditions and style changes worked out before: a screen uses a few
    /// styles over and over.
    let memo = StyleMemo()

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
        let isFullRedraw: Bool
        let requestedCursor = visibleCursor.flatMap { point in
            next.bounds.contains(column: point.column, row: point.row) ? point : nil
        }
        var runs: [BufferDiff.Run] = []
        swap(&runs, &self.runs)
        defer {
            if !runs.isEmpty {
                runs.removeAll(keepingCapacity: true)
            }
            swap(&runs, &self.runs)
        }
        if let previous, previous.width == next.width, previous.height == next.height {
            BufferDiff.appendRuns(from: previous, to: next, areas: areas, to: &runs)
            isFullRedraw = false
            guard !runs.isEmpty || !scrolls.isEmpty || !isCursor(at: requestedCursor) else { return [] }
        } else {
            BufferDiff.appendWholeRows(of: next, to: &runs)
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
        if !writableLinks.isEmpty {
            writableLinks.removeAll(keepingCapacity: true)
        }
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
    func isCursor(at point: CellPoint?) -> Bool {
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
    mutating func placeCursor(at point: CellPoint?, in buffer: Buffer) {
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
}
