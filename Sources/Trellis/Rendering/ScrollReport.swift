/// A view's report that the content of an area of the screen moved by
/// whole rows since the last frame (a view reports it in the graph's
/// damage; the renderer shifts the rows instead of drawing them again).
///
/// ```swift
/// graph.damage.scrolls.append(ScrollReport(area: viewport, rows: 1, isExact: true))
/// ```
struct ScrollReport {
    /// The area, in screen cells.
    var area: CellRect
    /// How far the content moved up (down when negative).
    var rows: Int
    /// Whether the reporter vouches that every cell of the area moved
    /// (it damaged only what changed beyond the move): the renderer then
    /// makes the scroll without weighing its bytes. Otherwise the area is
    /// damaged too and the renderer scrolls only when that writes fewer
    /// bytes.
    var isExact = false
}
