/// A type-erased ``Layout``: switch between layouts without changing the
/// identity of the views they arrange.
///
/// ```swift
/// let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 1))
/// layout {
///     Editor()        // keeps its @State when the terminal is resized across size classes
///     Preview()
/// }
/// ```
///
/// An `if sizeClass == .compact { VStack { … } } else { HStack { … } }`
/// gives the content two identities, so resizing across the boundary
/// destroys its state and runs its lifecycle again; the container of an
/// `AnyLayout` is one view whatever layout it holds, so the content keeps
/// its identity, state and tasks and is only laid out again. When the
/// wrapped layout's type changes, its cache is made afresh. Cost: one
/// dynamic dispatch per layout call on top of the wrapped layout's own.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, made by the wrapped layout.
    public struct Cache {
        fileprivate var value: Any
        fileprivate var layoutType: ObjectIdentifier
    }

    private let box: any ErasedLayout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout: layout)
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        box.makeCache(subviews: subviews)
    }

    /// Updates the wrapped layout's cache, or makes a new one when the
    /// wrapped layout is of another type than the one that made it.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache, subviews: subviews)
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension AnyLayout: DirectionalLayout {
    var axis: Axis? { box.axis }
}

/// What ``AnyLayout`` calls on the layout it wraps.
@MainActor
private protocol ErasedLayout {
    var axis: Axis? { get }
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache)
}

/// A layout of a known type inside ``AnyLayout``.
private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var axis: Axis? { (layout as? any DirectionalLayout)?.axis }

    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
    }

    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
            cache = makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache.value = typed
    }

    /// Runs `body` on the typed cache, making one first if `cache` is another layout's.
    private func withTypedCache<Result>(
        _ cache: inout AnyLayout.Cache, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
    ) -> Result {
        if cache.layoutType != ObjectIdentifier(L.self) {
            cache = makeCache(subviews: subviews)
        }
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache.value = typed
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
        withTypedCache(&cache, subviews: subviews) { typed in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
    ) {
        withTypedCache(&cache, subviews: subviews) { typed in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}
