/// The scroll bars drawn over a scroll view's content.
extension ScrollViewNode {
    /// Draws the scroll bar along `axis`: a faint track and a thumb whose
    /// length and place show the viewport's share and position.
    func drawBar(along axis: Axis, in context: inout DrawContext, style: Cell) {
        let (first, track) = barTrack(along: axis)
        let (start, length) = metrics(along: axis).thumb(in: track)
        var trackStyle = style
        trackStyle.attributes.insert(.dim)
        var thumbStyle = style
        if hasFocus {
            thumbStyle.attributes.insert(.bold)
        }
        // Only the cells inside the clip: a change elsewhere in the
        // viewport (one row's text) draws none of the bar.
        let clip = context.clip
        let line = axis == .vertical ? context.origin.column + layout.size.width - 1 : context.origin.row + layout.size.height - 1
        let (lineStart, lineEnd) = axis == .vertical ? (clip.column, clip.maxColumn) : (clip.row, clip.maxRow)
        guard line >= lineStart, line < lineEnd else { return }
        let trackStart = (axis == .vertical ? context.origin.row : context.origin.column) + first
        let (clipStart, clipEnd) = axis == .vertical ? (clip.row, clip.maxRow) : (clip.column, clip.maxColumn)
        let firstCell = max(clipStart - trackStart, 0)
        for cell in firstCell..<max(min(clipEnd - trackStart, track), firstCell) {
            let isThumb = cell >= start && cell < start + length
            let column = axis == .vertical ? line : trackStart + cell
            let row = axis == .vertical ? trackStart + cell : line
            let scalar: Unicode.Scalar =
                axis == .vertical ? (isThumb ? (hasFocus ? "█" : "┃") : "│") : (isThumb ? (hasFocus ? "█" : "━") : "─")
            context.buffer.put(
                Grapheme(scalar: scalar), width: 1, at: column, row: row, style: isThumb ? thumbStyle : trackStyle,
                clip: context.clip)
        }
    }

    /// Where the bar along `axis` runs: from `first` (a cell of the
    /// viewport along the axis) for `length` cells, inside the indicator
    /// margins.
    ///
    /// ```
    /// viewport 10 rows, .contentMargins(.vertical, 1, for: .scrollIndicators) → rows 1–8: (1, 8)
    /// ```
    func barTrack(along axis: Axis) -> (first: Int, length: Int) {
        let insets = margins.indicators
        let (first, last) = axis == .vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        return (first, max(viewport.length(along: axis) - first - last, 0))
    }

    /// The cells of the vertical bar to redraw after the rows of `report`
    /// (widened to the scroll view's width) moved, for a view frame at
    /// `frame`: the rows where the bar as last placed (``drawnThumbs``),
    /// moved with them, and the bar now show different cells (thumb,
    /// track or neither), and the rows the move brought in. A thumb that
    /// moved is among them. `nil` when only redrawing the bars whole is
    /// safe: the report is not exact, the bars were others, the track
    /// reaches outside the rows that moved, the area reaches off the
    /// screen, or something draws over the column.
    ///
    /// ```
    /// track rows 0–23, thumb at 5, rows 0–23 moved up by 1 and the thumb stays at 5:
    /// the old thumb now at 4 → rows 4–5 redrawn, and row 23 (moved in)
    /// ```
    ///
    /// Cost: at most eleven stretches of rows compared (ten edges cut
    /// the band), however many rows the report moved, with no cell drawn
    /// or compared.
    func barAreas(after report: ScrollReport, frame: CellRect) -> [CellRect]? {
        let column = columnBarArea(frame: frame)
        let band = report.area.intersection(column)
        let (first, track) = barTrack(along: .vertical)
        let trackStart = frame.row + first
        let screen = CellRect(width: graph.root.layout.size.width, height: graph.root.layout.size.height)
        guard report.isExact, reservesColumn, !reservesRow, let drawnThumbs, drawnThumbs.reservesColumn,
            !drawnThumbs.reservesRow, trackStart >= band.row, trackStart + track <= band.maxRow,
            report.area.intersection(screen) == report.area, drawsOnTop(of: column)
        else { return nil }
        let now = metrics(along: .vertical).thumb(in: track)
        let before = (start: drawnThumbs.verticalStart, length: drawnThumbs.verticalLength)
        // 0: no bar cell, 1: the track, 2: the thumb.
        func cell(atRow row: Int, thumb: (start: Int, length: Int)) -> Int {
            let offset = row - trackStart
            guard offset >= 0, offset < track else { return 0 }
            return offset >= thumb.start && offset < thumb.start + thumb.length ? 2 : 1
        }
        // Both cells stay the same between the rows where the track or a
        // thumb starts or ends, now or before the move (shifted by it), or
        // where the rows moved in start or end: the rows are compared a
        // stretch between two such edges at a time.
        let shift = report.rows
        func nextEdge(after row: Int) -> Int {
            func sooner(_ next: Int, _ edge: Int) -> Int { edge > row && edge < next ? edge : next }
            var next = sooner(band.maxRow, band.row - shift)
            next = sooner(next, band.maxRow - shift)
            next = sooner(next, trackStart)
            next = sooner(next, trackStart + track)
            next = sooner(next, trackStart + now.start)
            next = sooner(next, trackStart + now.start + now.length)
            next = sooner(next, trackStart - shift)
            next = sooner(next, trackStart + track - shift)
            next = sooner(next, trackStart + before.start - shift)
            return sooner(next, trackStart + before.start + before.length - shift)
        }
        // Usually the old thumb's end, the new thumb's and the row moved
        // in: one allocation rather than one per growth.
        var areas: [CellRect] = []
        areas.reserveCapacity(4)
        var row = band.row
        while row < band.maxRow {
            let end = nextEdge(after: row)
            let source = row + shift
            let moved = source >= band.row && source < band.maxRow ? cell(atRow: source, thumb: before) : -1
            if moved != cell(atRow: row, thumb: now) {
                if let last = areas.last, last.maxRow == row {
                    areas[areas.count - 1].height += end - row
                } else {
                    areas.append(CellRect(column: column.column, row: row, width: 1, height: end - row))
                }
            }
            row = end
        }
        return areas
    }

    /// The scroll bars' cells on screen, for a view frame at `frame`.
    func barAreas(frame: CellRect) -> [CellRect] {
        var areas: [CellRect] = []
        if reservesColumn {
            areas.append(columnBarArea(frame: frame))
        }
        if reservesRow {
            areas.append(rowBarArea(frame: frame))
        }
        return areas
    }

    /// Whether a bar this scroll view reserves, for a view frame at
    /// `frame`, covers any cell of `area`: ``barAreas(frame:)`` asked
    /// without building the array (the occlusion walk asks it on every
    /// scroll).
    func barsCover(_ area: CellRect, frame: CellRect) -> Bool {
        (reservesColumn && !columnBarArea(frame: frame).intersection(area).isEmpty)
            || (reservesRow && !rowBarArea(frame: frame).intersection(area).isEmpty)
    }

    /// The vertical bar's column of a view frame at `frame`: its last.
    func columnBarArea(frame: CellRect) -> CellRect {
        CellRect(column: frame.maxColumn - 1, row: frame.row, width: 1, height: frame.height)
    }

    /// The horizontal bar's row of a view frame at `frame`: its last.
    func rowBarArea(frame: CellRect) -> CellRect {
        CellRect(column: frame.column, row: frame.maxRow - 1, width: frame.width, height: 1)
    }
}

/// What a scroll view's bars showed when it was last placed: which bars
/// its frame reserves, and each thumb's start and length along its track.
/// A bar is drawn again when this changes. Plain values, so that the
/// comparison each placement makes allocates nothing.
struct ScrollBarThumbs: Equatable {
    var reservesColumn: Bool
    var reservesRow: Bool
    var verticalStart: Int
    var verticalLength: Int
    var horizontalStart: Int
    var horizontalLength: Int

    init(
        reservesColumn: Bool, reservesRow: Bool, vertical: (start: Int, length: Int),
        horizontal: (start: Int, length: Int)
    ) {
        self.reservesColumn = reservesColumn
        self.reservesRow = reservesRow
        verticalStart = vertical.start
        verticalLength = vertical.length
        horizontalStart = horizontal.start
        horizontalLength = horizontal.length
    }
}
