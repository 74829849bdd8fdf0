/// The largest circle that fits in the frame, centred. A cell is about
/// twice as tall as it is wide, so the circle is two columns wide per row;
/// one row high, it is a `●`.
///
/// ```swift
/// Circle().fill(.green).frame(width: 1, height: 1)          // ●
/// Circle().stroke(.blue).frame(width: 8, height: 4)
/// ```
public struct Circle: Shape, Hashable {
    /// Creates a circle.
    public init() {}

    /// A centred circle (engine hook).
    public var _outline: _ShapeOutline { .circle }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
