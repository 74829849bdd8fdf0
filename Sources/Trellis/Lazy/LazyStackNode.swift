/// The node of a `LazyVStack` or `LazyHStack`: builds, shows and keeps
/// only the rows in view (design §5).
///
/// Owns the nodes of the rows it has built: the rows in its **window** (the
/// ones laid out, shown and appeared) and the **retained** ones (scrolled
/// out, disappeared, their state kept), at most
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
/// above the window leave the view where it was.
///
/// Rows are built outside the visible hierarchy and join it when they
/// enter the window, so measuring never fires `onAppear`. No row is built
/// ahead of the viewport (no overscan): in a terminal the row that scrolls
/// in is built in the frame that shows it, which costs the same as
/// building it one frame early.
///
/// Cost per layout: O(rows in view) measurements (cached per row) plus the
/// anchor search after a data change; nothing is O(data).
@MainActor
final class LazyStackNode<Stack: LazyStackContainer>: TypedNode<Stack>, LazyScrollContent {
    /// A row of the window: its index in the data, its node, where it
    /// starts along the axis and its length.
    private struct Placement {
        var index: Int
        var row: ViewNode
        var position: Int
        var length: Int
    }

    private var segments: [LazyRowSegment] = []
    /// The index of each segment's first row.
    private var segmentStarts: [Int] = []
    /// The rows of all segments.
    private(set) var rowCount = 0
    private var rowsByKey: [LazyRowKey: ViewNode] = [:]
    private var keysByRow: [ObjectIdentifier: LazyRowKey] = [:]
    /// The rows in view, in order, as last placed.
    private var window: [Placement] = []
    /// The identities of the window's rows.
    private var windowRows: Set<ObjectIdentifier> = []
    /// Built rows outside the window, least recently shown first.
    private var retained: [ViewNode] = []
    private var retentionLimit = LazyStackRetention.defaultLimit
    /// What an enclosing `List` draws over the rows.
    private var decoration: ListDecoration?
    /// The first row in view and the cells of it scrolled past.
    private(set) var anchor = Anchor()
    /// A row to bring into view at a point of the viewport, set by
    /// ``scroll(toIndex:anchor:)`` and applied at the next placement.
    private var pendingAlignment: (index: Int, anchor: UnitPoint)?
    /// Incremented by every change of the stack's view; a row whose
    /// `keyedGeneration` differs is handed its new view when next shown.
    private var generation: UInt32 = 0
    /// Whether the window's last row ended inside the viewport.
    private(set) var isAtEnd = false
    /// The average length of the window's rows, for estimates.
    private var averageLength = 1
    /// Where the stack was last placed on screen, for scroll damage.
    private var placedFrame: CellRect?
    /// Set by the scroll view whose viewport this stack fills (it is the
    /// end of the scroll view's single-subview chain).
    var isScrollContent = false
    /// The scroll view around the stack, when there is one.
    private weak var enclosingScroller: ViewNode?
    /// The spans of the rows measured so far (each counted once), for the
    /// estimated length of the whole stack.
    private var measuredSpans = (total: 0, rows: 0)

    /// The first row in view and the cells of it scrolled past.
    struct Anchor: Equatable {
        var index = 0
        var key: LazyRowKey?
        var offset = 0
    }

    private var axis: Axis { Stack.axis }
    private var spacing: Int { view.cellSpacing }

    // MARK: Content

    override func mountContent() {
        readEnvironment()
        rebuildSegments()
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
    private var estimatesLength: Bool { !isScrollContent && enclosingScroller != nil }

    /// The average span (length and spacing) of the rows measured so far;
    /// 1 before any.
    private var estimatedSpan: Int {
        measuredSpans.rows > 0 ? max(1, (measuredSpans.total + measuredSpans.rows / 2) / measuredSpans.rows) : 1
    }

    /// The estimated length of all rows.
    private func estimatedLength(cross: Int?) -> Int {
        if measuredSpans.rows == 0, rowCount > 0 {
            _ = span(of: 0, cross: cross)
        }
        return max(rowCount * estimatedSpan - spacing, 0)
    }

    override func dependenciesDidChange() {
        readEnvironment()
        evictBeyondLimit()
    }

    override func reconcile() {
        rebuildSegments()
        generation &+= 1
        if let key = anchor.key {
            let near = anchor.index - segmentStart(key.segment)
            if key.segment < segments.count,
                let offset = segments[key.segment].offset(of: key.id, near: near, limit: Self.anchorSearchLimit)
            {
                anchor.index = segmentStart(key.segment) + offset
            } else {
                anchor.offset = 0
            }
        }
        anchor.index = min(anchor.index, max(rowCount - 1, 0))
        setNeedsLayout()
    }

    /// How far from its old index the anchor's row is looked for after a
    /// change of data; beyond it the view stays at the same index.
    static var anchorSearchLimit: Int { 65_536 }

    private func readEnvironment() {
        (retentionLimit, decoration) = Evaluation.readEnvironment(for: self) {
            (environment.lazyRowRetention, environment.listDecoration)
        }
    }

    private func rebuildSegments() {
        segments = LazyRowSegment.segments(of: view.content)
        segmentStarts = []
        segmentStarts.reserveCapacity(segments.count)
        var start = 0
        for segment in segments {
            segmentStarts.append(start)
            start += segment.count
        }
        rowCount = start
    }

    private func segmentStart(_ segment: Int) -> Int {
        segment < segmentStarts.count ? segmentStarts[segment] : rowCount
    }

    /// The segment holding row `index` and the row's offset in it.
    /// Cost: O(log segments).
    private func locate(_ index: Int) -> (segment: Int, offset: Int) {
        var low = 0
        var high = segmentStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segmentStarts[middle] <= index {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low, index - segmentStarts[low])
    }

    /// The key of row `index`, without building it.
    func key(at index: Int) -> LazyRowKey {
        let (segment, offset) = locate(index)
        return LazyRowKey(segment: segment, id: segments[segment].id(at: offset))
    }

    /// The index of the row with `id`, looked for in every segment around
    /// the anchor (O(1) for `Range` data, otherwise a search outward from
    /// the anchor over the whole data).
    func index(of id: AnyHashable) -> Int? {
        for (segment, start) in segmentStarts.enumerated() {
            let near = anchor.index - start
            if let offset = segments[segment].offset(of: id, near: near, limit: nil) {
                return start + offset
            }
        }
        return nil
    }

    /// Whether row `index` can be selected in a `List` (a `ForEach` row).
    func isSelectableRow(at index: Int) -> Bool {
        segments[locate(index).segment].isSelectable
    }

    /// The index of the row in view drawn on screen row `row`, if any (not
    /// a separator between rows). Cost: O(rows in view).
    func index(atScreenRow row: Int) -> Int? {
        let offset = row - absoluteOrigin.length(along: .vertical)
        return window.first { offset >= $0.position && offset < $0.position + $0.length }?.index
    }

    /// The node of row `index`: the built one, handed its new view if the
    /// data changed since, or a new one, built outside the visible
    /// hierarchy and kept among the retained rows until it is shown.
    private func row(at index: Int) -> ViewNode {
        let (segment, offset) = locate(index)
        let key = LazyRowKey(segment: segment, id: segments[segment].id(at: offset))
        if let row = rowsByKey[key] {
            if row.keyedGeneration != generation {
                row.keyedGeneration = generation
                segments[segment].updateRow(row, at: offset, in: self)
            }
            return row
        }
        let row = segments[segment].makeRow(at: offset, in: self)
        row.keyedGeneration = generation
        rowsByKey[key] = row
        keysByRow[ObjectIdentifier(row)] = key
        children.append(row)
        retained.append(row)
        return row
    }

    // MARK: Visibility

    override var childrenAreVisible: Bool { false }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        windowRows.contains(ObjectIdentifier(child))
    }

    // MARK: Filling the viewport

    private func rowProposal(cross: Int?) -> CellProposal {
        CellProposal(main: nil, cross: cross, axis: axis)
    }

    /// The length of `row`, counted once into the estimate of the stack's
    /// length (a row's `keyedSlot` marks it measured).
    private func length(of row: ViewNode, cross: Int?) -> Int {
        let length = row.sizeThatFits(rowProposal(cross: cross)).length(along: axis)
        if row.keyedSlot == 0 {
            row.keyedSlot = 1
            measuredSpans.total += length + spacing
            measuredSpans.rows += 1
        }
        return length
    }

    /// The cells row `index` and the spacing after it take along the axis.
    private func span(of index: Int, cross: Int?) -> Int {
        length(of: row(at: index), cross: cross) + (index < rowCount - 1 ? spacing : 0)
    }

    /// `anchor` moved to the row it falls in: a negative offset moves it to
    /// earlier rows, an offset past its row to later ones.
    private func normalized(_ anchor: Anchor, cross: Int?) -> Anchor {
        var anchor = anchor
        anchor.index = min(max(anchor.index, 0), rowCount - 1)
        while anchor.offset < 0 {
            guard anchor.index > 0 else {
                anchor.offset = 0
                break
            }
            anchor.index -= 1
            anchor.offset += span(of: anchor.index, cross: cross)
        }
        while anchor.index < rowCount - 1 {
            let span = span(of: anchor.index, cross: cross)
            guard anchor.offset >= span else { break }
            anchor.offset -= span
            anchor.index += 1
        }
        if anchor.index == rowCount - 1 {
            anchor.offset = min(anchor.offset, max(span(of: anchor.index, cross: cross) - 1, 0))
        }
        return anchor
    }

    /// The rows from `anchor` that cover `length` cells, and whether the
    /// last row was reached before the end.
    private func fill(from anchor: Anchor, length: Int, cross: Int?) -> (rows: [Placement], reachedEnd: Bool) {
        var rows: [Placement] = []
        var position = -anchor.offset
        var index = anchor.index
        while index < rowCount, position < length || rows.isEmpty {
            let row = row(at: index)
            let rowLength = self.length(of: row, cross: cross)
            rows.append(Placement(index: index, row: row, position: position, length: rowLength))
            position += rowLength + spacing
            index += 1
        }
        let end = position - spacing
        return (rows, index == rowCount && end < length)
    }

    /// The anchor that shows the last rows ending at the viewport's end.
    private func endAnchor(length: Int, cross: Int?) -> Anchor {
        var remaining = length
        var index = rowCount - 1
        while index >= 0 {
            let span = span(of: index, cross: cross)
            if span >= remaining {
                return Anchor(index: index, key: nil, offset: span - remaining)
            }
            remaining -= span
            index -= 1
        }
        return Anchor()
    }

    /// The anchor that puts row `index`'s `unit` point at the viewport's
    /// `unit` point (top to top, centre to centre, bottom to bottom).
    private func alignedAnchor(index: Int, unit: UnitPoint, length: Int, cross: Int?) -> Anchor {
        let point = axis == .vertical ? unit.y : unit.x
        let rowLength = self.length(of: row(at: index), cross: cross)
        let before = Int(((CGFloat(length) - CGFloat(rowLength)) * point).rounded(.down))
        return normalized(Anchor(index: index, key: nil, offset: -before), cross: cross)
    }

    /// The window for a viewport of `length` cells: the anchor, moved back
    /// when the data ends before the viewport does, and the rows it shows.
    private func arrangement(length: Int, cross: Int?) -> (anchor: Anchor, rows: [Placement]) {
        guard rowCount > 0 else { return (Anchor(), []) }
        var start: Anchor
        if let (index, unit) = pendingAlignment, index < rowCount {
            start = alignedAnchor(index: index, unit: unit, length: length, cross: cross)
        } else {
            start = normalized(anchor, cross: cross)
        }
        var result = fill(from: start, length: length, cross: cross)
        if result.reachedEnd, start.index > 0 || start.offset > 0 {
            start = endAnchor(length: length, cross: cross)
            result = fill(from: start, length: length, cross: cross)
        }
        return (start, result.rows)
    }

    /// The length the stack shows when its length along the axis is not
    /// proposed: as many rows as fill the screen.
    private var unproposedLength: Int {
        max(graph.root.layout.size.length(along: axis), 1)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let mainProposal = proposal.length(along: axis)
        let crossProposal = proposal.length(along: axis.cross)
        if estimatesLength {
            let crossLength = crossProposal ?? (rowCount > 0 ? row(at: 0).sizeThatFits(rowProposal(cross: nil)).length(along: axis.cross) : 0)
            return CellSize(main: estimatedLength(cross: crossProposal), cross: crossLength, axis: axis)
        }
        if let mainProposal, let crossProposal {
            return CellSize(main: mainProposal, cross: crossProposal, axis: axis)
        }
        let rows = arrangement(length: mainProposal ?? unproposedLength, cross: crossProposal).rows
        let used = rows.last.map { $0.position + $0.length } ?? 0
        let crossLength = rows.reduce(0) { max($0, $1.row.sizeThatFits(rowProposal(cross: crossProposal)).length(along: axis.cross)) }
        return CellSize(main: mainProposal ?? min(used, unproposedLength), cross: crossProposal ?? crossLength, axis: axis)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let length = size.length(along: axis)
        let crossLength = size.length(along: axis.cross)
        let crossProposal = proposal.length(along: axis.cross)
        if estimatesLength {
            placeEstimated(length: length, crossLength: crossLength, crossProposal: crossProposal)
            return
        }
        let (newAnchor, rows) = arrangement(length: length, cross: crossProposal)
        pendingAlignment = nil
        let previousWindow = window
        commit(rows)
        var anchor = newAnchor
        if rowCount > 0 {
            anchor.key = key(at: anchor.index)
        }
        self.anchor = anchor
        for placement in rows {
            let rowSize = placement.row.sizeThatFits(rowProposal(cross: crossProposal))
            let crossOffset = Alignment.offset(
                position: view.crossAlignment, length: rowSize.length(along: axis.cross), in: crossLength)
            let origin = axis == .vertical
                ? CellPoint(column: crossOffset, row: placement.position)
                : CellPoint(column: placement.position, row: crossOffset)
            placement.row.place(at: origin, proposal: rowProposal(cross: crossProposal))
        }
        if let last = rows.last {
            isAtEnd = last.index == rowCount - 1 && last.position + last.length <= length
            averageLength = max(1, rows.reduce(0) { $0 + $1.length } / rows.count)
        } else {
            isAtEnd = true
        }
        reportScroll(from: previousWindow)
    }

    /// Places the rows that the stack's frame, cut by the scroll view
    /// around it, shows, each at its estimated position: row `i` starts at
    /// `i × estimatedSpan`, and the rows after the first in view follow it
    /// by their measured lengths.
    ///
    /// ```
    /// 1,000 rows of span 2 (2,000 cells) at row 3 of a scroll view offset by 103, 20 rows tall
    /// visible cells 100–119 of the stack → rows 50–59 at 100, 102, …
    /// ```
    private func placeEstimated(length: Int, crossLength: Int, crossProposal: Int?) {
        let estimateBefore = estimatedSpan
        let visible = absoluteVisibleFrame
        let start = visible.origin.length(along: axis) - absoluteOrigin.length(along: axis)
        let end = start + visible.size.length(along: axis)
        var rows: [Placement] = []
        if !visible.isEmpty, rowCount > 0 {
            var index = min(max(start / estimateBefore, 0), rowCount - 1)
            var position = index * estimateBefore
            while index < rowCount, position < end {
                let row = row(at: index)
                let rowLength = self.length(of: row, cross: crossProposal)
                rows.append(Placement(index: index, row: row, position: position, length: rowLength))
                position += rowLength + spacing
                index += 1
            }
        }
        commit(rows)
        for placement in rows {
            let rowSize = placement.row.sizeThatFits(rowProposal(cross: crossProposal))
            let crossOffset = Alignment.offset(
                position: view.crossAlignment, length: rowSize.length(along: axis.cross), in: crossLength)
            let origin = axis == .vertical
                ? CellPoint(column: crossOffset, row: placement.position)
                : CellPoint(column: placement.position, row: crossOffset)
            placement.row.place(at: origin, proposal: rowProposal(cross: crossProposal))
        }
        isAtEnd = rows.last?.index == rowCount - 1
        if estimatedSpan != estimateBefore {
            setNeedsLayout()
        }
    }

    /// Shows the rows of the new window that were not shown (in order),
    /// hides the old window's rows that left it, and evicts retained rows
    /// beyond the limit.
    private func commit(_ rows: [Placement]) {
        let newRows = Set(rows.map { ObjectIdentifier($0.row) })
        let leaving = window.filter { !newRows.contains(ObjectIdentifier($0.row)) }
        if !leaving.isEmpty || rows.count != window.count {
            graph.damage.nodes.append(self)
        }
        window = rows
        windowRows = newRows
        layout.items = nil
        if !leaving.isEmpty || rows.contains(where: { !$0.row.isVisible }) {
            retained.removeAll { newRows.contains(ObjectIdentifier($0)) }
        }
        for placement in rows where !placement.row.isVisible && isVisible {
            placement.row.setVisible(true)
        }
        for placement in leaving where placement.row.isAlive {
            placement.row.setVisible(false)
            retained.append(placement.row)
        }
        evictBeyondLimit()
    }

    /// Destroys the least recently shown retained rows beyond the limit.
    private func evictBeyondLimit() {
        let excess = retained.count - retentionLimit
        guard excess > 0 else { return }
        for row in retained.prefix(excess) {
            if let key = keysByRow.removeValue(forKey: ObjectIdentifier(row)) {
                rowsByKey[key] = nil
            }
            row.unmount(phase: .removal)
        }
        retained.removeFirst(excess)
        let alive = children.filter(\.isAlive)
        children = alive
    }

    /// Tells the renderer that the window's rows moved together along the
    /// axis (a scroll), so the terminal can shift them.
    private func reportScroll(from previous: [Placement]) {
        let frame = absoluteVisibleFrame
        defer { placedFrame = frame }
        guard axis == .vertical, frame == placedFrame, !previous.isEmpty else { return }
        var previousPositions: [ObjectIdentifier: Int] = [:]
        for placement in previous {
            previousPositions[ObjectIdentifier(placement.row)] = placement.position
        }
        guard let kept = window.first(where: { previousPositions[ObjectIdentifier($0.row)] != nil }),
            let before = previousPositions[ObjectIdentifier(kept.row)]
        else { return }
        let shift = before - kept.position
        if shift != 0, !frame.isEmpty {
            graph.damage.scrolls.append((frame, shift))
        }
    }

    /// Draws a `List`'s decoration over the rows in view: selected rows in
    /// reverse video, the cursor's row underlined, and a faint line in the
    /// spacing after every row but the data's last.
    override func drawOverSubviews(in context: inout DrawContext) {
        guard let decoration, axis == .vertical else { return }
        let width = layout.size.width
        var line = context.styled(Cell(background: .clear))
        line.attributes.insert(.dim)
        for placement in window {
            let rowFrame = CellRect(
                column: context.origin.column, row: context.origin.row + placement.position, width: width,
                height: placement.length)
            if let key = keysByRow[ObjectIdentifier(placement.row)], segments.indices.contains(key.segment),
                segments[key.segment].isSelectable
            {
                if decoration.isSelected(key.id) {
                    context.buffer.insertAttributes(.inverse, in: rowFrame.intersection(context.clip))
                }
                if decoration.showsCursor, decoration.cursor == key.id {
                    context.buffer.insertAttributes(.underline, in: rowFrame.intersection(context.clip))
                }
            }
            guard decoration.showsSeparators, spacing > 0, placement.index < rowCount - 1 else { continue }
            let row = rowFrame.maxRow
            for column in rowFrame.column..<(rowFrame.column + width) {
                context.buffer.put("─", width: 1, at: column, row: row, style: line, clip: context.clip)
            }
        }
    }

    override func collectLayoutItems() -> [ViewNode] {
        window.map(\.row)
    }

    override var stackAxis: Axis? { axis }

    // MARK: Scrolling

    var scrollAxis: Axis { axis }

    func scroll(by delta: Int) -> Bool {
        guard rowCount > 0, delta != 0 else { return false }
        if delta < 0, anchor.index == 0, anchor.offset == 0 { return false }
        if delta > 0, isAtEnd { return false }
        let viewport = max(layout.size.length(along: axis), 1)
        if abs(delta) > 2 * viewport {
            let rows = delta / max(averageLength + spacing, 1)
            anchor.index = min(max(anchor.index + rows, 0), rowCount - 1)
            anchor.offset = 0
        } else {
            anchor.offset += delta
        }
        setNeedsLayout()
        return true
    }

    func scrollToStart() -> Bool {
        guard anchor.index != 0 || anchor.offset != 0 else { return false }
        anchor = Anchor()
        setNeedsLayout()
        return true
    }

    @discardableResult
    func scrollToEnd() -> Bool {
        guard rowCount > 0 else { return false }
        let wasAtEnd = isAtEnd
        anchor = Anchor(index: rowCount - 1, key: nil, offset: 0)
        setNeedsLayout()
        return !wasAtEnd
    }

    /// Brings row `index` into view at the next placement with its `unit`
    /// point at the viewport's (`.top`: its top at the top); with `nil`, a
    /// row already shown whole stays, a row above comes to the top and a
    /// row below to the bottom.
    func scroll(toIndex index: Int, anchor unit: UnitPoint?) {
        guard index >= 0, index < rowCount else { return }
        if let unit {
            pendingAlignment = (index, unit)
        } else if let shown = window.first(where: { $0.index == index }) {
            let viewport = layout.size.length(along: axis)
            if shown.position < 0 {
                pendingAlignment = (index, .top)
            } else if shown.position + shown.length > viewport {
                pendingAlignment = (index, .bottom)
            } else {
                return
            }
        } else {
            pendingAlignment = (index, index < anchor.index ? .top : .bottom)
        }
        setNeedsLayout()
    }

    var scrollMetrics: ScrollMetrics {
        let rowSpan = averageLength + spacing
        let viewport = layout.size.length(along: axis)
        let offset = anchor.index * rowSpan + anchor.offset
        let estimate = max(rowCount * rowSpan - spacing, 0)
        return ScrollMetrics(offset: offset, viewport: viewport, content: isAtEnd ? offset + viewport : max(estimate, offset + viewport + 1))
    }

    /// The ID of the first row in view, for scroll position bindings.
    var firstVisibleID: AnyHashable? { anchor.key?.id }

    // MARK: Description

    override var displayName: String { typeName(of: Stack.self) }

    override var stateDescription: String? {
        "rows: \(rowCount), window: \(window.first?.index ?? 0)..<\((window.last?.index ?? -1) + 1), retained: \(retained.count)"
    }

    override func scrollTargetID(ofChild child: ViewNode) -> AnyHashable? {
        keysByRow[ObjectIdentifier(child)]?.id
    }

    override func identityLabel(ofChildAt index: Int) -> String? {
        keysByRow[ObjectIdentifier(children[index])].map { "id: \($0.id)" }
    }

    override func localInvariantViolations() -> [String] {
        var violations: [String] = []
        if window.count + retained.count != children.count {
            violations.append("\(path): \(window.count) rows in view and \(retained.count) retained for \(children.count) children")
        }
        if retained.count > retentionLimit {
            violations.append("\(path): \(retained.count) retained rows beyond the limit of \(retentionLimit)")
        }
        for row in retained where row.isAppeared {
            violations.append("\(path): a retained row is still appeared")
        }
        return violations
    }
}
