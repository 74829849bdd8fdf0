/// The layout pass over the graph: measuring with a per-node cache, placing,
/// invalidating (drawing is in `ViewNode+Drawing.swift`).
///
/// A parent proposes a size, the child answers with the size it takes, the
/// parent places it (ARCHITECTURE.md, “Layout”). A node's sizes are cached per proposal until
/// it or a descendant changes; `setNeedsLayout()` clears the caches along the
/// path from the change to the root, so the next layout pass measures and
/// places again only along that path and wherever a proposal changed.
extension ViewNode {
    /// The subviews this node lays out: its list items, collected once and
    /// kept until its children change.
    var layoutItems: [ViewNode] {
        if let items = layout.items {
            return items
        }
        let items = collectLayoutItems()
        layout.items = items
        return items
    }

    /// The implicit vertical stack of a node with several subviews.
    var implicitStack: StackLayout {
        if let stack = layout.stack {
            return stack
        }
        let stack = StackLayout(axis: .vertical, spacing: 0)
        layout.stack = stack
        return stack
    }

    /// The node's size for `proposal`, from the cache when it has one.
    ///
    /// Never inlined: inlined into a stack's measuring loop, the cache
    /// look-up copied the subview's whole layout (a `memcpy` of 156 bytes,
    /// three lines of a node that may have left the cache), where the
    /// function on its own reads the entries it needs in place.
    @inline(never)
    final func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        if let cached = layout.cachedSize(for: proposal) {
            return cached
        }
        graph.statistics.layoutPasses += 1
        layout.measuredForAnyHeight = false
        let size = measure(proposal)
        layout.cache(size, for: proposal)
        return size
    }

    /// Places the node at `origin` (relative to its layout parent) with
    /// `proposal`, and its subviews when anything they depend on changed.
    /// A parent that damaged its own frame for the move passes
    /// `recordsMove: false`.
    ///
    /// Records what the frame must redraw (``Damage``): a node placed for
    /// the first time its frame, a node that moved or resized its old and
    /// new frames, a node that changed in place its frame. (Views that
    /// enter or leave a container damage the whole screen through
    /// `childrenDidChange()`.) The subviews of a node placed for the first
    /// time, placed for the first time with it, record nothing: its frame
    /// covers theirs, unless one reaches outside it, and then the frame
    /// redraws the screen (``Damage/screenAreas(in:)``):
    ///
    /// ```
    /// a lazy row scrolls in: LazyRow damaged · its row view, modifier and Text placed inside it, not listed
    /// ```
    ///
    /// A caller that places several subviews of one owner passes the
    /// owner's size (``layoutOwnerSize``, the same for all of them) as
    /// `ownerSize`, so that each does not walk up to the owner for it.
    final func place(at origin: CellPoint, proposal: CellProposal, recordsMove: Bool = true, ownerSize: CellSize? = nil) {
        // One reference for the whole placement: each access through the
        // unowned field would retain and release the graph.
        let graph = self.graph
        graph.statistics.layoutPasses += 1
        let size = sizeThatFits(proposal)
        let isFirstPlacement = layout.placedProposal == nil
        if isFirstPlacement {
            if !graph.damage.coversFirstPlacements {
                graph.damage.add(self)
            }
        } else if recordsMove, origin != layout.origin || size != layout.size {
            graph.damage.addMove(of: self, from: CellRect(column: layout.origin.column, row: layout.origin.row, width: layout.size.width, height: layout.size.height))
        }
        layout.origin = origin
        if let ownerSize = ownerSize ?? layoutOwnerSize {
            updateOverflow(CellRect(column: origin.column, row: origin.row, width: size.width, height: size.height), within: ownerSize)
        }
        guard layout.needsLayout || layout.placedProposal != proposal || layout.size != size else { return }
        if layout.needsDisplay {
            layout.needsDisplay = false
            if !isFirstPlacement {
                graph.damage.add(self)
            }
        }
        layout.size = size
        layout.placedProposal = proposal
        let coversSubviews = isFirstPlacement && !graph.damage.coversFirstPlacements
        if coversSubviews {
            graph.damage.coversFirstPlacements = true
        }
        placeContent(in: size, proposal: proposal)
        if coversSubviews {
            graph.damage.coversFirstPlacements = false
        }
        layout.needsLayout = false
    }

    /// Moves a node placed before with `proposal` to `origin` without
    /// placing it again, when nothing in it changed since (its layout is
    /// not marked): what is below it is placed relative to it, so only its
    /// origin, and whether it reaches outside its owner, change. Such a
    /// node keeps the size it was placed at, the size its measurement for
    /// `proposal` answers until something marks it (the invariant the size
    /// cache rests on), so its cache is not searched for it.
    ///
    /// Records no damage: for a parent that damages the move itself (a
    /// lazy stack whose rows scrolled damages its frame or reports the
    /// scroll; a stack whose subviews a keyed move reordered, when the
    /// frame's damage is already the whole screen). Returns `false`,
    /// moving nothing, when the node must be placed
    /// (``place(at:proposal:recordsMove:)``). The caller is the node's
    /// layout owner and passes its own size, so the node does not look
    /// for it.
    ///
    /// Cost: two comparisons and the overflow check, against a
    /// placement's size lookup, damage check and walk to the owner.
    final func move(to origin: CellPoint, proposal: CellProposal, within ownerSize: CellSize) -> Bool {
        guard !layout.needsLayout, layout.placedProposal == proposal else { return false }
        layout.origin = origin
        updateOverflow(
            CellRect(column: origin.column, row: origin.row, width: layout.size.width, height: layout.size.height),
            within: ownerSize)
        return true
    }

    /// Places the subviews the way the default layout does (one fills the
    /// space, several stand in the implicit stack) inside a box of `size` at
    /// `offset` from this node's origin: modifiers that inset or move their
    /// content use it.
    final func placeItems(in size: CellSize, proposal: CellProposal, at offset: CellPoint) {
        placeItems(layoutItems, in: size, proposal: proposal, at: offset)
    }

    /// The size of `items` laid out the default way: none take no space, one
    /// decides the size, several stand in a vertical stack (`stack`, or the
    /// node's implicit one).
    final func measureItems(_ items: [ViewNode], proposal: CellProposal, stack: StackLayout? = nil) -> CellSize {
        switch items.count {
        case 0: .zero
        case 1: items[0].sizeThatFits(proposal)
        default: (stack ?? implicitStack).size(for: proposal, items: items)
        }
    }

    /// Places `items` the default way inside a box of `size` at `offset`.
    final func placeItems(
        _ items: [ViewNode], in size: CellSize, proposal: CellProposal, at offset: CellPoint, stack: StackLayout? = nil
    ) {
        switch items.count {
        case 0: break
        case 1: items[0].place(at: offset, proposal: proposal)
        default:
            (stack ?? implicitStack).place(items, in: size, proposal: proposal, offset: offset)
        }
    }

    /// Marks the node's frame for drawing in the next frame, without
    /// laying anything out again (its appearance changed, not its size).
    final func setNeedsDisplay() {
        graph.damage.add(self)
    }

    /// Marks `areas` of the screen (absolute) for drawing in the next frame
    /// though no node's frame covers them: the band a scrolled lazy stack
    /// left empty, a scroll bar's column.
    final func setNeedsDisplay(screenAreas areas: [CellRect]) {
        graph.damage.areas += areas
    }

    /// Tells the next frame that the content of an area of the screen moved
    /// by whole rows (``ScrollReport``), so that it shifts the rows instead
    /// of drawing them again.
    final func reportScroll(_ report: ScrollReport) {
        graph.damage.scrolls.append(report)
    }

    /// How many scrolls this frame has reported so far: where a view's
    /// own content starts reporting, for ``widenScrollReports(from:to:)``.
    final var scrollReportCount: Int { graph.damage.scrolls.count }

    /// Widens the scrolls reported since the `first`th to span `frame`'s
    /// columns (a scroll view around a lazy stack: whole rows move, with
    /// the bar beside them).
    final func widenScrollReports(from first: Int, to frame: CellRect) {
        guard first < graph.damage.scrolls.count else { return }
        for index in first..<graph.damage.scrolls.count {
            let area = graph.damage.scrolls[index].area
            graph.damage.scrolls[index].area = CellRect(
                column: frame.column, row: area.row, width: frame.width, height: area.height)
        }
    }

    /// The scroll reported `index`th this frame.
    final func scrollReport(at index: Int) -> ScrollReport {
        graph.damage.scrolls[index]
    }

    /// The size of the nearest ancestor that lays this node out: the first
    /// one that is not transparent in lists; none for a presentation's
    /// root, which the presentation layer lays out. The walk reads each
    /// node's stored `layout.isTransparent` and returns the size, not the
    /// node, so it makes no calls and no retains.
    var layoutOwnerSize: CellSize? {
        guard !isPresentationRoot else { return nil }
        unowned(unsafe) var node = parent
        while let current = node {
            guard current.layout.isTransparent else { return current.layout.size }
            node = current.parent
        }
        return nil
    }

    /// Records whether `frame` (relative to the layout owner) reaches
    /// outside an owner of `ownerSize`, and tells the ancestors when that
    /// changes. Runs for every node placed.
    private func updateOverflow(_ frame: CellRect, within ownerSize: CellSize) {
        let overflows =
            !frame.isEmpty
            && (frame.column < 0 || frame.row < 0 || frame.maxColumn > ownerSize.width
                || frame.maxRow > ownerSize.height)
        if overflows != layout.overflowsOwner {
            layout.overflowsOwner = overflows
            adjustOverflowingDescendants(by: overflows ? 1 : -1)
        }
    }

    /// Adds `change` to the overflow count of every ancestor up to the
    /// nearest one that clips its subviews: what overflows inside a clip
    /// never reaches outside it.
    final func adjustOverflowingDescendants(by change: Int) {
        unowned(unsafe) var node = parent
        while let current = node {
            current.layout.overflowingDescendants += change
            if current.clipsSubviews {
                return
            }
            node = current.parent
        }
    }

    /// Whether something below the node may draw outside its frame: a
    /// descendant overflows and the node does not clip.
    final var drawsOutsideFrame: Bool {
        layout.overflowingDescendants > 0 && !clipsSubviews
    }

    /// Marks this node for layout and drawing, and its ancestors for
    /// layout: their cached sizes are forgotten and the next layout pass
    /// places them again. Each ancestor that arranges subviews is told which
    /// of its subviews changed, so it can measure and place only that one.
    /// Transparent nodes (tuples, `ForEach`, custom views) are passed
    /// through: they are never placed themselves. Stops at an ancestor that
    /// is already marked, and at a presentation's root (the presentation
    /// layer places it every frame). Cost: O(depth) the first time, O(1) after.
    ///
    /// ```
    /// Text("9") changes in VStack { ForEach { Row } }
    ///   Text marked → Row told "Text changed", marked → ForEach passed → VStack told "Row changed", marked → root
    /// ```
    final func setNeedsLayout(redrawing: Bool = true) {
        if redrawing {
            layout.needsDisplay = true
        }
        invalidateLayout()
        guard !isPresentationRoot else { return }
        // The walk holds no reference: the tree keeps every ancestor alive,
        // and a retain and release at each level was most of its cost.
        unowned(unsafe) var item = self
        unowned(unsafe) var node = parent
        while let current = node {
            if !current.layout.isTransparent {
                current.subviewNeedsLayout(item)
                if current.layout.needsLayout {
                    return
                }
                current.invalidateLayout()
                if current.isPresentationRoot {
                    return
                }
                item = current
            }
            node = current.parent
        }
    }

    private func invalidateLayout() {
        layout.needsLayout = true
        layout.clearCache()
        layoutWillInvalidate()
    }

    /// Tells the layout that this node's children changed: the nearest node
    /// that is not transparent in lists (this node or an ancestor) collects
    /// its subviews again and arranges them from scratch (or, when they
    /// only moved, reorders its stack's arrangements:
    /// StackLayout+Reordering.swift), and the screen is redrawn (views
    /// appeared, left or moved). The transparent nodes on the way to that
    /// node forget the list items they keep.
    final func childrenDidChange() {
        guard let owner = listItemsOwnerForgettingKeptItems else { return }
        owner.layout.items = nil
        owner.layout.stack?.subviewsDidChange()
        graph.damage.isFull = true
        owner.setNeedsLayout()
    }

    /// The node's position on the screen: its origin plus its ancestors'.
    /// Cost: O(depth).
    var absoluteOrigin: CellPoint {
        var origin = layout.origin
        // No references held: the tree keeps every ancestor alive.
        unowned(unsafe) var node = parent
        while let current = node {
            origin = origin + current.layout.origin
            node = current.parent
        }
        return origin
    }

    /// The node's frame on screen: its placed size at ``absoluteOrigin``.
    var absoluteFrame: CellRect {
        let origin = absoluteOrigin
        return CellRect(column: origin.column, row: origin.row, width: layout.size.width, height: layout.size.height)
    }

    /// The part of the node's frame on screen that its clipping ancestors
    /// (scroll views, `.clipped()`) let it draw: a row scrolled out of view
    /// has none. Clips stop at a presentation root: a sheet is drawn over
    /// the whole screen, whatever clips its presenter.
    /// Cost: O(depth).
    var absoluteVisibleFrame: CellRect {
        var frame = CellRect(
            column: layout.origin.column, row: layout.origin.row, width: layout.size.width, height: layout.size.height)
        var isClipped = !isPresentationRoot
        // No references held: the tree keeps every ancestor alive.
        unowned(unsafe) var node = parent
        while let current = node {
            if isClipped, current.clipsSubviews {
                frame = frame.intersection(
                    current.subviewClip(for: CellRect(width: current.layout.size.width, height: current.layout.size.height)))
            }
            frame = frame.offsetBy(columns: current.layout.origin.column, rows: current.layout.origin.row)
            if current.isPresentationRoot {
                isClipped = false
            }
            node = current.parent
        }
        return frame
    }
}
