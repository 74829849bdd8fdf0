/// Turns drawing into terminal output: shift, draw, diff, bytes. It knows
/// nothing of views: a frame is the areas to redraw, the scrolls reported,
/// a function that draws into a clipped context and where the cursor
/// stands (``drawFrame(damaged:scrolls:draw:cursor:)``); the frame loop
/// (``FrameLoop``) turns the graph's damage into those, and the graph,
/// its presentations and the graph inspector are what it draws.
///
/// 1. **Areas** — the damaged areas of the screen, or the whole screen
///    (none given, the first frame, after a resize, or when the hyperlink
///    table has grown past ``linkLimit``).
/// 2. **Shift** — in a partial frame, each scroll reported (a
///    ``ScrollReport``) that a scroll region can make shifts the rows
///    of the back buffer, so that only what changed beyond the shift is
///    drawn; one that cannot be made damages its area. See
///    ``shiftBack(_:damaged:in:into:)``.
/// 3. **Draw** — the damaged areas of the back buffer, widened to whole
///    wide characters, are cleared and the caller's drawing is run
///    clipped to each. Then each shift that is
///    exact or saves bytes shifts the front buffer the same way (the
///    writer makes it on the terminal); the others are drawn again
///    unshifted. See ``scrollFront(_:drawn:kept:with:cells:)``.
/// 4. **Diff and write** — the writer compares those areas (and the bands
///    it scrolled) with the front buffer (what the terminal shows) and
///    returns the fewest bytes that turn one into the other, in one
///    synchronized-output block; the areas are then copied to the front,
///    so both buffers are equal between frames.
///
/// ```
/// 200×60 screen, Text("count 1") → Text("count 2") at row 7
/// damaged: the text's frame · draw: its 7 cells · diff: 7 cells · bytes: ESC[8;7H2
///
/// 80×24 screen, a lazy list in rows 2–21 scrolled by one row (an exact report ((0, 2) 80×20, 1))
/// shift: back and front rows 3–21 → 2–20 · draw: row 21 and the bar · diff: the same
/// bytes: ESC[3;22r ESC[3H ESC[S ESC[r ESC[22H item 21
/// ```
///
/// Cost per frame: O(damaged cells) to draw, diff and copy (a scroll that
/// is not exact compares the cells of its band once more; shifting a band
/// rotates its rows' starts, ``Buffer/scroll(_:)``), O(bytes) to write.
/// The buffers and the writer skip the runtime's exclusivity checks
/// (`@exclusivity(unchecked)`): only the frame loop, on the main actor,
/// reaches them, one access at a time.
@MainActor
final class Renderer {
    @exclusivity(unchecked) private var writer: TerminalWriter

    /// The terminal's size in cells.
    @exclusivity(unchecked) private(set) var size: CellSize

    /// What the terminal shows: the last frame written, or `nil` before the
    /// first (or after a resize, which redraws everything).
    @exclusivity(unchecked) private(set) var front: Buffer?

    /// The buffer frames are drawn into; equal to `front` between frames.
    @exclusivity(unchecked) private var back: Buffer

    /// The storage of a frame's shifts (``shiftBack(_:damaged:in:into:)``),
    /// emptied after each frame: a scrolled frame fills it without
    /// allocating.
    @exclusivity(unchecked) private var shiftStorage: [(scroll: RowScroll, isExact: Bool)] = []

    /// The storage of the shifts a frame keeps for the writer
    /// (``scrollFront(_:drawn:kept:with:cells:)``), emptied after each
    /// frame like `shiftStorage`.
    @exclusivity(unchecked) private var keptStorage: [RowScroll] = []

    /// The most hyperlink targets the back buffer keeps before a full frame
    /// clears them.
    static let linkLimit = 256

    /// A renderer for a screen of `size`, writing with `writer`.
    init(size: CellSize, writer: TerminalWriter) {
        self.size = size
        self.writer = writer
        back = Buffer(width: size.width, height: size.height)
    }

    /// Changes the terminal's size; the next frame lays out and draws everything.
    func resize(to newSize: CellSize) {
        guard newSize != size else { return }
        size = newSize
        front = nil
        writer.invalidate()
    }

    /// Forgets what the terminal shows: the next frame draws everything
    /// (after the terminal was used by another program, a suspension).
    func redrawEverything() {
        front = nil
        writer.invalidate()
    }

    /// Records that the host hid the cursor itself.
    func cursorWasHidden() {
        writer.cursorWasHidden()
    }

    /// Turns the synchronized-output wrapper of frames on or off.
    func setSynchronizedOutput(_ isOn: Bool) {
        writer.synchronizedOutput = isOn
    }

    /// The bytes that bring the cursor back to the first cell of the frame
    /// (inline regions, relative addressing).
    func returnToOrigin() -> [UInt8] {
        writer.returnToOrigin()
    }

    /// Whether the last frame left the terminal's cursor shown (at a caret).
    var showsCursor: Bool { writer.showsCursor }

    /// Records that the cursor stands at the first cell of the frame.
    func setOrigin() {
        writer.setOrigin()
    }

    /// What drawing a frame produced.
    struct Frame {
        /// The bytes that turn what the terminal shows into the frame
        /// (none when nothing changed on screen).
        var bytes: [UInt8]
        /// The cells cleared and drawn again.
        var cellsDrawn = 0
        /// Whether any area was drawn.
        var isDrawn = false
    }

    /// Draws a frame and returns its bytes: `damaged` areas of the screen
    /// (`nil`: the whole screen), after shifting the rows `scrolls`
    /// reported; `draw` draws the content into a context clipped to each
    /// area, and `cursor`, asked after drawing, says where the terminal's
    /// cursor stands (`nil` hides it).
    ///
    /// ```swift
    /// let frame = renderer.drawFrame(damaged: [CellRect(column: 3, row: 7, width: 5, height: 1)], scrolls: []) {
    ///     root.draw(in: &$0)
    /// } cursor: { nil }
    /// ```
    func drawFrame(
        damaged requested: consuming [CellRect]?, scrolls: [ScrollReport], draw drawContent: (inout DrawContext) -> Void,
        cursor: () -> CellPoint?
    ) -> Frame {
        let screen = CellRect(width: size.width, height: size.height)
        guard !screen.isEmpty else { return Frame(bytes: []) }
        // A full frame starts the link table afresh; partial frames only add
        // to it, so a table grown past its bound forces one.
        // (A pattern, not `front == nil`, which copied the front.)
        var damaged = consume requested
        if case .none = front {
            damaged = nil
        }
        if back.links.count > Self.linkLimit {
            damaged = nil
        }
        let isFull = damaged == nil
        let areas: [CellRect]
        var shifted: [(scroll: RowScroll, isExact: Bool)] = []
        var kept: [RowScroll] = []
        swap(&shifted, &shiftStorage)
        swap(&kept, &keptStorage)
        defer {
            if !shifted.isEmpty {
                shifted.removeAll(keepingCapacity: true)
            }
            if !kept.isEmpty {
                kept.removeAll(keepingCapacity: true)
            }
            swap(&shifted, &shiftStorage)
            swap(&kept, &keptStorage)
        }
        if var damaged = consume damaged {
            if !scrolls.isEmpty {
                shiftBack(scrolls, damaged: &damaged, in: screen, into: &shifted)
            }
            // In place: the list is the caller's, handed over.
            for index in damaged.indices {
                damaged[index] = back.wholeCharacters(around: damaged[index])
            }
            areas = Self.disjointAreas(consume damaged)
            for area in areas {
                back.clear(area)
            }
        } else {
            if back.width == size.width, back.height == size.height {
                back.clear(screen)
                back.links.removeAll()
            } else {
                back = Buffer(width: size.width, height: size.height)
            }
            areas = [screen]
        }
        guard !areas.isEmpty else {
            return Frame(bytes: writer.render(back, over: front, areas: [], cursor: cursor()))
        }
        var cellsDrawn = 0
        var drawn = draw(areas, growing: !isFull, with: drawContent, cells: &cellsDrawn)
        if !isFull, !shifted.isEmpty {
            scrollFront(shifted, drawn: &drawn, kept: &kept, with: drawContent, cells: &cellsDrawn)
        }
        // Asked after drawing: a text field scrolls its text while drawing.
        let cursorPosition = cursor()
        // The buffers are moved out while the writer reads them and the
        // front takes the drawn areas: passed from their properties, each
        // would be copied (retained) for the call.
        var next = Buffer()
        var shown: Buffer?
        swap(&next, &back)
        swap(&shown, &front)
        let bytes = writer.render(next, over: shown, areas: isFull ? nil : drawn, scrolls: kept, cursor: cursorPosition)
        if isFull {
            shown = next
        } else {
            for area in drawn {
                shown?.copy(area, from: next)
            }
        }
        swap(&next, &back)
        swap(&shown, &front)
        return Frame(bytes: bytes, cellsDrawn: cellsDrawn, isDrawn: true)
    }

    /// Draws the tree into `areas` of the back buffer, which are blank, and
    /// returns the areas drawn. When `growing`, an area whose edge cut a
    /// wide character the new frame draws there is grown to take it whole,
    /// cleared and drawn again, so a damaged area never leaves half a
    /// character behind.
    ///
    /// ```
    /// area columns 0–2, new content "漢字" at columns 0–3: 字 is cut at column 2
    /// → area grows to columns 0–3 and is drawn again
    /// ```
    private func draw(
        _ areas: [CellRect], growing: Bool, with drawContent: (inout DrawContext) -> Void, cells: inout Int
    ) -> [CellRect] {
        var context = DrawContext(buffer: Buffer(), origin: .zero, clip: CellRect(width: 0, height: 0))
        swap(&context.buffer, &back)
        // The areas drawn, listed only once one grew: until then they are
        // `areas` (most frames grow none, and then return `areas` itself).
        var drawn: [CellRect]?
        // The areas from the last, each grown one drawn again right after
        // it; `areas` itself is not copied.
        var grownAreas: [CellRect] = []
        var next = areas.count
        while true {
            let area: CellRect
            if let grownArea = grownAreas.popLast() {
                area = grownArea
            } else if next > 0 {
                next -= 1
                area = areas[next]
            } else {
                break
            }
            context.buffer.cutCharacters.removeAll(keepingCapacity: true)
            context.clip = area
            drawContent(&context)
            cells += area.width * area.height
            var grown = area
            if growing {
                for cut in context.buffer.cutCharacters {
                    let character = CellRect(column: cut.column, row: cut.row, width: 2, height: 1)
                    if character.intersection(area) != character {
                        grown = grown.union(character)
                    }
                }
            }
            if grown == area {
                drawn?.append(area)
            } else {
                if drawn == nil {
                    drawn = Array(areas[(next + 1)...])
                }
                let widened = context.buffer.wholeCharacters(around: grown)
                context.buffer.clear(widened)
                grownAreas.append(widened)
            }
        }
        context.buffer.cutCharacters.removeAll()
        swap(&context.buffer, &back)
        guard let drawn else { return areas }
        return Self.disjointAreas(drawn)
    }

    /// Shifts the rows of the back buffer, before drawing, for each of
    /// `reported` (the scrolls views reported this frame) that a scroll
    /// region can make, so that the frame draws only what the views
    /// damaged beyond the shift; a report that cannot be made (not the
    /// screen's whole width, moving its whole height, an inline region)
    /// damages its area instead. Appends the shifts made to `shifted`, and
    /// the areas damaged instead to `damaged`.
    ///
    /// A report promises that the area's cells moved by its rows and that
    /// everything else in it that changed is damaged (a lazy stack damages
    /// the rows that came in and the band left empty; a scroll view whose
    /// content moved damages the content's frames anyway).
    ///
    /// ```
    /// 80×24, reported [((0, 2) 80×20, 1), ((0, 0) 40×24, 3)], damaged [(0, 21) 80×1]
    /// → shifted [rows 2..<22 up by 1], damaged [(0, 21) 80×1, (0, 0) 40×24]
    /// ```
    ///
    /// The rows a shift moves in are cleared, unless the frame clears them
    /// anyway: a single report whose rows moved in lie inside one damaged
    /// area (a lazy stack damages the rows that came in). That area spans
    /// the screen's width, so widening it to whole characters reads none
    /// of their stale cells; with several reports a later shift could
    /// move the uncleared rows out of the area.
    ///
    /// Cost: O(rows of the shifted bands), and clearing the rows moved in
    /// that the damage does not cover.
    private func shiftBack(
        _ reported: [ScrollReport], damaged: inout [CellRect], in screen: CellRect,
        into shifted: inout [(scroll: RowScroll, isExact: Bool)]
    ) {
        for report in reported {
            if writer.addressing == .absolute, let scroll = RowScroll(area: report.area, distance: report.rows, screen: screen) {
                let movedIn = scroll.rowsMovedIn(width: size.width)
                let isCleared = reported.count == 1 && damaged.contains { $0.intersection(movedIn) == movedIn }
                back.scroll(scroll, clearing: !isCleared)
                shifted.append((scroll, report.isExact))
            } else {
                damaged.append(report.area.intersection(screen))
            }
        }
    }

    /// Shifts the front buffer (what the terminal shows) for each scroll
    /// the back buffer was shifted by that is exact or that the writer
    /// says pays off, in order, and appends those to `kept` for the writer
    /// to make on the terminal. A
    /// scroll that does not pay off is drawn again unshifted: its band is
    /// cleared in the back buffer and redrawn, and added to `drawn`.
    ///
    /// ```
    /// 80×24, shifted [rows 2..<22 up by 1]: the list's rows moved → kept, ESC[3;22r ESC[3H ESC[S ESC[r
    /// a report whose rows did not really move → not kept, rows 2–21 drawn again
    /// ```
    ///
    /// Each is judged against the front as the ones before left it, so
    /// overlapping or contradicting reports cost at most a wasted scroll or
    /// a redraw, never a wrong screen.
    ///
    /// Cost: O(cells of the bands) to compare, O(rows of the bands) to
    /// shift.
    private func scrollFront(
        _ shifted: [(scroll: RowScroll, isExact: Bool)], drawn: inout [CellRect], kept: inout [RowScroll],
        with drawContent: (inout DrawContext) -> Void, cells: inout Int
    ) {
        var redrawn: [CellRect] = []
        for (scroll, isExact) in shifted {
            // Judged without binding the front to a name, so that shifting
            // it below finds its storage unshared and works in place.
            if front != nil, isExact || front.map({ writer.shouldScroll(scroll, from: $0, to: back) }) == true {
                front?.scroll(scroll)
                kept.append(scroll)
            } else {
                redrawn.append(scroll.area(width: size.width))
            }
        }
        if !redrawn.isEmpty {
            let areas = Self.disjointAreas(redrawn.map(back.wholeCharacters(around:)))
            for area in areas {
                back.clear(area)
            }
            drawn = Self.disjointAreas(drawn + draw(areas, growing: true, with: drawContent, cells: &cells))
        }
    }
}
