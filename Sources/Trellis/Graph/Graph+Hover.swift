/// The pointer's motion (Graph.hover): a terminal reports it while a view
/// listens (`.onHover`, `.onContinuousHover`), and each report tells the
/// listening views it left, then those it is over, outermost first.
extension Graph {
    /// Moves the pointer to `point`: the listening views it left hear that
    /// it left, in the order they were entered; then each listening view
    /// under it, from the outermost, hears where it is (and whether it just
    /// entered). Within the topmost presentation only, as clicks. Cost: a
    /// hit test and a walk to the root.
    func dispatchHover(at point: CellPoint) {
        var now: [(node: ViewNode, local: CellPoint)] = []
        if let (target, origin) = hitTest(point) {
            var node: ViewNode? = target
            var nodeOrigin = origin
            while let current = node {
                if current is any HoverListener {
                    now.append((current, CellPoint(column: point.column - nodeOrigin.column, row: point.row - nodeOrigin.row)))
                }
                nodeOrigin = CellPoint(
                    column: nodeOrigin.column - current.layout.origin.column, row: nodeOrigin.row - current.layout.origin.row)
                node = current.isPresentationRoot ? nil : current.parent
            }
        }
        now.reverse()
        let before = hover.hovered
        hover.hovered = now.map(\.node)
        for node in before where !now.contains(where: { $0.node === node }) {
            (node as? any HoverListener)?.pointerLeft()
        }
        for (node, local) in now {
            (node as? any HoverListener)?.pointerMoved(to: local, entered: !before.contains { $0 === node })
        }
    }
}
