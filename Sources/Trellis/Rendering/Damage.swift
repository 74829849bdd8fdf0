/// What the next frame must redraw, gathered while the graph is laid out.
///
/// Owned by the graph; placing nodes fills it in, the renderer reads and
/// clears it once per frame. A node whose own drawing changed but whose
/// frame did not lists itself in `nodes`, and the frame redraws only the
/// rows those nodes cover. Anything that moves, resizes, adds or removes a
/// view sets `isFull`: views may draw beyond their parent's frame, so the
/// cheap and safe answer is to redraw the visible screen.
///
/// ```
/// Text("count 1") → Text("count 2")   nodes [that Text]   redraws its row
/// Text("9") → Text("10")               isFull              redraws the screen
/// ```
struct Damage {
    /// Whether the whole screen must be redrawn.
    var isFull = true
    /// Nodes that changed in place since the last frame.
    var nodes: [ViewNode] = []
}
