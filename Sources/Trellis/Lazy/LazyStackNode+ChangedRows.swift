/// Placing only the rows that changed: a `@State` change in one row of a
/// long list lays out that row, not the window, and so does a change of
/// data that leaves every row in view at its index.
extension LazyStackNode {
    /// After a change of data that found every row of the window at its
    /// index again (same row count, anchor, spacing and alignment), hands
    /// the window's rows their new views now rather than at the next
    /// placement, and keeps the window arranged: a row whose view changed
    /// marks itself as a row change (``placeChangedRows(_:)`` places it
    /// alone when it kept its size), and rows handed an equal view cost
    /// no layout. Returns `false`, handing nothing, when the window has to
    /// be arranged anyway: it was not arranged, or was arranged for other
    /// data, or its placement depends on more than its rows (an estimated
    /// length, pinned or focused-out rows, a pending alignment).
    ///
    /// ```
    /// the title of item 7 changes, rows 0–23 in view at 0–23
    ///   every row found at its index → rows 0–23 handed their items now
    ///   row 7's text changes → row 7 marks the stack → placed alone, same size
    /// an item inserted above row 0 → rows found one index later → arranged again
    /// ```
    func keepWindowInPlace() -> Bool {
        guard windowIsArranged, windowGeneration == generation &- 1, !estimatesLength, focusedOutRow == nil,
            pinnedRows.isEmpty, pendingAlignment == nil
        else { return false }
        windowGeneration = generation
        for placement in window {
            let (segment, offset) = locate(placement.index)
            refreshed(placement.row, segment: segment, offset: offset)
        }
        return true
    }

    /// Places the rows of the window that asked for layout, each where it
    /// was along the axis, when nothing else changed since the window was
    /// placed: the same extent, anchor, data and frame, no pinned or
    /// focused-out row, and every changed row still the length it was
    /// placed at (a row that became wider or narrower is aligned again
    /// across the axis; the stack's extent says whether its own width
    /// changed). Returns `false`, placing nothing, otherwise: the window
    /// is then arranged again (a row that grew moves the ones after it).
    ///
    /// ```
    /// row 5's check box toggles: row 5 measured again (one body's node) → same size
    ///   → row 5 placed at its origin; rows 0–4 and 6–23 not looked at
    /// row 5's title gets longer on one line → same length → row 5 placed at its row
    /// row 5's text wraps to two lines → length changed → the window is arranged again
    /// ```
    ///
    /// Cost: O(changed rows) measurements, against O(rows in view) lookups
    /// and measurements for an arrangement.
    func placeChangedRows(_ extent: LazyWindowExtent) -> Bool {
        guard windowIsArranged, windowExtent == extent, pendingAlignment == nil, windowGeneration == generation,
            focusedOutRow == nil, pinnedRows.isEmpty, placedFrame == absoluteVisibleFrame
        else { return false }
        let proposal = rowProposal(cross: extent.crossProposal)
        for row in changedRows where isShown(row) {
            guard row.layout.placedProposal == proposal,
                row.sizeThatFits(proposal).length(along: axis) == row.layout.size.length(along: axis)
            else { return false }
        }
        for row in changedRows where isShown(row) {
            let position = axis == .vertical ? row.layout.origin.row : row.layout.origin.column
            row.place(
                at: origin(of: row, at: position, crossLength: extent.crossLength, proposal: proposal), proposal: proposal)
        }
        changedRows.removeAll(keepingCapacity: true)
        return true
    }
}
