/// Showing and hiding a lazy stack's rows as its window moves: the rows of
/// the window, the pinned section views, the focused-out row, and the
/// retention cache the others wait in.
extension LazyStackNode {
    /// Makes `rows` the window and `pinned` the pinned section views: shows
    /// the rows that were not shown (in order of index), keeps shown the
    /// row that holds the focus when it leaves the viewport of a scroll
    /// view, hides the others that left into the retention cache
    /// (destroying those whose elements left the data), and evicts beyond
    /// the limit. Damages the stack's frame when rows came or went, unless
    /// a scroll that shifts them accounts for it.
    func commit(_ rows: [Placement], pinned: LazyPinnedRows = LazyPinnedRows(), damagesFrame: Bool = true) {
        shownRows.begin()
        for placement in rows {
            shownRows.mark(placement.row.keyedSlot)
        }
        let pins = !pinned.isEmpty || !pinnedRows.isEmpty
        if pins {
            for placement in [pinned.header, pinned.footer] {
                guard let placement else { continue }
                shownRows.mark(placement.row.keyedSlot)
            }
        }
        // Rows leave in order of index: the pinned header, the window's
        // rows, the pinned footer.
        var leaving: [(row: ViewNode, index: Int)] = []
        if pins, let header = pinnedRows.header, !isShown(header.row) {
            leaving.append((header.row, header.index))
        }
        for placement in window where !isShown(placement.row) {
            leaving.append((placement.row, placement.index))
        }
        if pins, let footer = pinnedRows.footer, !isShown(footer.row) {
            leaving.append((footer.row, footer.index))
        }
        if let row = focusedOutRow, !isShown(row) {
            leaving.append((row, focusedOutIndex))
        }
        focusedOutRow = nil
        if isScrollContent, graph.focus.focused != nil {
            for (row, index) in leaving
            where row.isAlive && !removedRows.contains(ObjectIdentifier(row)) && graph.focus.isFocusWithin(row) {
                focusedOutRow = row
                focusedOutIndex = index
                shownRows.mark(row.keyedSlot)
                break
            }
        }
        if damagesFrame, !leaving.isEmpty || rows.count != window.count {
            setNeedsDisplay()
        }
        window = rows
        pinnedRows = pinned
        windowGeneration = generation
        relocatedRows.removeAll(keepingCapacity: true)
        layout.items = nil
        if let header = pinned.header {
            show(header.row)
        }
        for placement in rows where !placement.row.isVisible {
            show(placement.row)
        }
        if let footer = pinned.footer {
            show(footer.row)
        }
        for (row, _) in leaving where row.isAlive && row !== focusedOutRow {
            if removedRows.contains(ObjectIdentifier(row)) {
                retained.remove(row)
                destroy(row)
            } else if row.isVisible || !retained.contains(row) {
                row.setVisible(false)
                retained.insert(row)
            }
        }
        removedRows.removeAll()
        evictBeyondLimit()
    }

    /// Takes a row of the window or a pinned one out of the retention
    /// cache and into the visible hierarchy (when the stack is in it).
    private func show(_ row: ViewNode) {
        guard !row.isVisible else { return }
        retained.remove(row)
        if isVisible {
            row.setVisible(true)
        }
    }

    /// Destroys the least recently shown retained rows beyond the limit.
    func evictBeyondLimit() {
        while retained.count > retentionLimit, let row = retained.popOldest() {
            destroy(row)
        }
    }
}
