/// A node that scrolls its content: scroll views, and the lists built on
/// them. The graph routes wheel events to the innermost one under the
/// pointer and asks each around a newly focused view to bring it into view.
@MainActor
protocol ScrollingContainer: ViewNode {
    /// Whether the content is longer than the viewport along `axis`.
    func canScroll(along axis: Axis) -> Bool
    /// Scrolls `delta` cells along `axis`, for a caller that has just
    /// found that the container can scroll along it
    /// (``canScroll(along:)``); returns whether it moved.
    func scrollScrollable(by delta: Int, along axis: Axis) -> Bool
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
    /// the rows in view). The container holds `node` strongly and `node`
    /// may refer to it unowned: `node` must call
    /// ``removeViewportObserver(_:)`` when it unmounts.
    func addViewportObserver(_ node: ViewNode)
    /// Lets go of `node`, an observer being unmounted.
    func removeViewportObserver(_ node: ViewNode)
    /// The size `.containerRelativeFrame` measures against inside the
    /// container: its viewport less its content margins.
    var containerSize: CellSize { get }
}

/// A node that follows a scroll view's viewport, held until it asks to be
/// let go (``ScrollingContainer/removeViewportObserver(_:)``, when it is
/// unmounted). Not weak: a weak reference gives the node a side table,
/// and every retain and release of it then takes the runtime's slow path
/// (a lazy stack is retained a few dozen times a frame).
struct ViewportObserver {
    let node: ViewNode
}
