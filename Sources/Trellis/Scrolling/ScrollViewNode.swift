/// The node of a `ScrollView`: a viewport over its content, the scroll
/// position, the scroll bar, the content margins and the scrolling input.
///
/// Owns its content node (its only child) and, for non-lazy content, the
/// scroll offset in cells; lazy content (``LazyScrollContent``, found
/// through the single-subview chain below the scroll view) keeps its own
/// position as an anchor row, and the node forwards scrolling to it. The
/// node clips its subviews to its frame (`clipsSubviews`), so content
/// outside the viewport is neither drawn nor clicked, and never counts as
/// overflowing the views around the scroll view.
///
/// A placement of non-lazy content, 10 rows tall in a 4-row viewport
/// scrolled by 3:
///
/// ```
/// content proposed 79×nil (a column for the bar) → 79×10, offset clamped to 0…6
/// content placed at row -3: rows 3–6 show · bar: thumb rows 1–2 of 4
/// ```
@MainActor
final class ScrollViewNode<Content: View>: TypedNode<ScrollView<Content>>, Focusable, ScrollingContainer {
    /// Looked up once per node rather than per evaluation.
    let profile = ObservationProfile.shared(by: ScrollViewNode.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    /// The cells of non-lazy content scrolled past.
    var offset = CellPoint.zero
    /// The scroll bars' thumbs (start and length along each axis) as last
    /// placed: a bar is redrawn when its thumb moves.
    var drawnThumbs: ScrollBarThumbs?
    /// The offset of the last placement (``offset`` may have moved since).
    var placedOffset = CellPoint.zero
    /// The size of non-lazy content, as last measured, plus the content
    /// margins: the extent that scrolls.
    var contentSize = CellSize.zero
    /// The lazy stack that scrolls itself, when the content is one: found
    /// again at every placement. Held strongly, as a descendant that holds
    /// no reference back; a weak reference would give the stack a side
    /// table, and every retain and release of it would take the runtime's
    /// slow path. A stack removed since the last placement is dead
    /// (`isAlive`) until the next one lets it go.
    var lazyContent: (any LazyScrollContent)?
    /// Whether the bars take the last column and the last row; the last
    /// placement's choice is the next one's first guess.
    var reservesColumn = false
    var reservesRow = false
    var hasFocus = false
    /// Whether `.scrollIndicators(_:axes:)` lets the bars show.
    var showsBars = (vertical: true, horizontal: true)
    /// Whether the scroll view may take the focus (a list with a
    /// selection takes it instead).
    var takesFocus = true
    var focusableDescendants = 0
    /// Nodes below that are laid out again when the viewport moves.
    var viewportObservers: [ViewportObserver] = []
    var isEnabled = true
    /// The frame the content was last shown in, for scroll damage.
    var placedFrame: CellRect?
    /// The binding of `.scrollPosition(id:)`, if any.
    var position: ScrollPositionBinding?
    /// The ID the position binding last held, written or reported.
    var reportedID: AnyHashable?
    /// `.defaultScrollAnchor(_:)`: where the content starts, and whether it
    /// sticks to the end (`.bottom`).
    var defaultAnchor: UnitPoint?
    /// A target to bring into view at the next placement.
    var pendingTarget: (id: AnyHashable, anchor: UnitPoint?)?
    /// Whether the node has been placed (the default anchor applies once).
    var hasPlaced = false
    /// Whether the last placement showed the end of the content and no
    /// scroll was asked for since: the view follows the end then.
    var wasAtEnd = false
    /// `.contentMargins`: around the content and along the bars.
    var margins = ScrollContentMargins()
    /// Whether only the content asked for layout since the last placement
    /// (nothing of the scroll view's own changed: its view, environment,
    /// bars, margins or a scroll target): lazy rows that changed in place
    /// then leave the bars and the position where they were.
    var isMarkedByContentOnly = false
    /// Set between the content's ``subviewNeedsLayout(_:)`` and the marking
    /// of the scroll view that follows it, which is then not a change of
    /// its own.
    private var isMarkedForContent = false

    override func mountContent() {
        graph.namedCoordinateSpaces += 1
        readEnvironment()
        children = [makeChild(view.content)]
    }

    override func releaseResources() {
        graph.namedCoordinateSpaces -= 1
        lazyContent = nil
        // Observers are descendants, released first, and each removed
        // itself: one left here would refer to this node after it is gone.
        assert(viewportObservers.isEmpty, "a viewport observer outlived its scroll view's release")
        viewportObservers = []
        super.releaseResources()
    }

    /// The viewport's space is `.scrollView` (and `.scrollView(axis:)` for
    /// the axes it scrolls along).
    override var coordinateSpaceName: CoordinateSpaceOrigins.Name? { .scrollView(view.axes) }

    override func reconcile() {
        setNeedsLayout(redrawing: false)
        updateChild(children[0], to: view.content)
    }

    /// Damages the scroll bars' cells when a thumb moved or a bar came or
    /// went since the last placement (the content moves or grows without
    /// the scroll view itself being redrawn), unless `unlessDamaged` says
    /// the cells that changed are damaged already (a scroll's,
    /// ``barAreas(after:frame:)``): then it only records the thumbs.
    func damageBarsWhenMoved(unlessDamaged isDamaged: Bool = false) {
        let thumbs = ScrollBarThumbs(
            reservesColumn: reservesColumn, reservesRow: reservesRow,
            vertical: metrics(along: .vertical).thumb(in: barTrack(along: .vertical).length),
            horizontal: metrics(along: .horizontal).thumb(in: barTrack(along: .horizontal).length))
        guard thumbs != drawnThumbs else { return }
        drawnThumbs = thumbs
        guard !isDamaged else { return }
        let origin = absoluteOrigin
        setNeedsDisplay(screenAreas: [
            CellRect(column: origin.column + layout.size.width - 1, row: origin.row, width: 1, height: layout.size.height),
            CellRect(column: origin.column, row: origin.row + layout.size.height - 1, width: layout.size.width, height: 1),
        ])
    }

    override func dependenciesDidChange() {
        readEnvironment()
    }

    /// Reads the environment and the position again; lays the content out
    /// again only when something other than the position's value changed.
    ///
    /// A scroll's own write of the position (``report(_:)``) does not come
    /// back here; a position that another change hands back with the ID
    /// the node reported (an owner re-evaluated, an equal write through
    /// another binding) finds the content already where it says, and
    /// nothing is reconciled or laid out.
    ///
    /// ```
    /// ↓ → placement: first target 0 → 1 → report(1): position = 1, reportedID 1
    /// the owner re-evaluates, hands the binding again → readsDidChange: wanted 1 == reportedID → nothing to do
    /// ```
    override func readsDidChange() {
        if readEnvironment() {
            reconcile()
        }
    }

    /// Reads the environment and the position binding's value in one
    /// evaluation, so that a write to the binding re-evaluates the node
    /// (except the node's own, ``report(_:)``); a value that differs from
    /// the last one seen is a jump. Returns
    /// whether anything but the position's value changed, or it is a jump.
    @discardableResult
    func readEnvironment() -> Bool {
        let wanted: AnyHashable?
        let bars: (vertical: Bool, horizontal: Bool)
        let newMargins: ScrollContentMargins
        let previous = (isEnabled, takesFocus, defaultAnchor)
        (isEnabled, takesFocus, position, defaultAnchor, wanted, bars, newMargins) = Evaluation.run(for: self) {
            let position = environment.scrollPosition
            return (
                environment.isEnabled, environment.scrollViewTakesFocus, position, environment.defaultScrollAnchor,
                position?.storage.id,
                (environment.verticalScrollIndicatorVisibility.showsBar, environment.horizontalScrollIndicatorVisibility.showsBar),
                environment.scrollContentMargins
            )
        }
        var changed = previous != (isEnabled, takesFocus, defaultAnchor)
        if bars != showsBars || newMargins != margins {
            showsBars = bars
            margins = newMargins
            setNeedsLayout()
            changed = true
        }
        if let wanted, wanted != reportedID {
            reportedID = wanted
            pendingTarget = (wanted, position?.anchor ?? .top)
            setNeedsLayout()
            changed = true
        }
        if hasFocus, !acceptsFocus {
            graph.focus.move(to: nil)
        }
        return changed
    }

    override var clipsSubviews: Bool { true }

    override func subviewNeedsLayout(_ item: ViewNode) {
        super.subviewNeedsLayout(item)
        isMarkedForContent = !layout.needsLayout
    }

    /// A marking that the content did not ask for (a scroll, a new view,
    /// the environment, a scroll target) is the scroll view's own.
    override func layoutWillInvalidate() {
        isMarkedByContentOnly = isMarkedForContent
        isMarkedForContent = false
    }

    func addViewportObserver(_ node: ViewNode) {
        viewportObservers.append(ViewportObserver(node: node))
    }

    func removeViewportObserver(_ node: ViewNode) {
        viewportObservers.removeAll { $0.node === node }
    }

    override var isScrollingContainer: Bool { true }

    /// The viewport: the frame without the bars' column and row, so that
    /// content never shows in the corner where the bars meet.
    override func subviewClip(for frame: CellRect) -> CellRect {
        CellRect(
            column: frame.column, row: frame.row, width: frame.width - (reservesColumn ? 1 : 0),
            height: frame.height - (reservesRow ? 1 : 0))
    }

    // MARK: Layout

    var scrollsVertically: Bool { view.axes.contains(.vertical) }
    var scrollsHorizontally: Bool { view.axes.contains(.horizontal) }

    /// The lazy stack at the end of the single-subview chain below the
    /// scroll view, when it scrolls along one of the scroll view's axes.
    func findLazyContent() -> (any LazyScrollContent)? {
        var items = layoutItems
        while items.count == 1 {
            let item = items[0]
            if let lazy = item.lazyScrollContent {
                let scrolls = lazy.scrollAxis == .vertical ? scrollsVertically : scrollsHorizontally
                return scrolls ? lazy : nil
            }
            if item.isScrollingContainer {
                return nil
            }
            items = item.layoutItems
        }
        return nil
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if let width = proposal.width, let height = proposal.height {
            return CellSize(width: width, height: height)
        }
        let insets = margins.content
        let ideal = measureItems(
            layoutItems,
            proposal: CellProposal(
                width: scrollsHorizontally ? nil : proposal.width.map { max($0 - insets.width, 0) },
                height: scrollsVertically ? nil : proposal.height.map { max($0 - insets.height, 0) }))
        return CellSize(
            width: proposal.width ?? ideal.width + insets.width, height: proposal.height ?? ideal.height + insets.height)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let lazy = findLazyContent()
        lazyContent = lazy
        defer { isMarkedByContentOnly = false }
        if let lazy {
            placeLazy(lazy, in: size)
        } else {
            placeScrolled(in: size)
        }
    }

    /// The viewport's size once the bars took their cells.
    var viewport: CellSize {
        CellSize(width: layout.size.width - (reservesColumn ? 1 : 0), height: layout.size.height - (reservesRow ? 1 : 0))
    }

    /// The size `.containerRelativeFrame` measures against inside: the
    /// viewport less the content margins.
    var containerSize: CellSize {
        let shown = viewport
        return CellSize(
            width: max(shown.width - margins.content.width, 0), height: max(shown.height - margins.content.height, 0))
    }

    // MARK: Input

    var acceptsFocus: Bool {
        isEnabled && takesFocus && focusableDescendants == 0 && (canScroll(along: .vertical) || canScroll(along: .horizontal))
    }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        setNeedsDisplay()
    }

    override var focusable: (any Focusable)? { self }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard isEnabled, press.phase != .up, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty else {
            return .ignored
        }
        let page = max(viewport.height - 1, 1)
        let mainAxis: Axis = scrollsVertically ? .vertical : .horizontal
        let command: (axis: Axis, delta: Int?, toEnd: Bool)
        switch press.key {
        case .upArrow: command = (.vertical, -1, false)
        case .downArrow: command = (.vertical, 1, false)
        case .leftArrow: command = (.horizontal, -1, false)
        case .rightArrow: command = (.horizontal, 1, false)
        case .pageUp: command = (mainAxis, -page, false)
        case .pageDown: command = (mainAxis, page, false)
        case .home: command = (mainAxis, nil, false)
        case .end: command = (mainAxis, nil, true)
        default: return .ignored
        }
        guard canScroll(along: command.axis) else { return .ignored }
        if let delta = command.delta {
            _ = scrollScrollable(by: delta, along: command.axis)
        } else {
            _ = scrollToEdge(end: command.toEnd, along: command.axis)
        }
        return .handled
    }

    // MARK: Drawing

    override func drawOverSubviews(in context: inout DrawContext) {
        let style = context.styled(Cell(background: .clear))
        if reservesColumn {
            drawBar(along: .vertical, in: &context, style: style)
        }
        if reservesRow {
            drawBar(along: .horizontal, in: &context, style: style)
        }
    }

    override func drawsOverSubviews(in area: CellRect, frame: CellRect) -> Bool {
        barsCover(area, frame: frame)
    }

    override var displayName: String { "ScrollView" }

    override var stateDescription: String? {
        lazyContent == nil ? "offset: \(offset.column),\(offset.row)" : nil
    }
}
