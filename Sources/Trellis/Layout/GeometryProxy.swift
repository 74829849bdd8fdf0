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

    /// The reader's origin in the terminal, in cells.
    let globalOrigin: CellPoint

    /// The reader's frame in `coordinateSpace`: `.local` starts at (0, 0),
    /// `.global` is its place on the screen.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return CGRect(
                origin: CGPoint(x: CGFloat(globalOrigin.column), y: CGFloat(globalOrigin.row)), size: size)
        }
    }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A frame of reference for positions.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own space: its top-leading corner is (0, 0).
    case local
    /// The terminal: its top-leading cell is (0, 0).
    case global
}
