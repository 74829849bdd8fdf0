/// The graph inspector's part of a frame: a walk of the graph that finds
/// the lines in view, then drawing them over everything else.
///
/// ```
/// FrameLoop.runFrame: layout → prepareFrame (walk; damage the panel) → draw areas:
///              root, presentations, panel → diff → frameWasDrawn
/// ```
extension GraphInspector {
    /// The area of a `screen` the panel covers: its bottom half, at least
    /// three rows (a border above and below one line), across its whole
    /// width, so that no wide character lies across the panel's edges.
    ///
    /// ```
    /// 80×24 → (0, 12) 80×12 · 40×5 → (0, 2) 40×3 · 40×2 → (0, 0) 40×2
    /// ```
    static func panelArea(in screen: CellRect) -> CellRect {
        let height = min(max(screen.height / 2, 3), screen.height)
        return CellRect(column: screen.column, row: screen.maxRow - height, width: screen.width, height: height)
    }

    /// Gets a frame ready: while open, walks `graph` for the lines in view
    /// and damages the panel's area, so that it is drawn even where the
    /// app changed nothing; after the panel closed, damages the whole
    /// screen, so that the app is drawn again under it.
    ///
    /// ```
    /// 30 nodes, panel of 10 rows, firstLine 25 → firstLine 22 (the last page), lines 22..<30
    /// ```
    ///
    /// Cost: O(nodes) dictionary work for the walk, plus the text of the
    /// lines in view; a second walk only when the graph shrank below the
    /// scroll position.
    func prepareFrame(of graph: Graph, screen: CellRect, damage: inout Damage) {
        if let fadeTimer {
            graph.timers.cancel(fadeTimer)
            self.fadeTimer = nil
        }
        guard isOpen else {
            damage.isFull = true
            return
        }
        let panel = Self.panelArea(in: screen)
        visibleLineCount = max(panel.height - 2, 0)
        let now = graph.timers.now
        history.beginFrame(at: now)
        var found = walk(graph)
        let lastPage = max(nodeCount - visibleLineCount, 0)
        if firstLine > lastPage {
            firstLine = lastPage
            history.beginFrame(at: now)
            found = walk(graph)
        }
        history.endFrame()
        lines = found.map { InspectorLine(node: $0.node, depth: $0.node.depth, label: $0.label, shade: $0.shade) }
        damage.areas.append(panel)
        if let change = history.nextChange {
            // The host draws a frame after every timer: this one only asks
            // for the frame in which a highlighted line changes shade.
            fadeTimer = graph.timers.schedule(after: max(change - now, .zero)) {}
        }
    }

    /// Visits every node below the root in reading order, recording each in
    /// the history and counting it; returns the nodes of the lines in view
    /// with their identity labels and shades.
    private func walk(_ graph: Graph) -> [(node: ViewNode, label: String?, shade: EvaluationHistory.Shade)] {
        let window = firstLine..<(firstLine + visibleLineCount)
        var found: [(node: ViewNode, label: String?, shade: EvaluationHistory.Shade)] = []
        var index = 0
        var pending: [(node: ViewNode, parent: ViewNode?, slot: Int)] = graph.root.children.reversed().map {
            ($0, nil, 0)
        }
        while let (node, parent, slot) = pending.popLast() {
            let isShown = window.contains(index)
            let shade = history.shade(of: node, isShown: isShown)
            if isShown {
                found.append((node, parent?.identityLabel(ofChildAt: slot), shade))
            }
            index += 1
            for (childSlot, child) in node.children.enumerated().reversed() {
                pending.append((child, node, childSlot))
            }
        }
        nodeCount = index
        nodesWalked += index
        return found
    }

    /// Draws the panel into the context's clip: clears its area, draws the
    /// border with the title and the position, then the lines in view,
    /// clipped inside the border, each in its ``InspectorLine/style``.
    /// Control characters in the lines are drawn as visible symbols.
    ///
    /// ```
    /// ╭ Graph — F12 closes · ↑↓ scroll ───────╮
    /// │● Counter (count = 2)                  │
    /// ╰────────────────────────── 1–1 of 1 ───╯
    /// ```
    func draw(in context: inout DrawContext, screen: CellRect) {
        let panel = Self.panelArea(in: screen)
        let clip = context.clip
        let origin = context.origin
        context.clip = clip.intersection(panel)
        guard !context.clip.isEmpty, panel.width >= 2, panel.height >= 2 else {
            context.clip = clip
            return
        }
        context.origin = CellPoint(column: panel.column, row: panel.row)
        context.buffer.fill(context.clip, with: .blank)
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = BorderStyle.rounded.characters
        let rule = String(repeating: horizontal, count: panel.width - 2)
        context.put(String(topLeft) + rule + String(topRight), column: 0, row: 0, style: Cell())
        context.put(String(bottomLeft) + rule + String(bottomRight), column: 0, row: panel.height - 1, style: Cell())
        for row in 1..<(panel.height - 1) {
            context.put(String(vertical), column: 0, row: row, style: Cell())
            context.put(String(vertical), column: panel.width - 1, row: row, style: Cell())
        }
        let betweenCorners = CellRect(column: panel.column + 1, row: panel.row, width: panel.width - 2, height: panel.height)
        context.clip = clip.intersection(betweenCorners)
        context.put(" Graph — F12 closes · ↑↓ scroll ", column: 1, row: 0, style: Cell(attributes: .bold))
        let position =
            lines.isEmpty ? " no nodes " : " \(firstLine + 1)–\(firstLine + lines.count) of \(nodeCount) "
        let positionWidth = DrawContext.width(of: position)
        context.put(position, column: max(panel.width - 2 - positionWidth, 1), row: panel.height - 1, style: Cell())
        let inside = CellRect(
            column: panel.column + 1, row: panel.row + 1, width: panel.width - 2, height: panel.height - 2)
        context.clip = clip.intersection(inside)
        // A line wider than the panel ends in an ellipsis, as a Text cut to
        // one line does, so a cut line is never mistaken for a whole one.
        for (row, line) in lines.enumerated() {
            context.put(TextLayout.truncatedTail(line.text, width: inside.width), column: 1, row: row + 1, style: line.style)
        }
        context.origin = origin
        context.clip = clip
    }
}
