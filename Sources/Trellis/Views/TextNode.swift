/// The node of a `Text`: lays its characters out in lines and draws them.
///
/// Reads its style (`TextEnvironment`) inside an evaluation, so a change to
/// the style re-resolves only the texts below it. Keeps the text's glyphs
/// (`TextLayout`) until the text or its width setting changes, and the lines
/// of the last placement for drawing.
@MainActor
final class TextNode: TypedNode<Text> {
    private var style = TextEnvironment()
    private var textLayout: TextLayout?
    private var placedLines: [TextLayout.Line] = []
    private let profile = ObservationProfile.shared(by: TextNode.self)

    override func needsUpdate(to newView: Text) -> Bool {
        newView != view
    }

    override func mountContent() {
        resolveStyle()
    }

    override func reconcile() {
        textLayout = nil
        setNeedsLayout()
    }

    override func refresh() {
        isDirty = false
        let previous = style
        resolveStyle()
        if style != previous {
            if style.ambiguousIsWide != previous.ambiguousIsWide {
                textLayout = nil
            }
            setNeedsLayout()
        }
    }

    private func resolveStyle() {
        style = Evaluation.run(for: self, profile: profile) { environment.text }
    }

    private var glyphs: TextLayout {
        if let textLayout {
            return textLayout
        }
        let built = TextLayout(runs: view.runs, ambiguousIsWide: style.ambiguousIsWide)
        textLayout = built
        return built
    }

    private func lines(for proposal: CellProposal) -> [TextLayout.Line] {
        let heightLimit = proposal.height.map { max(1, $0) }
        let maximumLines: Int? =
            switch (style.lineLimit, heightLimit) {
            case (let limit?, let height?): min(limit, height)
            case (let limit?, nil): limit
            case (nil, let height?): height
            case (nil, nil): nil
            }
        return glyphs.lines(width: proposal.width, maximumLines: maximumLines, truncation: style.truncationMode)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if proposal.width == 0 {
            return CellSize(width: 0, height: 1)
        }
        let lines = lines(for: proposal)
        return CellSize(width: lines.map(\.width).max() ?? 0, height: max(1, lines.count))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placedLines = proposal.width == 0 ? [] : lines(for: proposal)
    }

    /// Draws the placed lines. Cells keep the background already drawn
    /// beneath them (a `.background` behind the text) unless the text sets
    /// its own.
    override func drawContent(in context: inout DrawContext) {
        let runStyles = view.runs.map { run in
            context.linked(
                Cell(
                    foreground: run.style.foreground ?? style.foreground, background: run.style.background ?? .clear,
                    attributes: style.attributes.union(run.style.attributes)))
        }
        let inherited = context.linked(Cell(foreground: style.foreground, background: .clear, attributes: style.attributes))
        let position = style.alignment == .leading ? 0 : style.alignment == .center ? 1 : 2
        for (index, line) in placedLines.enumerated() where index < layout.size.height {
            var column = context.origin.column + Alignment.offset(position: position, length: line.width, in: layout.size.width)
            let row = context.origin.row + index
            for glyph in line.glyphs {
                let cellStyle = glyph.run >= 0 ? runStyles[glyph.run] : inherited
                context.buffer.put(glyph.character, width: glyph.width, at: column, row: row, style: cellStyle, clip: context.clip)
                column += glyph.width
            }
        }
    }

    override var displayName: String { "Text \(String(reflecting: view.plainText))" }
}
