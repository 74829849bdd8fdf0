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
        for index in window.indices where !isShown(window[index].row) {
            leaving.append((window[index].row, window[index].index))
        }
        if pins, let footer = pinnedRows.footer, !isShown(footer.row) {
            leaving.append((footer.row, footer.index))
        }
        if let row = focusedOutRow, !isShown(row) {
            leaving.append((row, focusedOutIndex))
        }
        focusedOutRow = nil
        keepFocusedRowShown(of: leaving)
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
        // Emptied in place (each held once): kept for the next frame.
        previous.removeAll(keepingCapacity: true)
        spareWindow = previous
        hide(&leaving)
    }

    /// Makes the window that ``shiftedArrangement(length:cross:)`` shifted
    /// the window, in place: the rows it dropped and those after the kept
    /// ones leave, the kept rows move `shift` cells nearer the start, and
    /// the rows that came in are appended and shown. What ``commit(_:pinned:damagesFrame:)``
    /// does, visiting only the rows that left or came in (the kept rows
    /// are neither copied nor marked again: they stay shown). Takes the
    /// storage of `shifted`'s incoming rows back for the next arrangement.
    ///
    /// ```
    /// window [10 at 0, 11 at 1, …, 33 at 23], dropped 1, kept 23, shift 1, incoming [34 at 23]
    /// 10 leaves → [11 at 0, …, 33 at 22] → 34 appended and shown → [11 at 0, …, 34 at 23]
    /// ```
    func commitShift(_ shifted: inout LazyWindowShift, damagesFrame: Bool) {
        let (dropped, kept) = (shifted.dropped, shifted.kept)
        var leaving: [(row: ViewNode, index: Int)] = []
        swap(&leaving, &spareLeaving)
        for index in 0..<dropped {
            leaving.append((window[index].row, window[index].index))
        }
        for index in (dropped + kept)..<window.count {
            leaving.append((window[index].row, window[index].index))
        }
        // No row is pinned or focused out (the arrangement's conditions):
        // the shown rows are the window's.
        for index in leaving.indices {
            shownRows.unmark(leaving[index].row.keyedSlot)
        }
        for index in shifted.incoming.indices {
            shownRows.mark(shifted.incoming[index].row.keyedSlot)
        }
        keepFocusedRowShown(of: leaving)
        if damagesFrame, !leaving.isEmpty || kept + shifted.incoming.count != window.count {
            setNeedsDisplay()
        }
        // The layout items are the window's rows (none pinned): they
        // change as the window does.
        if var items = layout.items.take(), items.count == window.count, items.first === window.first?.row,
            items.last === window.last?.row
        {
            items.removeSubrange((dropped + kept)..<items.count)
            items.removeFirst(dropped)
            for index in shifted.incoming.indices {
                items.append(shifted.incoming[index].row)
            }
            layout.items = items
        }
        window.removeSubrange((dropped + kept)..<window.count)
        window.removeFirst(dropped)
        for index in window.indices {
            window[index].position -= shifted.shift
        }
        window.append(contentsOf: shifted.incoming)
        relocatedRows.removeAll(keepingCapacity: true)
        for index in shifted.incoming.indices where !shifted.incoming[index].row.isVisible {
            show(shifted.incoming[index].row)
        }
        shifted.incoming.removeAll(keepingCapacity: true)
        swap(&shifted.incoming, &spareWindow)
        hide(&leaving)
    }

    /// Keeps shown, as the focused-out row, the first row of `leaving`
    /// that holds the focus inside a scroll view.
    private func keepFocusedRowShown(of leaving: [(row: ViewNode, index: Int)]) {
        guard isScrollContent, graph.focus.focused != nil else { return }
        for (row, index) in leaving
        where row.isAlive && !removedRows.contains(ObjectIdentifier(row)) && graph.focus.isFocusWithin(row) {
            focusedOutRow = row
            focusedOutIndex = index
            shownRows.mark(row.keyedSlot)
            break
        }
    }

    /// Hides the rows that left (but the focused-out one) into the
    /// retention cache, destroys those whose elements left the data, and
    /// evicts beyond the limit; empties `leaving` and keeps its storage
    /// for the next commit.
    private func hide(_ leaving: inout [(row: ViewNode, index: Int)]) {
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
