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
            let character: Character =
                axis == .vertical ? (isThumb ? (hasFocus ? "█" : "┃") : "│") : (isThumb ? (hasFocus ? "█" : "━") : "─")
            context.buffer.put(
                character, width: 1, at: column, row: row, style: isThumb ? thumbStyle : trackStyle, clip: context.clip)
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

    /// The scroll bars' cells on screen, for a view frame at `frame`.
    func barAreas(frame: CellRect) -> [CellRect] {
        var areas: [CellRect] = []
        if reservesColumn {
            areas.append(CellRect(column: frame.maxColumn - 1, row: frame.row, width: 1, height: frame.height))
        }
        if reservesRow {
            areas.append(CellRect(column: frame.column, row: frame.maxRow - 1, width: frame.width, height: 1))
        }
        return areas
    }
}
