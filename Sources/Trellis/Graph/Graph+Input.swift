/// Routing input to views: key presses and pastes from the focused view to
/// the root, clicks from the view under the pointer to the root.
///
/// ```
/// VStack { TextField(…); Button("OK") {…} }.onKeyPress(.escape) {…}
/// Esc with the text field focused: TextField ignores → VStack → .onKeyPress handles
/// ```
extension Graph {
    /// Where key presses start when nothing holds the focus: the innermost
    /// node reached from the root (or from the topmost presentation, which
    /// is modal) through only children.
    var keyRoot: ViewNode {
        var node: ViewNode = presentations.topmost ?? root
        while node.children.count == 1 {
            node = node.children[0]
        }
        return node
    }

    /// Offers `press` to the focused view and its ancestors, then to the
    /// keyboard shortcuts, then moves the focus for Tab and Shift-Tab (and,
    /// in an alert, a dialog or an action menu, for ↓ and ↑).
    /// Returns whether anything handled it. The actions run now; the state
    /// they write is applied by the next update. While a presentation is
    /// up, all of this stays inside the topmost one: the press does not
    /// bubble past its root, and only its shortcuts and focusable views
    /// count.
    ///
    /// Esc in a focused text field first goes to the views around the
    /// field that use it (an `.onKeyPress(.escape)`, a sheet, a search
    /// field) and to the Esc shortcuts; if none does, or the next one would
    /// leave the page (``ViewNode/leavesOnEscape``), the field gives up the
    /// focus instead, so the keys that act (a `q` that quits) work again
    /// and the next Esc goes back.
    func dispatch(_ press: KeyPress) -> Bool {
        let scope = presentations.topmost
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let leavesField =
            press.key == .escape && modifiers.isEmpty
            && focus.focused?.givesUpFocusOnEscape == true
        var node: ViewNode? = inputStart
        while let current = node {
            if leavesField, current.leavesOnEscape {
                focus.move(to: nil)
                return true
            }
            if current.isAlive, current.respond(to: press) == .handled {
                return true
            }
            node = current.isPresentationRoot ? nil : current.parent
        }
        if shortcuts.perform(press, within: scope, leaving: !leavesField) {
            return true
        }
        if leavesField {
            focus.move(to: nil)
            return true
        }
        switch (press.key, modifiers) {
        case (.tab, []): return focus.advance(forward: true, within: scope)
        case (.tab, .shift): return focus.advance(forward: false, within: scope)
        case (.downArrow, []), (.upArrow, []):
            guard let root = scope as? any PresentedRoot, root.presentation.style.dismissesOnAction else { return false }
            return focus.advance(forward: press.key == .downArrow, within: scope)
        default: return false
        }
    }

    /// Offers `press` to the views of `node`'s subtree as though the
    /// deepest held the focus: each node after its children, the first that
    /// takes it ends the walk. A `List` hands its current row the keys it
    /// does not use this way (the disclosure keys of a hierarchical list's
    /// row). Cost: O(subtree) at most.
    func dispatch(_ press: KeyPress, within node: ViewNode) -> Bool {
        for child in node.children where dispatch(press, within: child) {
            return true
        }
        return node.isAlive && node.respond(to: press) == .handled
    }

    /// Where key presses and pastes start: the focused view when it is
    /// inside the topmost presentation (or there is none), else the key root.
    private var inputStart: ViewNode {
        if let focused = focus.focused, presentations.topmost.map({ isNode($0, above: focused) }) ?? true {
            return focused
        }
        return keyRoot
    }

    /// Offers pasted `text` to the focused view and its ancestors; returns
    /// whether one took it.
    func dispatchPaste(_ text: String) -> Bool {
        var node: ViewNode? = inputStart
        while let current = node {
            if current.isAlive, current.respondToPaste(text) {
                return true
            }
            node = current.isPresentationRoot ? nil : current.parent
        }
        return false
    }

    /// Clicks the cell at `point`: the first focusable view on the way from
    /// the innermost view there to the root takes the focus, and the first
    /// view that takes clicks gets it. Returns whether anything happened.
    /// While a presentation is up, only the topmost one is tested and the
    /// click does not bubble past its root; a click outside it does nothing.
    func dispatchClick(at point: CellPoint) -> Bool {
        let hit = hitTest(point)
        // Tested without `Optional.map`: a closure formed on the main actor
        // and handed to it checks its executor when called.
        if let focused = focus.focused {
            var isInside = false
            if let (target, _) = hit {
                isInside = isNode(focused, above: target)
            }
            if !isInside {
                focused.clickedElsewhere()
            }
        }
        guard let (target, origin) = hit else { return false }
        var focusable: (any Focusable)?
        var handled = false
        // The walk holds no reference of its own: the tree keeps every
        // ancestor of the hit view alive, and the node whose response runs
        // is held for the call (its action may unmount it).
        unowned(unsafe) var node: ViewNode? = target
        var nodeOrigin = origin
        while let current = node {
            if focusable == nil, let candidate = current.focusable, candidate.acceptsFocus {
                focusable = candidate
            }
            if !handled, current.respondToClick(at: CellPoint(column: point.column - nodeOrigin.column, row: point.row - nodeOrigin.row)) {
                handled = true
            }
            if handled, focusable != nil {
                break
            }
            nodeOrigin = CellPoint(column: nodeOrigin.column - current.layout.origin.column, row: nodeOrigin.row - current.layout.origin.row)
            node = current.isPresentationRoot ? nil : current.parent
        }
        if let focusable {
            focus.move(to: focusable)
        }
        return handled || focusable != nil
    }

    /// Right-clicks the cell at `point`: the first view on the way from the
    /// innermost view there to the root that opens an action menu (a
    /// `.contextMenu`, a list row's actions) gets it. Within the topmost
    /// presentation only, as clicks. Returns whether a view took it.
    func dispatchSecondaryClick(at point: CellPoint) -> Bool {
        let hit = hitTest(point)
        guard let (target, origin) = hit else { return false }
        var node: ViewNode? = target
        var nodeOrigin = origin
        while let current = node {
            let local = CellPoint(column: point.column - nodeOrigin.column, row: point.row - nodeOrigin.row)
            if current.respondToSecondaryClick(at: local) {
                return true
            }
            nodeOrigin = CellPoint(
                column: nodeOrigin.column - current.layout.origin.column, row: nodeOrigin.row - current.layout.origin.row)
            node = current.isPresentationRoot ? nil : current.parent
        }
        return false
    }

    /// Routes a step of a left-button drag at `point` (screen cells): when
    /// the button goes down, to the innermost view under the pointer that
    /// recognizes drags, which then receives every step until the release,
    /// wherever the pointer goes (in its own cells). Within the topmost
    /// presentation only, as clicks. Cost: a hit test when the drag begins,
    /// O(1) per step after it.
    func dispatchDrag(at point: CellPoint, phase: DragPhase) {
        if phase == .began {
            let hit = hitTest(point)
            var node: ViewNode? = hit?.0
            dragTarget = nil
            while let current = node {
                if current.recognizesDrags {
                    dragTarget = current
                    break
                }
                node = current.isPresentationRoot ? nil : current.parent
            }
        }
        guard let target = dragTarget, target.isAlive else {
            dragTarget = nil
            return
        }
        let origin = target.absoluteOrigin
        target.respondToDrag(at: CellPoint(column: point.column - origin.column, row: point.row - origin.row), phase: phase)
        if phase == .ended {
            dragTarget = nil
        }
    }

    /// Routes a wheel notch at `point` (screen cells) to the innermost
    /// scroll view under the pointer that can scroll along `axis`: `delta`
    /// cells towards the end (towards the start when negative). While a
    /// presentation is up, only views in the topmost one scroll. Returns
    /// whether a view scrolled. Each container on the way is asked once
    /// whether it can scroll. Cost: a hit test, O(depth).
    func dispatchScroll(at point: CellPoint, along axis: Axis, by delta: Int) -> Bool {
        let hit = hitTest(point)
        var node: ViewNode? = hit?.0
        while let current = node {
            if let container = current as? any ScrollingContainer, container.canScroll(along: axis) {
                return container.scrollScrollable(by: delta, along: axis)
            }
            node = current.isPresentationRoot ? nil : current.parent
        }
        return false
    }

    /// Asks every scroll view around `node`, innermost first, to bring it
    /// into view (the focus moved to it).
    func reveal(_ node: ViewNode) {
        var current = node.parent
        while let ancestor = current {
            if let container = ancestor as? any ScrollingContainer {
                container.reveal(node)
            }
            current = ancestor.parent
        }
    }

    /// Whether `ancestor` is `node` or one of its ancestors. Cost: O(depth).
    private func isNode(_ ancestor: ViewNode, above node: ViewNode) -> Bool {
        // No references held: the tree keeps every ancestor alive.
        unowned(unsafe) var current: ViewNode? = node
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.parent
        }
        return false
    }

    /// The innermost view at `point` (screen cells) that may take the
    /// pointer, and its origin on the screen: within the topmost
    /// presentation while one is up, the whole screen otherwise.
    func hitTest(_ point: CellPoint) -> (ViewNode, CellPoint)? {
        if let top = presentations.topmost {
            return hitTest(point, in: top, origin: top.absoluteOrigin)
        }
        return hitTest(point, in: root, origin: .zero)
    }

    /// The innermost drawn node whose frame holds `point`, and its screen
    /// origin; `node` is at `origin`. Subviews drawn later (on top) are
    /// tried first. Of many subviews in order along an axis
    /// (``ViewNode/orderedItemsAxis``), laid out since they last changed
    /// and none reaching outside its frame, only the one whose span holds
    /// the point is tried, found by binary search. Cost: O(subviews) per level, O(log subviews) in a stack.
    private func hitTest(_ point: CellPoint, in node: ViewNode, origin: CellPoint) -> (ViewNode, CellPoint)? {
        statistics.nodesHitTested += 1
        guard node.allowsHitTesting else { return nil }
        let frame = CellRect(column: origin.column, row: origin.row, width: node.layout.size.width, height: node.layout.size.height)
        let inside = frame.contains(column: point.column, row: point.row)
        guard inside || node.drawsOutsideFrame || node === root || node.isPresentationRoot else { return nil }
        let reachesSubviews = !node.clipsSubviews || node.subviewClip(for: frame).contains(column: point.column, row: point.row)
        if node.drawsSubviews, reachesSubviews {
            let items = node.layoutItems
            // Only once laid out: an event read with the one before it is
            // hit-tested after that one's update, before layout, when a
            // subview just inserted has no frame yet and the items are out
            // of order.
            if items.count > 16, !node.layout.needsLayout, node.layout.overflowingDescendants == 0,
                let axis = node.orderedItemsAxis
            {
                let index = ViewNode.firstItem(
                    endingAfter: point.length(along: axis) - origin.length(along: axis), in: items, along: axis)
                if index < items.count, let found = hitTest(point, inItem: items[index], of: origin) {
                    return found
                }
                return inside ? (node, origin) : nil
            }
            var index = items.count
            while index > 0 {
                index -= 1
                let item = items[index]
                let itemOrigin = CellPoint(column: origin.column + item.layout.origin.column, row: origin.row + item.layout.origin.row)
                // The test the call would make first, made here: of a
                // stack's rows, only the one under the point is entered.
                let itemFrame = CellRect(
                    column: itemOrigin.column, row: itemOrigin.row, width: item.layout.size.width,
                    height: item.layout.size.height)
                guard itemFrame.contains(column: point.column, row: point.row) || item.drawsOutsideFrame
                    || item.isPresentationRoot
                else {
                    statistics.nodesHitTested += 1
                    continue
                }
                if let found = hitTest(point, in: item, origin: itemOrigin) {
                    return found
                }
            }
        }
        return inside ? (node, origin) : nil
    }

    /// ``hitTest(_:in:origin:)`` for `item`, a subview of a node at
    /// `origin` found by binary search: entered only when its frame holds
    /// `point`.
    private func hitTest(_ point: CellPoint, inItem item: ViewNode, of origin: CellPoint) -> (ViewNode, CellPoint)? {
        let itemOrigin = CellPoint(column: origin.column + item.layout.origin.column, row: origin.row + item.layout.origin.row)
        let itemFrame = CellRect(
            column: itemOrigin.column, row: itemOrigin.row, width: item.layout.size.width, height: item.layout.size.height)
        guard itemFrame.contains(column: point.column, row: point.row) else { return nil }
        return hitTest(point, in: item, origin: itemOrigin)
    }
}
