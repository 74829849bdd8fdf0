/// Pinned section headers and footers (`pinnedViews:`): while the rows of a
/// `Section` scroll under the start of the visible area, the section's
/// header stays drawn there, over them, until the section's end pushes it
/// out; a pinned footer stays at the end the same way.
///
/// The window is filled as without pinning; then the section of its first
/// row gives the header to pin and the section of its last row the footer
/// (``LazySectionSpan``, found by binary search), each placed in the window's
/// coordinates:
///
/// ```
/// viewport 0..<4; sections A (header two cells, a1–a6) and B (header two cells, b1…)
/// first row a3 at 0:  A's header at 0 (its place, -2, is out of view), over a3 and a4
/// first row a6 at 0:  A's section ends at 1 (B's header starts there) → A at 1 - 2 = -1,
///                     pushed up by B; its second line shows at 0, B at 1
/// first row B at 0:   B's header is in its place: nothing pinned
/// ```
///
/// A pinned header that scrolled out of the window is a shown row outside
/// it (like the row that keeps the focus): it stays appeared while its
/// section has a row in view, and disappears with the section's last row.
/// It is a layout item after the window's rows, so clicks reach it first;
/// the window's rows (and a list's decoration) draw clipped to the cells
/// between the pinned views, and the pinned views draw last.
///
/// Cost: nothing for a stack without `pinnedViews` beyond one check per
/// placement and draw; with them, O(log sections) per placement, plus
/// measuring the pinned rows (cached), and O(segments) per rebuild of the
/// segments.
extension LazyStackNode {
    /// Finds the sections among the segments again, after a rebuild of the
    /// segments. Sections inside a section are its rows: only the
    /// outermost ones pin.
    func rebuildSections() {
        sections.removeAll(keepingCapacity: true)
        guard !pinnedViews.isEmpty else { return }
        var position = 0
        while position < segments.count {
            guard let parts = segments[position].sectionParts else {
                position += 1
                continue
            }
            let end = min(position + max(parts.segments, 1), segments.count)
            let rows = segmentStarts[position]..<(end < segments.count ? segmentStarts[end] : rowCount)
            if !rows.isEmpty {
                sections.append(
                    LazySectionSpan(
                        rows: rows, header: parts.hasHeader ? rows.lowerBound : nil,
                        footer: parts.hasFooter ? rows.upperBound - 1 : nil))
            }
            position = end
        }
    }

    /// The section whose rows hold row `index`, if any. Cost: O(log sections).
    func section(containing index: Int) -> LazySectionSpan? {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].rows.upperBound <= index {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < sections.count, sections[low].rows.contains(index) else { return nil }
        return sections[low]
    }

    /// The header and footer to pin over `rows` (a window, positions in the
    /// stack's coordinates) when the stack shows `visible` of its length.
    /// A pinned row out of the window is built if needed, as any row.
    func pinnedRows(over rows: [Placement], visible: Range<Int>, cross: Int?) -> LazyPinnedRows {
        guard let first = rows.first, let last = rows.last else { return LazyPinnedRows() }
        var pinned = LazyPinnedRows()
        if pinnedViews.contains(.sectionHeaders), let section = section(containing: first.index),
            let header = section.header
        {
            let inWindow = header == first.index ? first : nil
            let row = inWindow?.row ?? row(at: header)
            let length = inWindow?.length ?? self.length(of: row, cross: cross)
            var position = visible.lowerBound
            let end = section.rows.upperBound - 1
            if end <= last.index {
                // The next section starts where this one's last row and its
                // spacing end: the header stays above it.
                let lastRow = rows[end - first.index]
                position = min(position, lastRow.position + span(ofLength: lastRow.length, index: end) - length)
            }
            if position > (inWindow?.position ?? Int.min) {
                pinned.header = Placement(index: header, row: row, position: position, length: length)
            }
        }
        if pinnedViews.contains(.sectionFooters), let section = section(containing: last.index),
            let footer = section.footer
        {
            let inWindow = footer == last.index ? last : nil
            let row = inWindow?.row ?? row(at: footer)
            let length = inWindow?.length ?? self.length(of: row, cross: cross)
            var position = visible.upperBound - length
            let start = section.rows.lowerBound
            if start >= first.index {
                // The previous section ends where this one's first row
                // starts: the footer stays below it.
                position = max(position, rows[start - first.index].position)
            }
            if position < (inWindow?.position ?? Int.max) {
                pinned.footer = Placement(index: footer, row: row, position: position, length: length)
            }
        }
        return pinned
    }

    /// Places the pinned rows at their pinned positions: a pinned row of
    /// the window moves there from its own place, one outside it is placed
    /// as the focused row out of view is, its moves damaged by
    /// ``damagePinnedBands(previous:shift:)``.
    func placePinnedRows(crossLength: Int, proposal: CellProposal) {
        for pinned in [pinnedRows.header, pinnedRows.footer] {
            guard let pinned else { continue }
            pinned.row.place(
                at: origin(of: pinned.row, at: pinned.position, crossLength: crossLength, proposal: proposal),
                proposal: proposal, recordsMove: false)
        }
    }

    /// Damages the cells the pinned views covered before and cover now,
    /// widened by `shift` cells each way: an exact scroll shifts the cells
    /// of a pinned view with the rows, and the cells it uncovers show rows
    /// that were hidden under it. Nothing when the pinned views stayed and
    /// nothing scrolled.
    func damagePinnedBands(previous: LazyPinnedRows, shift: Int?) {
        guard shift != nil || !pinnedRows.covers(sameCellsAs: previous) else { return }
        let frame = absoluteVisibleFrame
        let origin = absoluteOrigin.length(along: axis)
        let widening = abs(shift ?? 0)
        var areas: [CellRect] = []
        for pinned in [previous.header, previous.footer, pinnedRows.header, pinnedRows.footer] {
            guard let pinned else { continue }
            let start = origin + pinned.position - widening
            let length = pinned.length + 2 * widening
            let band =
                axis == .vertical
                ? CellRect(column: frame.column, row: start, width: frame.width, height: length)
                : CellRect(column: start, row: frame.row, width: length, height: frame.height)
            areas.append(band.intersection(frame))
        }
        setNeedsDisplay(screenAreas: areas)
    }

    /// `clip` cut to the cells between the pinned header and footer, where
    /// the window's rows show.
    func clipBetweenPinnedRows(_ clip: CellRect, origin: CellPoint) -> CellRect {
        let base = origin.length(along: axis)
        var start = clip.origin.length(along: axis)
        var end = start + clip.size.length(along: axis)
        if let header = pinnedRows.header {
            start = max(start, base + header.position + header.length)
        }
        if let footer = pinnedRows.footer {
            end = min(end, base + footer.position)
        }
        let length = max(end - start, 0)
        return axis == .vertical
            ? CellRect(column: clip.column, row: start, width: clip.width, height: length)
            : CellRect(column: start, row: clip.row, width: length, height: clip.height)
    }

    /// Draws the pinned rows over the window's rows (which drew clipped
    /// to the cells between them).
    func drawPinnedRows(in context: inout DrawContext) {
        if let header = pinnedRows.header {
            header.row.draw(in: &context)
        }
        if let footer = pinnedRows.footer {
            footer.row.draw(in: &context)
        }
    }

    /// The pinned row drawn on screen row `row`, if any.
    func pinnedIndex(atScreenRow row: Int) -> Int? {
        let offset = row - absoluteOrigin.length(along: .vertical)
        for pinned in [pinnedRows.header, pinnedRows.footer] {
            guard let pinned, offset >= pinned.position, offset < pinned.position + pinned.length else { continue }
            return pinned.index
        }
        return nil
    }
}
