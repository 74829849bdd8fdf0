import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Radii for each corner (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own. In cells, box-drawing
/// characters have one corner style per outline: it is drawn as a
/// ``RoundedRectangle`` (`╭─╮`) when any radius is above 0, as a
/// ``Rectangle`` (`┌─┐`) otherwise; its ``path(in:)`` has each corner.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8).stroke(.gray)   // ╭──╮ … ╰──╯
/// ```
public struct UnevenRoundedRectangle: Shape, Hashable {
    /// The corners' radii, in SwiftUI's points.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A rectangle with corners of `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner (0 by default).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// Rounded box corners when any radius is above 0, square ones
    /// otherwise (engine hook).
    public var _outline: _ShapeOutline {
        let radii = cornerRadii
        let isRounded = max(radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing) > 0
        return isRounded ? .rounded : .rectangle
    }

    /// The shape's outline in `rect`: its corners cut by their radii.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let radii = cornerRadii
        let topLeading = min(radii.topLeading, radius)
        let topTrailing = min(radii.topTrailing, radius)
        let bottomTrailing = min(radii.bottomTrailing, radius)
        let bottomLeading = min(radii.bottomLeading, radius)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing), control: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
            path.addQuadCurve(to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading), control: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
            path.addQuadCurve(to: CGPoint(x: rect.minX + topLeading, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
            path.closeSubpath()
        }
    }
}

/// The shape of the container a view is in; a terminal's containers are
/// rectangles with rounded box corners, so it draws as a
/// ``RoundedRectangle``.
public struct ContainerRelativeShape: Shape, Hashable {
    /// The container's shape.
    public init() {}

    /// Rounded corners (engine hook).
    public var _outline: _ShapeOutline { .rounded }

    /// The frame's rectangle.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}
