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
    /// a scroll that shifts them accounts for it. With `keptFrom`, `rows`
    /// begin with the window's rows from that index on and the others came
    /// in (``shiftedArrangement(length:cross:)``, without pinned rows): the
    /// rows that left are the window's others, found without asking each
    /// row whether it is shown.
    func commit(
        _ rows: [Placement], pinned: LazyPinnedRows = LazyPinnedRows(), damagesFrame: Bool = true, keptFrom dropped: Int? = nil
    ) {
        shownRows.begin()
        // Rows read in place, by index: a copy of a placement retains its row.
        for index in rows.indices {
            shownRows.mark(rows[index].row.keyedSlot)
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
        swap(&leaving, &spareLeaving)
        if pins, let header = pinnedRows.header, !isShown(header.row) {
            leaving.append((header.row, header.index))
        }
        if let dropped {
            let kept = min(rows.count, window.count - dropped)
            for index in 0..<dropped {
                leaving.append((window[index].row, window[index].index))
            }
            for index in (dropped + kept)..<window.count {
                leaving.append((window[index].row, window[index].index))
            }
        } else {
            for index in window.indices where !isShown(window[index].row) {
                leaving.append((window[index].row, window[index].index))
            }
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
        updateLayoutItems(to: rows, pins: pins)
        var previous = rows
        swap(&previous, &window)
        pinnedRows = pinned
        windowGeneration = generation
        relocatedRows.removeAll(keepingCapacity: true)
        if let header = pinned.header {
            show(header.row)
        }
        for index in rows.indices where !rows[index].row.isVisible {
            show(rows[index].row)
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
        // Emptied in place (each held once): kept for the next frame.
        previous.removeAll(keepingCapacity: true)
        spareWindow = previous
        leaving.removeAll(keepingCapacity: true)
        spareLeaving = leaving
    }

    /// Keeps the layout items (the window's rows, then the pinned ones:
    /// ``collectLayoutItems()``) in step with the window `rows` replacing
    /// ``window``. Without pinned rows, a window that kept a block of its
    /// rows (a scroll) drops the rows before the block and appends those
    /// after it in place, rather than collecting every row again:
    ///
    /// ```
    /// items [A B C D], rows [B C D E] → drop 1 (A) → [B C D] → append E → [B C D E]
    /// ```
    ///
    /// Anything else (pinned rows, rows that came in before the block or
    /// inside it) leaves the items to be collected again.
    private func updateLayoutItems(to rows: [Placement], pins: Bool) {
        guard var items = layout.items.take(), !pins, !rows.isEmpty else { return }
        var dropped = 0
        while dropped < items.count, items[dropped] !== rows[0].row {
            dropped += 1
        }
        guard dropped < items.count else { return }
        items.removeFirst(dropped)
        guard items.count <= rows.count else { return }
        for index in items.indices where items[index] !== rows[index].row {
            return
        }
        for index in items.count..<rows.count {
            items.append(rows[index].row)
        }
        layout.items = items
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
