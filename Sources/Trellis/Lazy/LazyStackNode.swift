/// The node of a `LazyVStack` or `LazyHStack`: builds, shows and keeps
/// only the rows in view (ARCHITECTURE.md, “Scrolling and lazy stacks”).
///
/// Owns the nodes of the rows it has built: the rows in its **window** (the
/// ones laid out, shown and appeared), at most one **focused-out** row (it
/// holds the focus and scrolled out: it stays shown, out of the viewport, so
/// the focus and the keys that bubble from it stay), the **pinned** section
/// header and footer out of the window (`pinnedViews:`, see
/// `LazyStackNode+Pinning.swift`), and the **retained** ones
/// (scrolled out, disappeared, their state kept), at most
/// `EnvironmentValues.lazyRowRetention` of them, least recently shown
/// evicted first. Its content is read as segments (``LazyRowSegment``), so
/// a row is reached by position in O(1) and named by ``LazyRowKey``.
///
/// The scroll position is an **anchor**: the index of the first row in
/// view and how many cells of it are scrolled past, never a sum of row
/// lengths. Placing the stack in a viewport of length `L` fills it from
/// the anchor:
///
/// ```
/// anchor (row 41, 1 cell in), L = 5, rows 2, 1, 3 cells long
/// row 41 at -1 (2 cells, 1 shown) · row 42 at 1 · row 43 at 2 · stop (5 ≥ L)
/// window [41, 42, 43]: 41–43 appear if they were not shown, the old window's others disappear
/// ```
///
/// When the fill reaches the last row before the viewport's end, the
/// anchor is pulled back so that the last row ends at the viewport's end
/// (found by walking back from the last row). Scrolling moves the anchor
/// by cells, measuring the rows it passes; a jump of more than two
/// viewports moves it by the average row length instead. A change of data
/// finds the anchor's row again by its ID near its old index
/// (``LazyRowSegment/offset(of:near:limit:)``), so rows inserted or removed
/// above the window leave the view where it was; a row of the window whose
/// element left the data is destroyed when the window moves on, not kept.
///
/// Rows are built outside the visible hierarchy and join it when they
/// enter the window, so measuring never fires `onAppear`. No row is built
/// ahead of the viewport (no overscan): in a terminal the row that scrolls
/// in is built in the frame that shows it, which costs the same as
/// building it one frame early.
///
/// Cost per layout: O(rows in view) measurements (cached per row) plus the
/// anchor search after a data change; nothing is O(data) or O(retained).
@MainActor
final class LazyStackNode<Stack: LazyStackContainer>: TypedNode<Stack>, LazyScrollContent {
    typealias Placement = LazyRowPlacement
    typealias Anchor = LazyAnchor

    // The segments, their starts and positions, and the rows' keys are
    // read for every row in view after each change of data, and the
    // window's state at every placement and scroll: unchecked, so that
    // reads do not each pay a dynamic exclusivity check (nothing writes
    // them while another access to them is under way).
    @exclusivity(unchecked) var segments: [LazyRowSegment] = []
    /// The index of each segment's first row.
    @exclusivity(unchecked) var segmentStarts: [Int] = []
    /// The position in ``segments`` of each segment identity.
    @exclusivity(unchecked) var segmentPositions: [Int: Int] = [:]
    /// The rows of all segments.
    var rowCount = 0
    /// State kept for places in the content (``LazySegmentState``), and
    /// the places asked for during the last rebuild of the segments.
    var segmentStates: [Int: AnyObject] = [:]
    var askedSegmentStates: Set<Int> = []
    /// The built rows by key; a repeated ID's later rows by their index
    /// plus one (their state goes with their position).
    @exclusivity(unchecked) var rows = KeyedRowIndex<LazyRowKey>(toldApartBy: "their position")
    /// The key of each built row, and which occurrence of it the row is,
    /// at the row's slot among the children (`keyedSlot`): read and moved
    /// by index, with no hashing (``rowName(of:)``).
    @exclusivity(unchecked) var rowNames: [(key: LazyRowKey, occurrence: Int)] = []
    /// The rows in view, in order, as last placed.
    @exclusivity(unchecked) var window: [Placement] = []
    /// The storage of the window a commit replaced, emptied, and of the
    /// rows that left in it: the next arrangement and commit fill them
    /// rather than allocating (``windowStorage(capacity:)``).
    @exclusivity(unchecked) var spareWindow: [Placement] = []
    @exclusivity(unchecked) var spareLeaving: [(row: ViewNode, index: Int)] = []
    /// The rows that are shown: the window's, the focused-out one and the
    /// pinned ones (see ``isShown(_:)``).
    @exclusivity(unchecked) var shownRows = LazySlotMarks()
    /// The row that holds the focus and scrolled out of the window, and
    /// its index when it left (it is placed on that side of the viewport).
    @exclusivity(unchecked) var focusedOutRow: ViewNode?
    var focusedOutIndex = 0
    /// The kinds of section views the stack pins (`pinnedViews:`), the
    /// sections among its rows (found only when it pins some), and the
    /// header and footer pinned in the last placement.
    private(set) var pinnedViews = PinnedScrollableViews()
    var sections: [LazySectionSpan] = []
    @exclusivity(unchecked) var pinnedRows = LazyPinnedRows()
    /// Built rows that are not shown, least recently shown first.
    @exclusivity(unchecked) var retained = LazyRetentionCache()
    /// The window's rows found again at their new indexes by the last
    /// change of data, in the window's order (the first occurrence of
    /// each key only): the next arrangement takes them from here rather
    /// than looking their keys up (``relocatedRow(at:)``).
    @exclusivity(unchecked) var relocatedRows: [(index: Int, row: ViewNode)] = []
    /// Rows of the window whose elements left the data: destroyed, not
    /// retained, when they leave the window.
    @exclusivity(unchecked) var removedRows: Set<ObjectIdentifier> = []
    /// The rows an arrangement has handed out, with their indexes, to tell
    /// a repeated ID's rows apart.
    @exclusivity(unchecked) var claims = LazySlotMarks()
    /// How many of the window's first rows this arrangement claimed at
    /// their indexes without marking them (a shifted window's dropped and
    /// kept rows, `shiftedArrangement(length:cross:)`).
    @exclusivity(unchecked) var claimedWindowRows = 0
    var retentionLimit = LazyStackRetention.defaultLimit
    /// What an enclosing `List` draws over the rows.
    var decoration: ListDecoration?
    /// The first row in view and the cells of it scrolled past.
    @exclusivity(unchecked) var anchor = Anchor()
    /// A row to bring into view at a point of the viewport, set by
    /// `scroll(toIndex:anchor:)` and applied at the next placement.
    @exclusivity(unchecked) var pendingAlignment: (index: Int, anchor: UnitPoint)?
    /// Incremented by every change of the stack's view; a row whose
    /// `keyedGeneration` differs is handed its new view when next shown.
    @exclusivity(unchecked) var generation: UInt32 = 0
    /// The ``generation`` the window was placed in: while it is the current
    /// one, the window's rows are still at their indexes, and an
    /// arrangement takes them by index without looking their keys up.
    @exclusivity(unchecked) var windowGeneration: UInt32 = 0
    /// Whether the window's last row ended inside the viewport.
    @exclusivity(unchecked) var isAtEnd = false
    /// The average length of the window's rows, for estimates.
    @exclusivity(unchecked) var averageLength = 1
    /// Where the stack was last placed on screen, for scroll damage.
    @exclusivity(unchecked) var placedFrame: CellRect?
    /// Set by the scroll view whose viewport this stack fills (it is the
    /// end of the scroll view's single-subview chain).
    var isScrollContent = false
    /// Whether the last placement placed only rows that changed in place
    /// (``placeChangedRows(_:)``): the window, its lengths and the anchor
    /// stayed. Cleared by the scroll view before each placement.
    var placedRowsInPlace = false
    /// The scroll view around the stack, when there is one: an ancestor,
    /// alive as long as the stack is in the tree (a subtree unmounts and
    /// releases child-first), and read only then. It holds the stack as a
    /// viewport observer until the stack's unmount lets it go.
    private unowned(unsafe) var enclosingScroller: (any ScrollingContainer)?
    /// The spans of the rows measured so far, for the estimated length of
    /// the whole stack.
    @exclusivity(unchecked) var measuredSpans = (total: 0, rows: 0)
    /// Whether the window placed last still holds: nothing but its rows
    /// asked for layout since, and those rows (``changedRows``) can be
    /// placed again alone when their sizes stayed
    /// (`placeChangedRows(length:crossLength:crossProposal:)`).
    @exclusivity(unchecked) var windowIsArranged = false
    @exclusivity(unchecked) var changedRows: [ViewNode] = []
    /// Set between a row's ``subviewNeedsLayout(_:)`` and the marking of
    /// the stack that follows it, which is then not a change of its own.
    @exclusivity(unchecked) private var isMarkedForRow = false
    /// The viewport and cross proposal the window was last placed for.
    @exclusivity(unchecked) var windowExtent: LazyWindowExtent?

    /// The stack's axis, stored: the arrangement reads it for every row,
    /// and reading it from the generic view type is a witness call.
    let axis = Stack.axis
    /// The view's spacing and cross alignment in cells, kept with the
    /// inputs: the arrangement reads them for every row, and reading them
    /// from the generic view copies it each time.
    private(set) var spacing = 0
    private(set) var crossAlignment = 0

    /// How far from its old index the anchor's row is looked for after a
    /// change of data; the other rows of the window are looked for within
    /// the window's length.
    static var anchorSearchLimit: Int { 4_096 }

    // MARK: Content

    override func mountContent() {
        readInputs()
        var ancestor = parent
        while let current = ancestor, !current.isScrollingContainer {
            ancestor = current.parent
        }
        if let scroller = ancestor as? any ScrollingContainer {
            enclosingScroller = scroller
            scroller.addViewportObserver(self)
        }
    }

    /// Whether the stack lies inside scrolled content rather than filling
    /// the viewport itself (`ScrollView { VStack { Header(); LazyVStack … } }`):
    /// it then takes its estimated whole length and builds the rows its
    /// clipped frame shows.
    var estimatesLength: Bool { !isScrollContent && enclosingScroller != nil }

    /// A new view, or a change of what the stack read (the data behind a
    /// `ForEach($items)`, the retention limit): new segments, the anchor
    /// found again by ID, and the window's rows whose elements left marked
    /// for removal. Nothing is redrawn for it: rows whose views change,
    /// move, come or go damage what they cover when the window is placed.
    override func reconcile() {
        let places = (rowCount, spacing, crossAlignment, anchor.index, anchor.offset)
        readInputs()
        evictBeyondLimit()
        generation &+= 1
        let shift = relocateAnchor()
        relocatedRows.removeAll(keepingCapacity: true)
        var rowsStay = true
        for placement in window {
            guard let name = rowName(of: placement.row) else {
                rowsStay = false
                continue
            }
            guard let index = find(name.key, near: placement.index + shift, limit: window.count) else {
                removedRows.insert(ObjectIdentifier(placement.row))
                shownRows.unmark(placement.row.keyedSlot)
                rowsStay = false
                continue
            }
            if name.occurrence == 0 {
                relocatedRows.append((index, placement.row))
            }
            rowsStay = rowsStay && index == placement.index && name.occurrence == 0
        }
        anchor.index = min(anchor.index, max(rowCount - 1, 0))
        if rowsStay, places == (rowCount, spacing, crossAlignment, anchor.index, anchor.offset), keepWindowInPlace() {
            return
        }
        setNeedsLayout(redrawing: false)
    }

    /// Reads the environment and the content's segments in one evaluation,
    /// so that a change of either updates the stack: counting a
    /// `ForEach($items)`'s rows reads the bound collection (Lifecycle.md
    /// rule 14a).
    private func readInputs() {
        Evaluation.run(for: self) {
            (retentionLimit, decoration) = (environment.lazyRowRetention, environment.listDecoration)
            (spacing, crossAlignment) = (view.cellSpacing, view.crossAlignment)
            pinnedViews = view.pinnedViews
            rebuildSegments()
        }
    }

    // MARK: Visibility

    override var childrenAreVisible: Bool { false }

    /// The rows built go with the stack when it is unmounted.
    override func releaseResources() {
        graph.statistics.lazyRows -= children.count
        enclosingScroller?.removeViewportObserver(self)
        enclosingScroller = nil
        super.releaseResources()
    }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        isShown(child)
    }

    // MARK: Layout and drawing

    /// A viewport's size when proposed one; the estimated length of all
    /// rows inside scrolled content; the rows that fit otherwise.
    override func measure(_ proposal: CellProposal) -> CellSize {
        measureRows(proposal)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeWindow(in: size, proposal: proposal)
    }

    /// A row of the window that changed is noted, to be placed alone if
    /// nothing else changes before the next placement.
    override func subviewNeedsLayout(_ row: ViewNode) {
        guard windowIsArranged else { return }
        changedRows.append(row)
        isMarkedForRow = !layout.needsLayout
    }

    /// Anything that marks the stack other than a row (a scroll, new data,
    /// a new view, rows coming or going) arranges the window again.
    override func layoutWillInvalidate() {
        if isMarkedForRow {
            isMarkedForRow = false
        } else {
            windowIsArranged = false
            changedRows.removeAll()
        }
    }

    /// With pinned views, the clip set here is the one the rows draw in
    /// (`ViewNode.draw(in:)` draws the subviews in the clip `drawContent`
    /// leaves and restores its own before `drawOverSubviews`).
    override func drawContent(in context: inout DrawContext) {
        if !pinnedRows.isEmpty {
            context.clip = clipBetweenPinnedRows(context.clip, origin: context.origin)
        }
        drawRowBackgrounds(in: &context)
    }

    override func drawOverSubviews(in context: inout DrawContext) {
        guard !pinnedRows.isEmpty else {
            drawDecoration(in: &context)
            return
        }
        let clip = context.clip
        context.clip = clipBetweenPinnedRows(clip, origin: context.origin)
        drawDecoration(in: &context)
        context.clip = clip
        drawPinnedRows(in: &context)
    }

    /// A list's decoration moves with the rows it is drawn over, so it
    /// never keeps the rows from shifting.
    override func drawsOverSubviews(in area: CellRect, frame: CellRect) -> Bool { false }

    /// The window's rows in order, then the pinned ones (drawn on top, so
    /// tried first by a click).
    override func collectLayoutItems() -> [ViewNode] {
        var items: [ViewNode] = []
        items.reserveCapacity(window.count + 2)
        guard !pinnedRows.isEmpty else {
            for placement in window {
                items.append(placement.row)
            }
            return items
        }
        let header = pinnedRows.header?.row
        let footer = pinnedRows.footer?.row
        for placement in window where placement.row !== header && placement.row !== footer {
            items.append(placement.row)
        }
        if let header {
            items.append(header)
        }
        if let footer {
            items.append(footer)
        }
        return items
    }

    override var stackAxis: Axis? { axis }

    /// The window's rows lie in order; pinned rows, last among the items, do not.
    override var orderedItemsAxis: Axis? { pinnedRows.isEmpty && spacing >= 0 ? axis : nil }

    override var lazyScrollContent: (any LazyScrollContent)? { self }

    // MARK: Description

    override var displayName: String { typeName(of: Stack.self) }

    override var stateDescription: String? {
        "rows: \(rowCount), window: \(window.first?.index ?? 0)..<\((window.last?.index ?? -1) + 1), retained: \(retained.count)"
    }

    override func scrollTargetID(ofChild child: ViewNode) -> AnyHashable? {
        rowName(of: child)?.key.id
    }

    override func implicitTag(ofChild child: ViewNode) -> AnyHashable? {
        guard let id = rowName(of: child)?.key.id, id != AnyHashable(SingleRowID()) else { return nil }
        return id
    }

    override func identityLabel(ofChildAt index: Int) -> String? {
        index < rowNames.count ? "id: \(rowNames[index].key.id)" : nil
    }

    override func localInvariantViolations() -> [String] {
        var violations: [String] = []
        var outside = focusedOutRow == nil ? 0 : 1
        for pinned in [pinnedRows.header, pinnedRows.footer] {
            if let pinned, !window.contains(where: { $0.row === pinned.row }) {
                outside += 1
            }
        }
        if window.count + outside + retained.count != children.count {
            violations.append(
                "\(path): \(window.count) rows in view, \(outside) shown outside it and \(retained.count) retained for \(children.count) children")
        }
        if retained.count > retentionLimit {
            violations.append("\(path): \(retained.count) retained rows beyond the limit of \(retentionLimit)")
        }
        for row in retained.all where row.isAppeared {
            violations.append("\(path): a retained row is still appeared")
        }
        if let items = layout.items, !items.elementsEqual(collectLayoutItems(), by: ===) {
            violations.append("\(path): the layout items kept are not the window's rows and pinned rows")
        }
        if rowNames.count != children.count {
            violations.append("\(path): \(rowNames.count) row names for \(children.count) children")
        }
        for (slot, child) in children.enumerated() where child.keyedSlot != slot {
            violations.append("\(path): a row's slot \(child.keyedSlot) is not its place \(slot) among the children")
        }
        return violations
    }
}
