/// A rectangle with rounded corners; its outline has rounded box corners
/// (`╭─╮`), whatever the radius.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 10, style: .continuous).stroke(.blue)
/// ```
public struct RoundedRectangle: Shape, Hashable {
    /// The corners' size in SwiftUI's points (their shape in a terminal does
    /// not depend on it).
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Rounded corners (engine hook).
    public var _outline: _ShapeOutline { .rounded }

    /// The shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize, style: style) }
    }
}

/// The curve of a rounded rectangle's corners; a terminal draws both alike.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// A smoother, continuous curve.
    case continuous
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
