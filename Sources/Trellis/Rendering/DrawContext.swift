/// Where a node draws: the frame's buffer, the node's absolute origin and the
/// clip rectangle that limits drawing.
///
/// Passed down the tree by the draw pass; each node moves the origin to its
/// own and may narrow the clip.
struct DrawContext {
    /// The buffer the frame is drawn into.
    var buffer: Buffer
    /// The absolute position of the node being drawn.
    var origin: CellPoint
    /// The absolute rectangle outside which nothing is drawn.
    var clip: CellRect
}
