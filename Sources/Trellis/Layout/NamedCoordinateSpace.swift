/// A space a view named, written `.named(_:)`, `.scrollView` or
/// `.scrollView(axis:)`.
///
/// ```swift
/// ScrollView { Header() }
///     .coordinateSpace(.named("scroll"))
/// ```
///
/// `.coordinateSpace(_:)` gives a view's space this name; views inside it
/// read their positions in it with `GeometryProxy.frame(in:)` and the
/// gestures' `coordinateSpace:`. Every scroll view also gives its
/// viewport's space the name `.scrollView`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    /// The name: a user's value, or the scroll view's own.
    let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
