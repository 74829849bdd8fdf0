/// Where a node draws: the frame's buffer, the node's absolute origin, the
/// clip rectangle that limits drawing, and the link its cells carry.
///
/// Passed down the tree by the draw pass; each node moves the origin to its
/// own and may narrow the clip. A `Link` sets ``link`` for its label; the
/// draw pass restores the enclosing value after a node's subviews, so the
/// link reaches exactly the cells the label draws.
struct DrawContext {
    /// The buffer the frame is drawn into.
    var buffer: Buffer
    /// The absolute position of the node being drawn.
    var origin: CellPoint
    /// The absolute rectangle outside which nothing is drawn.
    var clip: CellRect
    /// The hyperlink of the cells being drawn: a `Cell.link` value of
    /// ``buffer`` (0 for none), set by the nearest enclosing `Link`.
    var link: UInt16 = 0

    /// `style` carrying the current link: the style a node passes to the
    /// buffer for the cells it draws.
    ///
    /// ```swift
    /// context.buffer.fill(frame, with: context.linked(Cell(background: .blue)))
    /// ```
    func linked(_ style: Cell) -> Cell {
        var style = style
        style.link = link
        return style
    }
}
