/// Placing a scroll view's content: a lazy stack given the viewport, other
/// content laid out whole and moved by the offset, scroll targets kept in
/// view, and the scroll position reported.
extension ScrollViewNode {
    /// Places the lazy stack in the viewport less the bars and margins,
    /// reserves the bars it needs, redraws a bar whose thumb moved, and
    /// reports the first row in view to the position binding. When only
    /// rows changed in place (nothing marked the scroll view but its
    /// content, and the stack placed only those rows), the metrics, the
    /// end and the first row stayed: the bars and the position are left.
    ///
    /// ```
    /// row 7's toggle flips → stack places row 7 alone → bars, position untouched
    /// ↓ scrolls the stack → window arranged again → bars and position checked
    /// ```
    func placeLazy(_ lazy: any LazyScrollContent, in size: CellSize) {
        lazy.isScrollContent = true
        // Taken, not copied: a copy of the optional target is a call.
        if let target = pendingTarget.take() {
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
        lazy.placedRowsInPlace = false
        let reportedScrolls = scrollReportCount
        let showsBar = view.showsIndicators && size.width > 1 && size.height > 0
            && (lazy.scrollAxis == .vertical ? showsBars.vertical : showsBars.horizontal)
        let insets = margins.content
        for _ in 0..<2 {
            let bounds = CellSize(
                width: max(size.width - (reservesColumn ? 1 : 0) - insets.width, 0),
                height: max(size.height - (reservesRow ? 1 : 0) - insets.height, 0))
            placeItems(in: bounds, proposal: CellProposal(bounds), at: CellPoint(column: insets.leading, row: insets.top))
            if isMarkedByContentOnly, lazy.placedRowsInPlace {
                placedFrame = absoluteVisibleFrame
                return
            }
            let scrollable = showsBar && lazy.scrollMetrics.isScrollable
            let wantsColumn = scrollable && lazy.scrollAxis == .vertical
            let wantsRow = scrollable && lazy.scrollAxis == .horizontal
            guard wantsColumn != reservesColumn || wantsRow != reservesRow else { break }
            reservesColumn = wantsColumn
            reservesRow = wantsRow
        }
        placedFrame = absoluteVisibleFrame
        let barIsDamaged = widenScrolls(from: reportedScrolls)
        damageBarsWhenMoved(unlessDamaged: barIsDamaged)
        wasAtEnd = lazy.isAtEnd
        // The first row's ID, an `AnyHashable`, is made for a bound position only.
        if position != nil {
            report(lazy.firstVisibleID)
        }
    }

    func placeScrolled(in size: CellSize) {
        let showsBar = view.showsIndicators && size.width > 1 && size.height > 1
        let insets = margins.content
        var proposal = CellProposal.unspecified
        for _ in 0..<3 {
            proposal = CellProposal(
                width: scrollsHorizontally ? nil : max(size.width - (reservesColumn ? 1 : 0) - insets.width, 0),
                height: scrollsVertically ? nil : max(size.height - (reservesRow ? 1 : 0) - insets.height, 0))
            let measured = measureItems(layoutItems, proposal: proposal)
            contentSize = CellSize(width: measured.width + insets.width, height: measured.height + insets.height)
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
            reportScroll(ScrollReport(area: frame, rows: offset.row - previous.row))
        }
        placedFrame = frame
        placedOffset = offset
        damageBarsWhenMoved()
        wasAtEnd = offset.row >= limit.row
        report(firstTargetInView())
    }

    /// Widens the scrolls the lazy content reported since `first` to the
    /// scroll view's whole width: the rows move with the bar beside them,
    /// and whole rows are what a terminal scrolls. The bar's cells that
    /// the move changed are redrawn (``barAreas(after:frame:)``, its
    /// thumb included: returns `true`), or else all of them.
    func widenScrolls(from first: Int) -> Bool {
        guard let frame = placedFrame, first < scrollReportCount else { return false }
        widenScrollReports(from: first, to: frame)
        let origin = absoluteOrigin
        let bounds = CellRect(column: origin.column, row: origin.row, width: layout.size.width, height: layout.size.height)
        if scrollReportCount == first + 1, let areas = barAreas(after: scrollReport(at: first), frame: bounds) {
            setNeedsDisplay(screenAreas: areas, within: frame)
            return true
        }
        setNeedsDisplay(screenAreas: barAreas(frame: bounds), within: frame)
        return false
    }

    /// Damages `areas` cut to `frame`, cut in place (the array is handed
    /// over, so no copy is made) and without a closure: each one formed
    /// here costs a main-actor check when it runs.
    private func setNeedsDisplay(screenAreas areas: consuming [CellRect], within frame: CellRect) {
        for index in areas.indices {
            areas[index] = areas[index].intersection(frame)
        }
        setNeedsDisplay(screenAreas: areas)
    }

    /// Places the content at minus the offset, inside the content margins
    /// (``contentSize`` includes them), first telling the viewport
    /// observers to lay out again when the offset or the viewport moved.
    func placeContent(_ proposal: CellProposal, movedFrom previous: CellPoint, in frame: CellRect) {
        if offset != previous || frame != placedFrame {
            for observer in viewportObservers where observer.node.isAlive {
                observer.node.setNeedsLayout()
            }
        }
        let insets = margins.content
        placeItems(
            in: CellSize(width: contentSize.width - insets.width, height: contentSize.height - insets.height),
            proposal: proposal, at: CellPoint(column: insets.leading - offset.column, row: insets.top - offset.row))
    }

    /// The offset that puts `node`'s `anchor` point at the viewport's, or
    /// scrolls the least that shows it whole when `anchor` is `nil`.
    func offsetShowing(_ node: ViewNode, anchor: UnitPoint?, limit: CellPoint) -> CellPoint {
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
    func firstTargetInView() -> AnyHashable? {
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
            // Two fields, not a copy of the layout and its references.
            let item = targets[middle]
            if containerStart + item.layout.origin.length(along: axis) + item.layout.size.length(along: axis)
                <= viewportStart
            {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < targets.count ? targets[low].scrollTargetID : nil
    }

    /// Writes `id` to the position binding when it changed, during the
    /// placement that moved it. The write does not come back to this node,
    /// which reads the binding again in its latest evaluation
    /// (`Evaluation.write(by:_:readingAgain:)`): a scroll updates nothing
    /// and lays out nothing more, unless another view reads the position,
    /// which the update after this layout round re-evaluates, in the same
    /// frame.
    ///
    /// ```
    /// ↓ → placement: first target 0 → 1 → report(1): position = 1, reportedID 1
    ///   nobody else reads the position → the frame is drawn
    ///   a label reads it → update: the label shows 1 → layout again → the frame is drawn
    /// ```
    func report(_ id: AnyHashable?) {
        guard let position, let id, id != reportedID else { return }
        reportedID = id
        Evaluation.write(by: self) {
            position.storage.id = id
        } readingAgain: {
            position.storage.readID()
        }
    }
}
