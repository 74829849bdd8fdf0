/// The view's own space, written `.local`: its top-leading corner is (0, 0).
///
/// ```swift
/// DragGesture(coordinateSpace: .local)
/// ```
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the view's own space.
    public init() {}

    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}
