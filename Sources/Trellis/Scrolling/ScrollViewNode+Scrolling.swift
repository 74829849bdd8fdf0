/// Scrolling a scroll view: by cells (keys, the wheel), to an edge, to a
/// target, and to reveal a focused view.
extension ScrollViewNode {
    /// Where the content stands along `axis`.
    func metrics(along axis: Axis) -> ScrollMetrics {
        if let lazyContent, lazyContent.isAlive, lazyContent.scrollAxis == axis {
            return lazyContent.scrollMetrics
        }
        return ScrollMetrics(
            offset: offset.length(along: axis), viewport: viewport.length(along: axis),
            content: axis == .vertical
                ? (scrollsVertically ? contentSize.height : 0) : (scrollsHorizontally ? contentSize.width : 0))
    }

    /// Whether the user can scroll along `axis`: the content is longer
    /// than the viewport and scrolling is not disabled
    /// (`.scrollDisabled`). Keys, the wheel and the focus ask it.
    func canScroll(along axis: Axis) -> Bool {
        guard environment.isScrollEnabled, axis == .vertical ? scrollsVertically : scrollsHorizontally else { return false }
        return metrics(along: axis).isScrollable
    }

    /// Scrolls `delta` cells along `axis` if the view can scroll along it;
    /// returns whether it moved. Revealing a focused view scrolls this way.
    func scroll(by delta: Int, along axis: Axis) -> Bool {
        guard canScroll(along: axis) else { return false }
        return scrollScrollable(by: delta, along: axis)
    }

    /// Scrolls `delta` cells along `axis`, for a caller that has just found
    /// that the view can scroll along it (``canScroll(along:)``, which reads
    /// the environment and the content's metrics): a key press and a wheel
    /// notch ask once.
    func scrollScrollable(by delta: Int, along axis: Axis) -> Bool {
        guard delta != 0 else { return false }
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

    /// Scrolls to the start or the end along `axis`, for a caller that has
    /// just found that the view can scroll along it (Home and End).
    func scrollToEdge(end: Bool, along axis: Axis) -> Bool {
        wasAtEnd = false
        if let lazyContent, lazyContent.isAlive, lazyContent.scrollAxis == axis {
            return end ? lazyContent.scrollToEnd() : lazyContent.scrollToStart()
        }
        let metrics = metrics(along: axis)
        return scrollScrollable(by: end ? metrics.content : -metrics.offset, along: axis)
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
}
