/// A type that arranges a collection of subviews: your own container, laid
/// out in whole terminal cells with SwiftUI's two steps.
///
/// ```swift
/// struct Columns: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX
///         for subview in subviews {
///             subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///             x += subview.sizeThatFits(.unspecified).width
///         }
///     }
/// }
///
/// Columns { Text("a"); Text("bc") }   // "abc"
/// ```
///
/// The parent proposes a size and asks ``sizeThatFits(proposal:subviews:cache:)``
/// (perhaps several times, with different proposals); it then gives the
/// container its bounds and ``placeSubviews(in:proposal:subviews:cache:)``
/// places every subview with ``LayoutSubview/place(at:anchor:proposal:)``.
/// A subview left unplaced is centred in the bounds at its ideal size.
///
/// Lengths are `CGFloat`, as in SwiftUI, and count cells: the sizes a
/// layout returns and the positions it gives are rounded to whole cells
/// (halves away from zero), and an unlimited proposal arrives as
/// `.infinity`. `bounds` is in the terminal's coordinates (its origin is the
/// container's position on screen).
///
/// The engine caches a container's size per proposal and calls the layout
/// again only when the layout value, a subview or the proposal changed;
/// ``makeCache(subviews:)`` and ``updateCache(_:subviews:)`` let a layout
/// keep its own work between calls. `VStackLayout`, `HStackLayout` and
/// `ZStackLayout` are the built-in stacks as layouts.
@MainActor
public protocol Layout {
    /// Storage a layout keeps between calls; `Void` when it keeps nothing.
    associatedtype Cache = Void

    /// The proxies of a layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Creates the cache, before the first call that needs it.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed.
    /// The default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds`, a size this layout returned for
    /// `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// A layout without a cache needs none made.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// A container that arranges `content`'s views with this layout.
    ///
    /// ```swift
    /// Columns { Text("a"); Text("b") }
    /// ```
    ///
    /// The container's subviews are the views `content` lists (a `ForEach`
    /// gives one per element; custom views give what their bodies list).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}
