/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public struct Rectangle: Shape, Hashable {
    /// Creates a rectangle.
    public init() {}

    /// Square corners (engine hook).
    public var _outline: _ShapeOutline { .rectangle }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
