/// Content that scrolls itself: a lazy stack that a `ScrollView` shows
/// directly. The scroll view hands it its viewport and its scroll
/// commands, and reads back where it stands for the scroll indicator.
@MainActor
protocol LazyScrollContent: ViewNode {
    /// The axis the content scrolls along.
    var scrollAxis: Axis { get }
    /// Moves the content `delta` cells towards its end (towards its start
    /// when negative); returns whether it could move.
    func scroll(by delta: Int) -> Bool
    /// Moves to the first row; returns whether it moved.
    func scrollToStart() -> Bool
    /// Moves to the last row; returns whether it was not there.
    @discardableResult
    func scrollToEnd() -> Bool
    /// Brings row `index` into view with its `unit` point at the
    /// viewport's, or with the least scroll when `unit` is `nil`.
    func scroll(toIndex index: Int, anchor unit: UnitPoint?)
    /// The number of rows.
    var rowCount: Int { get }
    /// The index of the row with `id`, if there is one.
    func index(of id: AnyHashable) -> Int?
    /// The ID of the first row in view.
    var firstVisibleID: AnyHashable? { get }
    /// Whether the last row ends inside the viewport.
    var isAtEnd: Bool { get }
    /// Where the content stands, estimated from the rows measured so far.
    var scrollMetrics: ScrollMetrics { get }
    /// Whether the content fills the scroll view's viewport itself; set by
    /// the scroll view before each placement.
    var isScrollContent: Bool { get set }
    /// Whether the last placement placed only rows that changed in place,
    /// leaving the window, the ``scrollMetrics``, ``isAtEnd`` and
    /// ``firstVisibleID`` as they were; the scroll view clears it before
    /// each placement.
    var placedRowsInPlace: Bool { get set }
}

/// Where scrolled content stands along its axis, in cells: what a scroll
/// indicator shows.
///
/// ```
/// offset 40, viewport 20, content 200   →   thumb from 20% to 30% of the track
/// ```
struct ScrollMetrics: Equatable {
    /// The cells scrolled past.
    var offset: Int
    /// The cells shown.
    var viewport: Int
    /// The cells of the whole content (estimated for lazy content).
    var content: Int

    /// Whether there is more content than the viewport shows.
    var isScrollable: Bool { content > viewport }

    /// The first cell and the length of the thumb on a track of `track`
    /// cells: at least one cell, at the end of the track when scrolled to
    /// the end.
    func thumb(in track: Int) -> (start: Int, length: Int) {
        guard content > 0, track > 0 else { return (0, 0) }
        let length = min(track, max(1, (track * viewport + content / 2) / content))
        let travel = max(content - viewport, 1)
        let start = min(track - length, ((track - length) * min(offset, travel) + travel / 2) / travel)
        return (start, length)
    }
}
