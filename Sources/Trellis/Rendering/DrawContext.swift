/// Where a node draws: the frame's buffer, the node's absolute origin, the
/// clip rectangle that limits drawing, and what its cells inherit (a link,
/// faintness).
///
/// Passed down the tree by the draw pass; each node moves the origin to its
/// own and may narrow the clip. A `Link` sets ``link`` for its label and a
/// partial `.opacity` sets ``isFaint`` for its content; the draw pass
/// restores the enclosing values after a node's subviews, so they reach
/// exactly the cells that subtree draws.
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
    /// Whether the cells being drawn are faint (dim), set by an enclosing
    /// `.opacity` between 0 and 1.
    var isFaint = false

    /// `style` carrying the current link and faintness: the style a node
    /// passes to the buffer for the cells it draws.
    ///
    /// ```swift
    /// context.buffer.fill(frame, with: context.styled(Cell(background: .blue)))
    /// ```
    func styled(_ style: Cell) -> Cell {
        var style = style
        style.link = link
        if isFaint {
            style.attributes.insert(.dim)
        }
        return style
    }
}
