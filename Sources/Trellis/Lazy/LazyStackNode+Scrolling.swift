/// What the scroll view around a lazy stack asks of it.
extension LazyStackNode {
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
        setNeedsLayout(redrawing: false)
        return true
    }

    func scrollToStart() -> Bool {
        guard anchor.index != 0 || anchor.offset != 0 else { return false }
        anchor = Anchor()
        setNeedsLayout(redrawing: false)
        return true
    }

    @discardableResult
    func scrollToEnd() -> Bool {
        guard rowCount > 0 else { return false }
        let wasAtEnd = isAtEnd
        anchor = Anchor(index: rowCount - 1, key: nil, offset: 0)
        setNeedsLayout(redrawing: false)
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
        } else if let first = window.first, index >= first.index, index - first.index < window.count {
            let shown = window[index - first.index]
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
        setNeedsLayout(redrawing: false)
    }

    var scrollMetrics: ScrollMetrics {
        let rowSpan = averageLength + spacing
        let viewport = layout.size.length(along: axis)
        let offset = anchor.index * rowSpan + anchor.offset
        let estimate = max(rowCount * rowSpan - spacing, 0)
        return ScrollMetrics(
            offset: offset, viewport: viewport, content: isAtEnd ? offset + viewport : max(estimate, offset + viewport + 1))
    }

    /// The ID of the first row in view, for scroll position bindings.
    var firstVisibleID: AnyHashable? { anchor.key?.id }
}
