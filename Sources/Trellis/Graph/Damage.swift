/// What the next frame must redraw, gathered while the graph is laid out.
///
/// Owned by the graph and written only through the node methods of
/// `Graph/` (`setNeedsDisplay()`, `setNeedsDisplay(screenAreas:)`,
/// `reportScroll(_:)`, placing); the frame loop reads and
/// clears it once per frame and hands the renderer its screen areas
/// (``screenAreas(in:)``). A node whose own drawing changed lists itself
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
    /// Set while the subviews of a node placed for the first time (and
    /// listed) are placed: their first placements list nothing, as the
    /// node's frame covers theirs (``screenAreas(in:)`` redraws the screen
    /// when something below the node reaches outside it).
    var coversFirstPlacements = false
}

extension Damage {
    /// Lists `node` as changed in place, unless the whole screen is
    /// redrawn anyway (a first frame, a view added or removed), when the
    /// list would be read by nothing: a mount of N views lists none
    /// instead of 2N.
    mutating func add(_ node: ViewNode) {
        if !isFull {
            nodes.append(node)
        }
    }

    /// Lists `node` as moved or resized from `frame` (relative to its
    /// parent), unless the whole screen is redrawn anyway.
    mutating func addMove(of node: ViewNode, from frame: CellRect) {
        if !isFull {
            moved.append((node, frame))
        }
    }

    /// The screen areas the damage covers, or `nil` when only a full
    /// redraw is safe: ``isFull``, a changed or moved view has something
    /// below it drawing outside its frame, or so many views moved that one
    /// redraw is cheaper.
    ///
    /// ```
    /// nodes [Text at (3, 7) 5×1]                     →   [(3, 7) 5×1]
    /// moved [Text, was (0, 0) 4×1 in a row at (3, 7)] →   [(3, 7) 4×1, (3, 7) 2×1]
    /// ```
    ///
    /// Cost: O(depth) per damaged node.
    @MainActor
    func screenAreas(in screen: CellRect) -> [CellRect]? {
        guard !isFull, moved.count + nodes.count <= 256 else { return nil }
        var areas: [CellRect] = []
        areas.reserveCapacity(nodes.count + self.areas.count + 2 * moved.count)
        for node in nodes where node.isAlive {
            guard !node.drawsOutsideFrame else { return nil }
            areas.append(node.absoluteVisibleFrame.intersection(screen))
        }
        for area in self.areas {
            areas.append(area.intersection(screen))
        }
        for (node, oldFrame) in moved where node.isAlive {
            guard !node.drawsOutsideFrame else { return nil }
            let parentOrigin = node.parent?.absoluteOrigin ?? .zero
            areas.append(oldFrame.offsetBy(columns: parentOrigin.column, rows: parentOrigin.row).intersection(screen))
            areas.append(node.absoluteVisibleFrame.intersection(screen))
        }
        return Renderer.disjointAreas(consume areas)
    }

    /// Takes the lists of `used`, a damage the frame has drawn, emptied but
    /// with their storage, for each list of its own that is still empty
    /// and has none: the next frame appends without allocating.
    ///
    /// ```
    /// frame: damage = nodes [Text]  →  drawn  →  graph.damage.reuseStorage(of: &damage)
    /// next frame: nodes.append(…) writes into the storage the last frame used
    /// ```
    mutating func reuseStorage(of used: inout Damage) {
        Self.reuse(&nodes, from: &used.nodes)
        Self.reuse(&moved, from: &used.moved)
        Self.reuse(&areas, from: &used.areas)
        Self.reuse(&scrolls, from: &used.scrolls)
    }

    private static func reuse<Element>(_ list: inout [Element], from used: inout [Element]) {
        guard list.isEmpty, list.capacity == 0, used.capacity > 0 else { return }
        used.removeAll(keepingCapacity: true)
        swap(&list, &used)
    }
}
