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
    /// Areas of the screen (absolute) whose whole content moved up by
    /// `rows` rows since the last frame (down when negative): a scrolled
    /// view reports its viewport here so that the writer can shift the
    /// terminal's rows instead of writing them again. The area is also
    /// redrawn, so ignoring a scroll is always correct.
    var scrolls: [(area: CellRect, rows: Int)] = []
}
