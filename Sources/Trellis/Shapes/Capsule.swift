/// A rectangle whose short sides are half circles; drawn like a rounded
/// rectangle.
///
/// ```swift
/// Text("NEW").padding(.horizontal).background(Capsule().fill(.green))
/// ```
public struct Capsule: Shape, Hashable {
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// Rounded ends (engine hook).
    public var _outline: _ShapeOutline { .rounded }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
}
