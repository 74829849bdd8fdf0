/// What the next frame must redraw, gathered while the graph is laid out.
///
/// Owned by the graph; placing nodes fills it in, the renderer reads and
/// clears it once per frame. A node whose own drawing changed lists itself
/// in `nodes`, and the frame redraws the cells its frame covers. A node
/// that moved or resized lists itself in `moved` with its old frame, and
/// the frame redraws its old and new frames. Both are exact only while
/// nothing below the node draws outside its frame
/// (`NodeLayout.overflowingDescendants` is 0); otherwise, and when views
/// are added or removed, `isFull` redraws the visible screen.
///
/// ```
/// Text("count 1") → Text("count 2")        nodes [that Text]   redraws its 7 cells
/// Text("9") → Text("10") in a fixed frame   moved [that Text]   redraws its old and new frames
/// a row inserted in a list                  isFull              redraws the screen
/// a lazy list scrolled down by one row      scrolls [(viewport, 1)]   shifts the rows, redraws one
/// ```
struct Damage {
    /// Whether the whole screen must be redrawn.
    var isFull = true
    /// Nodes that changed in place since the last frame.
    var nodes: [ViewNode] = []
    /// Nodes that moved or resized since the last frame, with their old
    /// frame relative to their parent.
    var moved: [(node: ViewNode, frame: CellRect)] = []
    /// Areas of the screen (absolute) to redraw that belong to no node's
    /// frame: the band a scrolled lazy stack left empty, a scroll bar's
    /// column.
    var areas: [CellRect] = []
    /// Areas of the screen (absolute) whose whole content moved up by
    /// `rows` rows since the last frame (down when negative): a scrolled
    /// view reports its viewport here so that the renderer can shift its
    /// buffers and the terminal's rows instead of drawing and writing them
    /// again. A report promises that whatever else changed in the area is
    /// damaged; the renderer redraws the whole area when it cannot shift.
    var scrolls: [ScrollReport] = []
}

/// A view's report that the content of an area of the screen moved by
/// whole rows since the last frame (``Damage/scrolls``).
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
