/// What a `List` draws under and over its lazy stack's rows.
extension LazyStackNode {
    /// Fills the rows in view that have a `.listRowBackground` colour,
    /// across the list's width, before the rows draw over it.
    func drawRowBackgrounds(in context: inout DrawContext) {
        guard let decoration, decoration.rowTraitsCount > 0, axis == .vertical else { return }
        for placement in window where placement.length > 0 {
            guard let color = _ListRowTraits.traits(of: placement.row).background, color != .clear else { continue }
            let rowFrame = CellRect(
                column: context.origin.column, row: context.origin.row + placement.position, width: layout.size.width,
                height: placement.length)
            context.buffer.fill(rowFrame.intersection(context.clip), with: context.styled(Cell(background: color)))
        }
    }

    /// Draws a `List`'s decoration over the rows in view: each row's
    /// `.badge` at its trailing end, selected rows in reverse video, the
    /// cursor's row underlined, and a faint line in the
    /// spacing after every row but the data's last and the empty ones.
    func drawDecoration(in context: inout DrawContext) {
        guard let decoration, axis == .vertical else { return }
        let width = layout.size.width
        var line = context.styled(Cell(background: .clear))
        line.attributes.insert(.dim)
        for placement in window {
            let rowFrame = CellRect(
                column: context.origin.column, row: context.origin.row + placement.position, width: width,
                height: placement.length)
            // Looked up once per row, for its badge and its separator.
            let traits =
                decoration.rowTraitsCount > 0 && placement.length > 0 ? _ListRowTraits.traits(of: placement.row) : nil
            if let badge = traits?.badge {
                let column = width - DrawContext.width(of: badge)
                context.put(badge, column: max(column, 0), row: placement.position, style: Cell(background: .clear, attributes: .dim))
            }
            if let value = selectionValue(of: placement.row, at: placement.index) {
                if decoration.isSelected(value) {
                    context.buffer.insertAttributes(.inverse, in: rowFrame.intersection(context.clip))
                }
                if decoration.showsCursor, decoration.cursor == value {
                    context.buffer.insertAttributes(
                        decoration.highlightsCursor ? .inverse : .underline, in: rowFrame.intersection(context.clip))
                }
            }
            guard decoration.showsSeparators, spacing > 0, placement.length > 0, placement.index < rowCount - 1,
                traits?.separator != .hidden
            else {
                continue
            }
            let row = rowFrame.maxRow
            let style = traits?.separatorTint.map { context.styled(Cell(foreground: $0, background: .clear)) } ?? line
            for column in rowFrame.column..<(rowFrame.column + width) {
                context.buffer.put("─", width: 1, at: column, row: row, style: style, clip: context.clip)
            }
        }
    }
}
