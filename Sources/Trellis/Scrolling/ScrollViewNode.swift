/// The node of a `ScrollView`: a viewport over its content, the scroll
/// position, the scroll bar and the scrolling input.
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
    private let profile = ObservationProfile.shared(by: ScrollViewNode.self)

    override var observationProfile: ObservationProfile { profile }

    /// The cells of non-lazy content scrolled past.
    private var offset = CellPoint.zero
    /// The scroll bars' thumbs (start and length along each axis) as last
    /// placed: a bar is redrawn when its thumb moves.
    private var drawnThumbs: [Int] = []
    /// The offset of the last placement (``offset`` may have moved since).
    private var placedOffset = CellPoint.zero
    /// The size of non-lazy content, as last measured.
    private var contentSize = CellSize.zero
    /// The lazy stack that scrolls itself, when the content is one.
    private weak var lazyContent: (any LazyScrollContent)?
    /// Whether the bars take the last column and the last row; the last
    /// placement's choice is the next one's first guess.
    private var reservesColumn = false
    private var reservesRow = false
    private var hasFocus = false
    /// Whether `.scrollIndicators(_:axes:)` lets the bars show.
    private var showsBars = (vertical: true, horizontal: true)
    /// Whether the scroll view may take the focus (a list with a
    /// selection takes it instead).
    private var takesFocus = true
    var focusableDescendants = 0
    /// Nodes below that are laid out again when the viewport moves.
    private var viewportObservers: [ViewportObserver] = []
    private var isEnabled = true
    /// The frame the content was last shown in, for scroll damage.
    private var placedFrame: CellRect?
    /// The binding of `.scrollPosition(id:)`, if any.
    private var position: ScrollPositionBinding?
    /// The ID the position binding last held, written or reported.
    private var reportedID: AnyHashable?
    /// `.defaultScrollAnchor(_:)`: where the content starts, and whether it
    /// sticks to the end (`.bottom`).
    private var defaultAnchor: UnitPoint?
    /// A target to bring into view at the next placement.
    private var pendingTarget: (id: AnyHashable, anchor: UnitPoint?)?
    /// Whether the node has been placed (the default anchor applies once).
    private var hasPlaced = false
    /// Whether the last placement showed the end of the content and no
    /// scroll was asked for since: the view follows the end then.
    private var wasAtEnd = false

    override func mountContent() {
        readEnvironment()
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        setNeedsLayout(redrawing: false)
        updateChild(children[0], to: view.content)
    }

    /// Damages the scroll bars' cells when a thumb moved or a bar came or
    /// went since the last placement (the content moves or grows without
    /// the scroll view itself being redrawn).
    private func damageBarsWhenMoved() {
        var thumbs: [Int] = [reservesColumn ? 1 : 0, reservesRow ? 1 : 0]
        for axis in [Axis.vertical, .horizontal] {
            let thumb = metrics(along: axis).thumb(in: viewport.length(along: axis))
            thumbs += [thumb.start, thumb.length]
        }
        guard thumbs != drawnThumbs else { return }
        drawnThumbs = thumbs
        let origin = absoluteOrigin
        graph.damage.areas.append(
            contentsOf: [
                CellRect(column: origin.column + layout.size.width - 1, row: origin.row, width: 1, height: layout.size.height),
                CellRect(column: origin.column, row: origin.row + layout.size.height - 1, width: layout.size.width, height: 1),
            ])
    }

    override func dependenciesDidChange() {
        readEnvironment()
    }

    /// Reads the environment and the position binding's value in one
    /// evaluation, so that a write to the binding re-evaluates the node;
    /// a value that differs from the last one seen is a jump.
    private func readEnvironment() {
        let wanted: AnyHashable?
        let bars: (vertical: Bool, horizontal: Bool)
        (isEnabled, takesFocus, position, defaultAnchor, wanted, bars) = Evaluation.run(for: self) {
            let position = environment.scrollPosition
            return (
                environment.isEnabled, environment.scrollViewTakesFocus, position, environment.defaultScrollAnchor,
                position?.storage.id,
                (environment.verticalScrollIndicatorVisibility.showsBar, environment.horizontalScrollIndicatorVisibility.showsBar)
            )
        }
        if bars != showsBars {
            showsBars = bars
            setNeedsLayout()
        }
        if let wanted, wanted != reportedID {
            reportedID = wanted
            pendingTarget = (wanted, position?.anchor ?? .top)
            setNeedsLayout()
        }
        if hasFocus, !acceptsFocus {
            graph.focus.move(to: nil)
        }
    }

    override var clipsSubviews: Bool { true }

    func addViewportObserver(_ node: ViewNode) {
        viewportObservers.removeAll { !($0.node?.isAlive ?? false) }
        viewportObservers.append(ViewportObserver(node: node))
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

    private var scrollsVertically: Bool { view.axes.contains(.vertical) }
    private var scrollsHorizontally: Bool { view.axes.contains(.horizontal) }

    /// The lazy stack at the end of the single-subview chain below the
    /// scroll view, when it scrolls along one of the scroll view's axes.
    private func findLazyContent() -> (any LazyScrollContent)? {
        var items = layoutItems
        while items.count == 1 {
            let item = items[0]
            if let lazy = item as? any LazyScrollContent {
                let scrolls = lazy.scrollAxis == .vertical ? scrollsVertically : scrollsHorizontally
                return scrolls ? lazy : nil
            }
            if item is any ScrollingContainer {
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
        let ideal = measureItems(
            layoutItems,
            proposal: CellProposal(
                width: scrollsHorizontally ? nil : proposal.width, height: scrollsVertically ? nil : proposal.height))
        return CellSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let lazy = findLazyContent()
        lazyContent = lazy
        if let lazy {
            placeLazy(lazy, in: size)
        } else {
            placeScrolled(in: size)
        }
    }

    /// The viewport's size once the bars took their cells.
    private var viewport: CellSize {
        CellSize(width: layout.size.width - (reservesColumn ? 1 : 0), height: layout.size.height - (reservesRow ? 1 : 0))
    }

    private func placeLazy(_ lazy: any LazyScrollContent, in size: CellSize) {
        lazy.isScrollContent = true
        if let target = pendingTarget {
            pendingTarget = nil
            if let index = lazy.index(of: target.id) {
                lazy.scroll(toIndex: index, anchor: target.anchor)
            }
        } else if let anchor = defaultAnchor {
            let unit = lazy.scrollAxis == .vertical ? anchor.y : anchor.x
            if !hasPlaced || (unit >= 1 && wasAtEnd) {
                if unit >= 1 {
                    lazy.scrollToEnd()
                } else if unit > 0 {
                    lazy.scroll(toIndex: Int(CGFloat(max(lazy.rowCount - 1, 0)) * unit), anchor: anchor)
                }
            }
        }
        hasPlaced = true
        let reportedScrolls = graph.damage.scrolls.count
        let showsBar = view.showsIndicators && size.width > 1 && size.height > 0
            && (lazy.scrollAxis == .vertical ? showsBars.vertical : showsBars.horizontal)
        for _ in 0..<2 {
            let bounds = CellSize(
                width: size.width - (reservesColumn ? 1 : 0), height: size.height - (reservesRow ? 1 : 0))
            placeItems(in: bounds, proposal: CellProposal(bounds), at: .zero)
            let scrollable = showsBar && lazy.scrollMetrics.isScrollable
            let wantsColumn = scrollable && lazy.scrollAxis == .vertical
            let wantsRow = scrollable && lazy.scrollAxis == .horizontal
            guard wantsColumn != reservesColumn || wantsRow != reservesRow else { break }
            reservesColumn = wantsColumn
            reservesRow = wantsRow
        }
        placedFrame = absoluteVisibleFrame
        widenScrolls(from: reportedScrolls)
        damageBarsWhenMoved()
        wasAtEnd = lazy.isAtEnd
        report(lazy.firstVisibleID)
    }

    private func placeScrolled(in size: CellSize) {
        let showsBar = view.showsIndicators && size.width > 1 && size.height > 1
        var proposal = CellProposal.unspecified
        for _ in 0..<3 {
            proposal = CellProposal(
                width: scrollsHorizontally ? nil : size.width - (reservesColumn ? 1 : 0),
                height: scrollsVertically ? nil : size.height - (reservesRow ? 1 : 0))
            contentSize = measureItems(layoutItems, proposal: proposal)
            let wantsColumn = showsBar && showsBars.vertical && scrollsVertically
                && contentSize.height > size.height - (reservesRow ? 1 : 0)
            let wantsRow = showsBar && showsBars.horizontal && scrollsHorizontally
                && contentSize.width > size.width - (reservesColumn ? 1 : 0)
            guard wantsColumn != reservesColumn || wantsRow != reservesRow else { break }
            reservesColumn = wantsColumn
            reservesRow = wantsRow
        }
        let shown = viewport
        let previous = placedOffset
        let limit = CellPoint(
            column: max(contentSize.width - shown.width, 0), row: max(contentSize.height - shown.height, 0))
        if let anchor = defaultAnchor, pendingTarget == nil {
            if !hasPlaced {
                offset = CellPoint(
                    column: Int((CGFloat(limit.column) * anchor.x).rounded()), row: Int((CGFloat(limit.row) * anchor.y).rounded()))
            } else if anchor.y >= 1, wasAtEnd {
                offset.row = limit.row
            }
        }
        hasPlaced = true
        offset = CellPoint(column: min(max(offset.column, 0), limit.column), row: min(max(offset.row, 0), limit.row))
        let frame = absoluteVisibleFrame
        placeContent(proposal, movedFrom: previous, in: frame)
        if let target = pendingTarget {
            pendingTarget = nil
            if let node = descendant(withScrollTargetID: target.id) {
                let shown = offset
                offset = offsetShowing(node, anchor: target.anchor, limit: limit)
                placeContent(proposal, movedFrom: shown, in: frame)
            }
        }
        if frame == placedFrame, offset.column == previous.column, offset.row != previous.row {
            graph.damage.scrolls.append(ScrollReport(area: frame, rows: offset.row - previous.row))
        }
        placedFrame = frame
        placedOffset = offset
        damageBarsWhenMoved()
        wasAtEnd = offset.row >= limit.row
        report(firstTargetInView())
    }

    /// Widens the scrolls the lazy content reported since `first` to the
    /// scroll view's whole width: the rows move with the bar beside them,
    /// and whole rows are what a terminal scrolls (the bar's few changed
    /// cells are redrawn).
    private func widenScrolls(from first: Int) {
        guard let frame = placedFrame, first < graph.damage.scrolls.count else { return }
        for index in first..<graph.damage.scrolls.count {
            let area = graph.damage.scrolls[index].area
            graph.damage.scrolls[index].area = CellRect(
                column: frame.column, row: area.row, width: frame.width, height: area.height)
        }
        let origin = absoluteOrigin
        graph.damage.areas += barAreas(
            frame: CellRect(column: origin.column, row: origin.row, width: layout.size.width, height: layout.size.height)
        ).map { $0.intersection(frame) }
    }

    /// Places the content at minus the offset, first telling the viewport
    /// observers to lay out again when the offset or the viewport moved.
    private func placeContent(_ proposal: CellProposal, movedFrom previous: CellPoint, in frame: CellRect) {
        if offset != previous || frame != placedFrame {
            for observer in viewportObservers {
                if let node = observer.node, node.isAlive {
                    node.setNeedsLayout()
                }
            }
        }
        placeItems(in: contentSize, proposal: proposal, at: CellPoint(column: -offset.column, row: -offset.row))
    }

    /// The offset that puts `node`'s `anchor` point at the viewport's, or
    /// scrolls the least that shows it whole when `anchor` is `nil`.
    private func offsetShowing(_ node: ViewNode, anchor: UnitPoint?, limit: CellPoint) -> CellPoint {
        let origin = absoluteOrigin
        let target = node.absoluteFrame
        let shown = viewport
        func aligned(start: Int, length: Int, visible: Int, current: Int, unit: CGFloat?) -> Int {
            let inContent = start + current
            if let unit {
                return inContent - Int((CGFloat(visible - length) * unit).rounded(.down))
            }
            if start < 0 { return inContent }
            if start + length > visible { return inContent - max(visible - length, 0) }
            return current
        }
        let row = aligned(
            start: target.row - origin.row, length: target.height, visible: shown.height, current: offset.row, unit: anchor?.y)
        let column = aligned(
            start: target.column - origin.column, length: target.width, visible: shown.width, current: offset.column,
            unit: anchor?.x)
        return CellPoint(column: min(max(column, 0), limit.column), row: min(max(row, 0), limit.row))
    }

    /// The ID of the first subview of the `.scrollTargetLayout()` container
    /// below that reaches into the viewport. Cost: O(log subviews).
    private func firstTargetInView() -> AnyHashable? {
        guard position != nil else { return nil }
        var items = layoutItems
        var container: ViewNode?
        while items.count == 1, container == nil {
            if items[0].marksScrollTargets {
                var node = items[0]
                while node.layoutItems.count == 1, node.stackAxis == nil {
                    node = node.layoutItems[0]
                }
                container = node
            }
            items = items[0].layoutItems
        }
        guard let container else { return nil }
        let targets = container.layoutItems
        let axis = container.stackAxis ?? .vertical
        let viewportStart = absoluteOrigin.length(along: axis)
        let containerStart = container.absoluteOrigin.length(along: axis)
        var low = 0
        var high = targets.count
        while low < high {
            let middle = (low + high) / 2
            let item = targets[middle].layout
            if containerStart + item.origin.length(along: axis) + item.size.length(along: axis) <= viewportStart {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < targets.count ? targets[low].scrollTargetID : nil
    }

    /// Writes `id` to the position binding when it changed, after the
    /// frame's layout (as an action of the update that follows).
    private func report(_ id: AnyHashable?) {
        guard let position, let id, id != reportedID else { return }
        reportedID = id
        graph.enqueueAction(.actions) { position.storage.id = id }
    }

    // MARK: Scrolling

    /// Where the content stands along `axis`.
    private func metrics(along axis: Axis) -> ScrollMetrics {
        if let lazyContent, lazyContent.isAlive, lazyContent.scrollAxis == axis {
            return lazyContent.scrollMetrics
        }
        return ScrollMetrics(
            offset: offset.length(along: axis), viewport: viewport.length(along: axis),
            content: axis == .vertical
                ? (scrollsVertically ? contentSize.height : 0) : (scrollsHorizontally ? contentSize.width : 0))
    }

    /// Whether the content is longer than the viewport along `axis`.
    func canScroll(along axis: Axis) -> Bool {
        guard axis == .vertical ? scrollsVertically : scrollsHorizontally else { return false }
        return metrics(along: axis).isScrollable
    }

    func scroll(by delta: Int, along axis: Axis) -> Bool {
        guard canScroll(along: axis), delta != 0 else { return false }
        wasAtEnd = false
        if let lazyContent, lazyContent.isAlive, lazyContent.scrollAxis == axis {
            return lazyContent.scroll(by: delta)
        }
        let current = offset.length(along: axis)
        let limit = max(metrics(along: axis).content - viewport.length(along: axis), 0)
        let target = min(max(current + delta, 0), limit)
        guard target != current else { return false }
        if axis == .vertical {
            offset.row = target
        } else {
            offset.column = target
        }
        setNeedsLayout()
        return true
    }

    private func scrollToEdge(end: Bool, along axis: Axis) -> Bool {
        guard canScroll(along: axis) else { return false }
        wasAtEnd = false
        if let lazyContent, lazyContent.isAlive, lazyContent.scrollAxis == axis {
            return end ? lazyContent.scrollToEnd() : lazyContent.scrollToStart()
        }
        let metrics = metrics(along: axis)
        return scroll(by: end ? metrics.content : -metrics.offset, along: axis)
    }

    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        let holds: Bool
        if let lazy = findLazyContent() {
            holds = lazy.index(of: id) != nil
        } else {
            holds = descendant(withScrollTargetID: id) != nil
        }
        guard holds else { return false }
        wasAtEnd = false
        pendingTarget = (id, anchor)
        setNeedsLayout()
        return true
    }

    func reveal(_ node: ViewNode) {
        let target = node.absoluteFrame
        let origin = absoluteOrigin
        let shown = viewport
        let frame = CellRect(column: origin.column, row: origin.row, width: shown.width, height: shown.height)
        for axis in [Axis.vertical, .horizontal] {
            let start = target.origin.length(along: axis) - frame.origin.length(along: axis)
            let length = target.size.length(along: axis)
            let visible = frame.size.length(along: axis)
            if start < 0 {
                _ = scroll(by: start, along: axis)
            } else if start + length > visible {
                _ = scroll(by: min(start + length - visible, start), along: axis)
            }
        }
    }

    // MARK: Input

    var acceptsFocus: Bool {
        isEnabled && takesFocus && focusableDescendants == 0 && (canScroll(along: .vertical) || canScroll(along: .horizontal))
    }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        setNeedsDisplay()
    }

    override var takesPartInFocus: Bool { true }

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
            _ = scroll(by: delta, along: command.axis)
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

    /// Draws the scroll bar along `axis`: a faint track and a thumb whose
    /// length and place show the viewport's share and position.
    private func drawBar(along axis: Axis, in context: inout DrawContext, style: Cell) {
        let track = viewport.length(along: axis)
        let (start, length) = metrics(along: axis).thumb(in: track)
        var trackStyle = style
        trackStyle.attributes.insert(.dim)
        var thumbStyle = style
        if hasFocus {
            thumbStyle.attributes.insert(.bold)
        }
        for cell in 0..<track {
            let isThumb = cell >= start && cell < start + length
            let column = axis == .vertical ? context.origin.column + layout.size.width - 1 : context.origin.column + cell
            let row = axis == .vertical ? context.origin.row + cell : context.origin.row + layout.size.height - 1
            let character: Character =
                axis == .vertical ? (isThumb ? (hasFocus ? "█" : "┃") : "│") : (isThumb ? (hasFocus ? "█" : "━") : "─")
            context.buffer.put(
                character, width: 1, at: column, row: row, style: isThumb ? thumbStyle : trackStyle, clip: context.clip)
        }
    }

    /// The scroll bars' cells on screen, for a view frame at `frame`.
    private func barAreas(frame: CellRect) -> [CellRect] {
        var areas: [CellRect] = []
        if reservesColumn {
            areas.append(CellRect(column: frame.maxColumn - 1, row: frame.row, width: 1, height: frame.height))
        }
        if reservesRow {
            areas.append(CellRect(column: frame.column, row: frame.maxRow - 1, width: frame.width, height: 1))
        }
        return areas
    }

    override func drawsOverSubviews(in area: CellRect, frame: CellRect) -> Bool {
        barAreas(frame: frame).contains { !$0.intersection(area).isEmpty }
    }

    override var displayName: String { "ScrollView" }

    override var stateDescription: String? {
        lazyContent == nil ? "offset: \(offset.column),\(offset.row)" : nil
    }
}

/// A node that scrolls its content: scroll views, and the lists built on
/// them. The graph routes wheel events to the innermost one under the
/// pointer and asks each around a newly focused view to bring it into view.
@MainActor
protocol ScrollingContainer: ViewNode {
    /// Whether the content is longer than the viewport along `axis`.
    func canScroll(along axis: Axis) -> Bool
    /// Scrolls `delta` cells along `axis`; returns whether it moved.
    func scroll(by delta: Int, along axis: Axis) -> Bool
    /// Scrolls the least that brings `node`'s frame into the viewport.
    func reveal(_ node: ViewNode)
    /// Scrolls, at the next layout, to the target named `id` with its
    /// `anchor` point at the viewport's (`nil`: the least scroll that shows
    /// it); returns whether this container holds such a target.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool
    /// How many focusable views inside are in the visible hierarchy; kept
    /// by the graph's ``Focus``.
    var focusableDescendants: Int { get set }
    /// Asks the container to lay `node` out again whenever its viewport
    /// moves over the content (a lazy stack inside scrolled content builds
    /// the rows in view).
    func addViewportObserver(_ node: ViewNode)
}

/// A weak reference to a node that follows a scroll view's viewport.
struct ViewportObserver {
    weak var node: ViewNode?
}
