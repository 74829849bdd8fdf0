/// The ellipse that fills the frame; one row high, a row of `●`.
///
/// ```swift
/// Ellipse().fill(.orange).frame(width: 12, height: 5)
/// ```
public struct Ellipse: Shape, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// An ellipse filling the frame (engine hook).
    public var _outline: _ShapeOutline { .ellipse }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
