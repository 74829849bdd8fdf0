/// The node of a `Text`: lays its characters out in lines and draws them.
///
/// Reads its style (`TextEnvironment`) from the nearest writer above it,
/// inside an evaluation, so a change to that writer's style re-resolves only
/// the texts below it. A text that finds no style set reads the shared
/// default and lists itself in the graph's `DefaultTextStyleReaders`: a
/// writer that starts setting the style anywhere re-resolves every such
/// text. Keeps the text's glyphs (`TextLayout`) until the text or its width
/// setting changes, and the lines of the last wrap.
///
/// Glyphs are built only when needed: a text of printable ASCII on one line
/// (most labels and rows) is measured from its byte count, and wrapped only
/// when it is drawn, so the rows of a long stack that are laid out but
/// scrolled out of the frame never build theirs.
///
/// The runs laid out are the text's own, with each image run's symbol
/// looked up and the environment's `.textCase` applied (``shownRuns``);
/// for most texts, which have neither, they are the text's runs as they
/// are.
@MainActor
final class TextNode: TypedNode<Text> {
    /// The width of the text when it is printable ASCII on one line (one
    /// column per byte), or -1 when it must be measured from its glyphs.
    /// First, in 32 bits: it fills the word the text's value leaves.
    private var singleLineWidth: Int32 = -1
    /// Where the graph's ``DefaultTextStyleReaders`` lists the text, or -1
    /// when it does not (the text reads a style set above it, or is
    /// invalidated): beside ``singleLineWidth``, in the same word.
    var defaultStyleSlot: Int32 = -1
    /// The style the text is drawn in, shared with the texts around it
    /// that have the same one.
    private var sharedStyle = SharedTextStyle.standard
    /// The runs laid out when they differ from the text's: with symbols
    /// drawn and case changed; `nil` for the text's own runs (most texts).
    private var shownRuns: [Text.Run]?
    /// What wrapping and drawing the text built, `nil` until it is first
    /// wrapped or drawn.
    private var rendering: Rendering?

    /// The style the text is drawn in.
    private var style: TextEnvironment { sharedStyle.value }

    /// Takes `view` and borrows `inputs`, as `TypedNode` does. Declared
    /// here so that the text moves into the node: the inherited
    /// initialiser, specialised for `Text`, borrowed it instead, so the
    /// node copied the runs and links and `_makeView` then released the
    /// argument (two retains and two releases a text).
    override init(view: consuming Text, inputs: borrowing _ViewInputs) {
        super.init(view: view, inputs: inputs)
    }

    override func needsUpdate(to newView: UnsafePointer<Text>) -> Bool {
        newView.pointee != view
    }

    override func mountContent() {
        resolveStyle()
        updateShownRuns()
        followLiveDate()
    }

    override func reconcile() {
        rendering?.textDidChange(to: view.runs)
        updateShownRuns()
        setNeedsLayout()
        followLiveDate()
    }

    /// Rebuilds ``shownRuns`` from the text's runs and the environment's
    /// text case, and the single-line width measured from them. Cost for a
    /// text with no symbol and no case: one look at each run's style.
    private func updateShownRuns() {
        guard style.textCase != nil || view.hasSymbols else {
            shownRuns = nil
            singleLineWidth = Self.storedWidth(TextLayout.printableASCIIWidth(of: view.runs.head.string, then: view.runs.tail))
            return
        }
        var runs = Array(view.runs)
        for index in runs.indices {
            if runs[index].style.isSymbol {
                runs[index].string = SystemSymbols.glyph(for: runs[index].string)
            }
            switch style.textCase {
            case .uppercase?: runs[index].string = runs[index].string.uppercased()
            case .lowercase?: runs[index].string = runs[index].string.lowercased()
            case nil: break
            }
        }
        shownRuns = runs
        singleLineWidth = Self.storedWidth(TextLayout.printableASCIIWidth(of: runs))
    }

    /// `width` as ``singleLineWidth`` keeps it: -1 for none (or for one
    /// too wide for 32 bits, which is then measured from its glyphs).
    private static func storedWidth(_ width: Int?) -> Int32 {
        guard let width, let stored = Int32(exactly: width) else { return -1 }
        return stored
    }

    override func releaseResources() {
        if ticking != nil {
            stopTicking()
        }
        if defaultStyleSlot >= 0 {
            graph.defaultTextStyleReaders.remove(self)
        }
        super.releaseResources()
    }

    // MARK: Ticking

    /// The timer of a relative date, the date it follows, and where the
    /// host's clock and the wall clock stood when it started. Kept out of
    /// line: almost no text has one, and every text node would otherwise
    /// carry its bytes.
    private final class Ticking {
        var timer: Int
        let date: Text.LiveDate
        let wall: Date
        let clock: Duration

        init(timer: Int, date: Text.LiveDate, wall: Date, clock: Duration) {
            (self.timer, self.date, self.wall, self.clock) = (timer, date, wall, clock)
        }
    }

    /// The ticking of a relative date, `nil` for every other text.
    private var ticking: Ticking?

    /// Starts, keeps or stops the timer that keeps a relative date current.
    private func followLiveDate() {
        guard let live = view.liveDate else {
            if ticking != nil {
                stopTicking()
            }
            return
        }
        if let ticking, ticking.date == live {
            return
        }
        stopTicking()
        let wall = Date()
        let timers = graph.timers
        let timer = timers.schedule(after: live.nextChange(after: wall)) { [weak self] in self?.tick() }
        ticking = Ticking(timer: timer, date: live, wall: wall, clock: timers.now)
    }

    /// Shows the date as it reads now, and waits for its next change.
    private func tick() {
        guard let ticking, isAlive else { return }
        let timers = graph.timers
        let elapsed = timers.now - ticking.clock
        let now = ticking.wall.addingTimeInterval(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let shown = Text.format(ticking.date.date, style: ticking.date.style, now: now)
        if view.runs.count == 1, view.runs[0].string != shown {
            view.runs[0].string = shown
            reconcile()
        }
        ticking.timer = timers.schedule(after: ticking.date.nextChange(after: now)) { [weak self] in self?.tick() }
    }

    private func stopTicking() {
        if let ticking {
            graph.timers.cancel(ticking.timer)
        }
        ticking = nil
    }

    override func readsDidChange() {
        dependenciesDidChange()
    }

    override func dependenciesDidChange() {
        let previous = style
        resolveStyle()
        if style != previous {
            rendering?.lastWrap = nil
            rendering?.cellStyles.removeAll(keepingCapacity: true)
            if style.ambiguousIsWide != previous.ambiguousIsWide {
                rendering = nil
            }
            if style.textCase != previous.textCase {
                rendering = nil
                updateShownRuns()
            }
            setNeedsLayout()
        }
    }

    /// Reads the style from the environment. The default style (no style
    /// set above the text, the common case) is the shared default box,
    /// with no comparison of styles, and the text lists itself among the
    /// graph's readers of the default instead of recording an edge. Either
    /// way the epoch moves on, so the edges of an earlier read go stale.
    private func resolveStyle() {
        guard let entry = environment.entryIfSet(TextEnvironmentKey.self) else {
            evaluationEpoch &+= 1
            if defaultStyleSlot < 0 {
                withGraph { $0.defaultTextStyleReaders.insert(self) }
            }
            // The default is read first: the style, read after it, is
            // then compared where it is, not retained across the read.
            let standard = SharedTextStyle.standard
            if sharedStyle !== standard {
                sharedStyle = standard
            }
            return
        }
        if defaultStyleSlot >= 0 {
            withGraph { $0.defaultTextStyleReaders.remove(self) }
        }
        let resolved = Evaluation.readEnvironment(for: self) { entry.read() }
        if resolved != sharedStyle.value {
            sharedStyle = SharedTextStyle.shared(resolved)
        }
    }

    /// ``rendering``, made when first needed.
    private var builtRendering: Rendering {
        if let rendering {
            return rendering
        }
        let made = Rendering()
        rendering = made
        return made
    }

    private var glyphs: TextLayout {
        let rendering = builtRendering
        if let glyphs = rendering.glyphs {
            return glyphs
        }
        let built =
            if let shownRuns {
                TextLayout(runs: shownRuns, ambiguousIsWide: style.ambiguousIsWide)
            } else {
                TextLayout(runs: view.runs, ambiguousIsWide: style.ambiguousIsWide)
            }
        rendering.glyphs = built
        return built
    }

    /// The lines for `proposal`: the height limits the line count, the
    /// width wraps. The last wrapped result is kept, since a text is
    /// measured and then placed with the same proposal.
    private func lines(for proposal: CellProposal) -> [TextLayout.Line] {
        // No `Optional.map` here: a closure formed on the main actor and
        // handed to the standard library checks its executor on every call.
        var heightLimit: Int?
        if let height = proposal.height {
            heightLimit = max(1, height)
        }
        let maximumLines: Int? =
            switch (style.lineLimit, heightLimit) {
            case (let limit?, let height?): min(limit, height)
            case (let limit?, nil): limit
            case (nil, let height?): height
            case (nil, nil): nil
            }
        let key = WrapKey(width: proposal.width, maximumLines: maximumLines)
        if let lastWrap = rendering?.lastWrap, lastWrap.key == key {
            return lastWrap.lines
        }
        let lines = glyphs.lines(width: proposal.width, maximumLines: maximumLines, truncation: style.truncationMode)
        builtRendering.lastWrap = (key, lines)
        return lines
    }

    /// The text's size for `proposal`: its widest line, and its line count
    /// or the lines `.lineLimit` reserves (at most the offered height),
    /// whichever is more.
    ///
    /// Without reserved lines, a text offered no width, or one that fits
    /// on one line, takes the same size for any height: it says so to its
    /// layout's cache, which then answers a stack's other probes of that
    /// width (a zero, an unlimited and a shared height) without measuring.
    override func measure(_ proposal: CellProposal) -> CellSize {
        let reservedLines = style.reservedLines
        let reserved = reservedLines > 1 ? max(1, min(reservedLines, proposal.height ?? reservedLines)) : 1
        if proposal.width == 0 {
            layout.measuredForAnyHeight = reservedLines <= 1
            return CellSize(width: 0, height: reserved)
        }
        let singleLineWidth = Int(singleLineWidth)
        if singleLineWidth >= 0, singleLineWidth <= proposal.width ?? singleLineWidth {
            layout.measuredForAnyHeight = reservedLines <= 1
            return CellSize(width: singleLineWidth, height: reserved)
        }
        let lines = lines(for: proposal)
        var width = 0
        for line in lines {
            width = max(width, line.width)
        }
        return CellSize(width: width, height: max(reserved, lines.count))
    }

    /// Places nothing: a text has no subviews (the default would collect
    /// its empty list of them at every first placement).
    override func placeContent(in size: CellSize, proposal: CellProposal) {}

    /// Draws the placed lines. Cells keep the background already drawn
    /// beneath them (a `.background` behind the text).
    override func drawContent(in context: inout DrawContext) {
        let styles = cellStyles
        let position = style.alignment == .leading ? 0 : style.alignment == .center ? 1 : 2
        guard let proposal = layout.placedProposal, proposal.width != 0 else { return }
        let singleLineWidth = Int(singleLineWidth)
        if singleLineWidth >= 0, singleLineWidth <= proposal.width ?? singleLineWidth, view.links.isEmpty,
            layout.size.height > 0
        {
            drawSingleLine(width: singleLineWidth, position: position, styles: styles, in: &context)
            return
        }
        let runLinks = view.links.isEmpty ? nil : view.links.map { context.buffer.addLink($0) }
        let placedLines = lines(for: proposal)
        let lineCount = min(placedLines.count, layout.size.height)
        for index in 0..<lineCount {
            let line = placedLines[index]
            var column = context.origin.column + Alignment.offset(position: position, length: line.width, in: layout.size.width)
            let row = context.origin.row + index
            // Lines fit the frame; the bound keeps a text wrapped for a
            // stale proposal (changed in a frame's last layout pass) inside it.
            let end = context.origin.column + layout.size.width
            for glyph in line.glyphs {
                guard column + glyph.width <= end else { break }
                var cellStyle = Self.drawnStyle(styles[glyph.run + 1], in: context)
                if let runLinks, glyph.run >= 0, view.runs[glyph.run].style.link > 0 {
                    cellStyle.link = runLinks[Int(view.runs[glyph.run].style.link) - 1]
                }
                context.buffer.put(glyph.grapheme, width: glyph.width, at: column, row: row, style: cellStyle, clip: context.clip)
                column += glyph.width
            }
        }
    }

    /// Draws a text of printable ASCII that fits its line, byte by byte:
    /// the one line its glyphs would wrap to, without building them.
    ///
    /// ```
    /// "row 12 3", placed 8 wide  →  r o w ␠ 1 2 ␠ 3   (one cell a byte, each run's style)
    /// ```
    private func drawSingleLine(width: Int, position: Int, styles: [Cell], in context: inout DrawContext) {
        let column = context.origin.column + Alignment.offset(position: position, length: width, in: layout.size.width)
        let end = context.origin.column + layout.size.width
        if let shownRuns {
            Self.putASCII(shownRuns, from: column, end: end, styles: styles, in: &context)
        } else {
            Self.putASCII(view.runs, from: column, end: end, styles: styles, in: &context)
        }
    }

    /// Writes `runs` from `column` on the context's first row, a cell a
    /// byte, each in its run's style (`styles[i + 1]` for run `i`).
    private static func putASCII(
        _ runs: some Collection<Text.Run>, from column: Int, end: Int, styles: [Cell], in context: inout DrawContext
    ) {
        var column = column
        for (index, run) in runs.enumerated() {
            column = context.buffer.putASCII(
                run.string, at: column, row: context.origin.row, end: end,
                style: drawnStyle(styles[index + 1], in: context), clip: context.clip)
        }
    }

    /// A run's cell style as `context` draws it: inside the link around
    /// the text, dimmed where the context is faint.
    private static func drawnStyle(_ style: Cell, in context: DrawContext) -> Cell {
        var style = style
        style.link = context.link
        if context.isFaint {
            style.attributes.insert(.dim)
        }
        return style
    }

    /// The style of each run's cells, after the style of text the engine
    /// adds (an ellipsis): index 0 is the inherited style, index `i + 1`
    /// run `i`'s. Kept until the text or its environment style changes.
    private var cellStyles: [Cell] {
        let rendering = builtRendering
        if !rendering.cellStyles.isEmpty {
            return rendering.cellStyles
        }
        var styles: [Cell] = []
        swap(&styles, &rendering.cellStyles)
        styles.reserveCapacity(view.runs.count + 1)
        let inherited = style.attributes.union(Font.attributes(of: TextRunStyle(), in: style))
        styles.append(Cell(foreground: style.foreground, background: .clear, attributes: inherited))
        for run in view.runs {
            styles.append(
                Cell(
                    foreground: run.style.foreground ?? inheritedForeground(of: run.style),
                    background: .clear,
                    attributes: style.attributes.union(run.style.attributes).union(Font.attributes(of: run.style, in: style))))
        }
        rendering.cellStyles = styles
        rendering.singleRunStyle = view.runs.count == 1 ? view.runs[0].style : nil
        return styles
    }

    /// The colour of a run that sets none: the tint for a link, the
    /// colour of its level of the hierarchy, else the environment's.
    private func inheritedForeground(of run: TextRunStyle) -> Color? {
        if run.isTinted {
            return style.tint ?? .accentColor
        }
        return run.level > 0 ? style.foregroundLevels.color(at: Int(run.level)) : style.foreground
    }

    override var displayName: String { "Text \(String(reflecting: view.plainText))" }
}
