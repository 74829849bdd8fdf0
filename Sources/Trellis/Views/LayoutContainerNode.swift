/// The node of a custom ``Layout`` container: asks the layout for sizes and
/// placements, and keeps the layout's cache.
///
/// Owns the cache, made on first use and brought up to date (the layout's
/// `updateCache`) before the next call after the layout value or a subview
/// changed. Sizes are cached per proposal by the node like any other, so the
/// layout is asked again only after such a change.
@MainActor
final class LayoutContainerNode<L: Layout, Content: View>: TypedNode<LayoutContainer<L, Content>>, LayoutPlacing {
    private var cache: L.Cache?
    private var cacheIsStale = false
    private var placed: [Bool] = []
    /// The axis the layout arranged along at the last update.
    private var arrangedAxis: Axis?

    override func mountContent() {
        arrangedAxis = stackAxis
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        setNeedsLayout()
        updateChild(children[0], to: view.content)
        if stackAxis != arrangedAxis {
            arrangedAxis = stackAxis
            // Spacers and dividers size themselves by the container's axis,
            // which their own inputs do not show: an `AnyLayout` that
            // switched between directions tells them.
            enclosingStackAxisDidChange()
        }
    }

    override func layoutWillInvalidate() {
        cacheIsStale = true
    }

    private var subviews: LayoutSubviews {
        let items = layoutItems
        var subviews: [LayoutSubview] = []
        subviews.reserveCapacity(items.count)
        for index in items.indices {
            subviews.append(LayoutSubview(node: items[index], container: self, index: index))
        }
        return LayoutSubviews(subviews: subviews)
    }

    /// Runs `body` with the layout's cache, made or updated first.
    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var current = cache ?? view.layout.makeCache(subviews: subviews)
        if cache != nil, cacheIsStale {
            view.layout.updateCache(&current, subviews: subviews)
        }
        cacheIsStale = false
        let result = body(&current)
        cache = current
        return result
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let subviews = subviews
        let size = withCache(subviews) { cache in
            view.layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return CellSize(width: size.width.wholeCells, height: size.height.wholeCells)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let subviews = subviews
        placed = Array(repeating: false, count: subviews.count)
        let origin = boundsOrigin
        let bounds = CGRect(
            origin: CGPoint(x: CGFloat(origin.column), y: CGFloat(origin.row)), size: size.cgSize)
        withCache(subviews) { cache in
            view.layout.placeSubviews(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        for index in placed.indices where !placed[index] {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    override var stackAxis: Axis? { (view.layout as? any DirectionalLayout)?.axis }

    var boundsOrigin: CellPoint { absoluteOrigin }

    func subviewWasPlaced(at index: Int) {
        if index < placed.count {
            placed[index] = true
        }
    }
}
