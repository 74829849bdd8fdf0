/// The screen's space, written `.global`: its top-leading cell is (0, 0).
///
/// ```swift
/// proxy.frame(in: .global).minY    // the row the view starts on
/// ```
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the screen's space.
    public init() {}

    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}
