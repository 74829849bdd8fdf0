/// A shift of whole rows of the screen inside a band of rows, as a
/// terminal's scroll region (DECSTBM) does it: the rows of the band move up
/// by `distance` (down when negative), rows moved past the band's edge are
/// lost and the rows moved in are blank.
///
/// ```
/// rows 2..<6, distance 1       rows 2..<6, distance -2
/// 2  a          2  b           2  a          2
/// 3  b    →     3  c           3  b    →     3
/// 4  c          4  d           4  c          4  a
/// 5  d          5              5  d          5  b
/// ```
///
/// Made from a scroll a view reported in ``Damage/scrolls`` with
/// ``init(area:distance:screen:)``, which keeps only what a scroll region
/// can do. The renderer applies it to its front buffer with
/// ``Buffer/scroll(_:)`` and the writer to the terminal (see
/// ``TerminalWriter/render(_:over:areas:scrolls:cursor:)``).
struct RowScroll: Equatable {
    /// The rows of the band, on the screen.
    let rows: Range<Int>
    /// How many rows the content moves up; negative: down. Never 0, and
    /// smaller in size than the band.
    let distance: Int

    /// The scroll of `area` (absolute) by `distance` rows up (down when
    /// negative), clipped to `screen`; `nil` when a scroll region cannot do
    /// it.
    ///
    /// ```
    /// screen 80×24, area (0, -2) 80×10, distance 1    →   rows 0..<8, distance 1
    /// screen 80×24, area (0, 3) 40×10, distance 1     →   nil: not the whole width
    /// screen 80×24, area (0, 3) 80×10, distance 10    →   nil: everything moved out
    /// ```
    ///
    /// A scroll region takes whole rows of the screen (left and right
    /// margins, DECSLRM, are not widely supported), so the area, clipped,
    /// must span the screen's width. The part of the area off screen is cut
    /// off: the content it moves onto the screen is treated as new, and
    /// the frame draws it. A distance of 0, or as large as the clipped
    /// height or larger, is not a scroll worth making.
    init?(area: CellRect, distance: Int, screen: CellRect) {
        let visible = area.intersection(screen)
        guard !visible.isEmpty, visible.column == screen.column, visible.width == screen.width,
            distance != 0, distance < visible.height, distance > -visible.height
        else { return nil }
        rows = visible.row..<visible.maxRow
        self.distance = distance
    }

    /// The band as a rectangle of a screen `width` columns wide.
    ///
    /// ```swift
    /// scroll.area(width: 80)   // (0, 2) 80×4 for rows 2..<6
    /// ```
    func area(width: Int) -> CellRect {
        CellRect(column: 0, row: rows.lowerBound, width: width, height: rows.count)
    }

    /// The rows the shift moves into the band (blank on the terminal), as
    /// an area `width` wide: the last `distance` rows of the band for a
    /// shift up, the first ones for a shift down.
    ///
    /// ```
    /// rows 2..<22 up by 1   →   (0, 21) 80×1
    /// rows 0..<24 down by 2 →   (0, 0) 80×2
    /// ```
    func rowsMovedIn(width: Int) -> CellRect {
        distance > 0
            ? CellRect(column: 0, row: rows.upperBound - distance, width: width, height: distance)
            : CellRect(column: 0, row: rows.lowerBound, width: width, height: -distance)
    }

    /// The row whose content moves to `row` of the band, or `nil` when a
    /// blank row moves in there.
    ///
    /// ```
    /// rows 2..<6, distance 1   →   source(of: 2) = 3 · source(of: 5) = nil
    /// ```
    func source(of row: Int) -> Int? {
        let source = row + distance
        return rows.contains(source) ? source : nil
    }
}
