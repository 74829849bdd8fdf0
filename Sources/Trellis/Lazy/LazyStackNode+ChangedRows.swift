/// Placing only the rows that changed: a `@State` change in one row of a
/// long list lays out that row, not the window.
extension LazyStackNode {
    /// Places the rows of the window that asked for layout, each where it
    /// was, when nothing else changed since the window was placed: the
    /// same extent, anchor, data and frame, no pinned or focused-out row,
    /// and every changed row still the size it was placed at. Returns
    /// `false`, placing nothing, otherwise: the window is then arranged
    /// again (a row that grew moves the ones after it).
    ///
    /// ```
    /// row 5's check box toggles: row 5 measured again (one body's node) → same size
    ///   → row 5 placed at its origin; rows 0–4 and 6–23 not looked at
    /// row 5's text wraps to two lines → size changed → the window is arranged again
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
            guard row.layout.placedProposal == proposal, row.sizeThatFits(proposal) == row.layout.size else {
                return false
            }
        }
        for row in changedRows where isShown(row) {
            row.place(at: row.layout.origin, proposal: proposal)
        }
        changedRows.removeAll(keepingCapacity: true)
        return true
    }
}
