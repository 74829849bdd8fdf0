extension ViewNode {
    /// Whether nothing drawn after this node covers `area` (screen cells):
    /// no presentation is up, no ancestor draws over its subviews there,
    /// and no subview drawn after this node's branch reaches into it. A
    /// view that scrolls by shifting the cells it drew asks it first: what
    /// another view drew over those cells would shift with them.
    ///
    /// ```
    /// ZStack { List(…); Badge() }   the badge drawn over the list's rows → false
    /// VStack { List(…); Footer() }  the footer below the list → true
    /// ```
    ///
    /// Cost: O(depth) plus the subviews after the branch at each level; in
    /// a stack, only those that start before the area ends along its axis.
    func drawsOnTop(of area: CellRect) -> Bool {
        guard graph.presentations.topmost == nil else { return false }
        var node: ViewNode = self
        var ancestor = parent
        while let owner = ancestor {
            if owner.isTransparentInLists {
                ancestor = owner.parent
                continue
            }
            let origin = owner.absoluteOrigin
            let frame = CellRect(
                column: origin.column, row: origin.row, width: owner.layout.size.width, height: owner.layout.size.height)
            if owner.drawsOverSubviews(in: area, frame: frame) {
                return false
            }
            let items = owner.layoutItems
            var index = node.layout.itemIndex < items.count && items[node.layout.itemIndex] === node ? node.layout.itemIndex : -1
            if index < 0 {
                for (position, item) in items.enumerated() where item === node {
                    index = position
                    break
                }
            }
            guard index >= 0 else { return false }
            let axis = owner.stackAxis
            let areaEnd = axis.map { area.origin.length(along: $0) + area.size.length(along: $0) }
            for later in items[(index + 1)...] {
                let laterFrame = CellRect(
                    column: origin.column + later.layout.origin.column, row: origin.row + later.layout.origin.row,
                    width: later.layout.size.width, height: later.layout.size.height)
                if let axis, let areaEnd, laterFrame.origin.length(along: axis) >= areaEnd, !later.drawsOutsideFrame {
                    break
                }
                if later.drawsOutsideFrame || !laterFrame.intersection(area).isEmpty {
                    return false
                }
            }
            node = owner
            ancestor = owner.parent
        }
        return true
    }
}
