/// The size and position of a `GeometryReader`, for the views it builds.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) columns")
/// }
/// ```
public struct GeometryProxy: Sendable {
    /// The size the reader was given, in cells.
    public let size: CGSize

    /// The reader's origin on the screen and in the named spaces around it.
    let origins: CoordinateSpaceOrigins

    /// The reader's frame in `coordinateSpace`, in cells: `.local` starts
    /// at (0, 0), `.global` is its place on the screen, `.named(name)` its
    /// place in the nearest view around it named `name` (the screen when
    /// none is).
    ///
    /// ```swift
    /// let top = proxy.frame(in: .named("scroll")).minY    // negative once scrolled past
    /// ```
    ///
    /// The origins were found when the proxy was made. Cost: O(named
    /// spaces around the reader).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let origin = origins.origin(in: coordinateSpace)
        return CGRect(origin: CGPoint(x: CGFloat(origin.column), y: CGFloat(origin.row)), size: size)
    }

    /// The reader's frame in `coordinateSpace`: `.local`, `.global`,
    /// `.named(_:)`, `.scrollView` or `.scrollView(axis:)`.
    ///
    /// ```swift
    /// proxy.frame(in: .scrollView).minY
    /// ```
    ///
    /// As the form that takes a `CoordinateSpace`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that named `coordinateSpace`, in the reader's
    /// own space; `nil` when no view around the reader has that name.
    ///
    /// ```swift
    /// if let viewport = proxy.bounds(of: .scrollView) { … }    // minY: minus the reader's row in it
    /// ```
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = origins.space(named: coordinateSpace.name) else { return nil }
        return CGRect(
            x: CGFloat(-space.origin.column), y: CGFloat(-space.origin.row), width: CGFloat(space.size.width),
            height: CGFloat(space.size.height))
    }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
