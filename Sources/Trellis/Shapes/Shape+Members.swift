import Foundation

/// SwiftUI's shorthand for the built-in shapes, where a shape is expected:
///
/// ```swift
/// Text("Tag").padding(.horizontal, 1).background(.blue, in: .capsule)
/// Image(systemName: "person").clipShape(.circle)
/// Text("Card").clipShape(.rect(cornerRadius: 8))
/// ```
extension Shape where Self == RoundedRectangle {
    /// A ``RoundedRectangle`` with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// An ``UnevenRoundedRectangle`` with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// An ``UnevenRoundedRectangle`` with a radius per corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A ``Capsule`` with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// A ``ContainerRelativeShape``.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape {
    /// The shape inset by `amount` on every side: accepted, the shape
    /// fills its frame (pad the view to inset it in cells). Cost: none.
    public func inset(by amount: CGFloat) -> Self {
        self
    }
}

extension _ShapeView {
    /// The filled shape with its outline drawn over it in `content`.
    ///
    /// ```swift
    /// Circle().fill(.yellow).stroke(.orange, lineWidth: 1)
    /// ```
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> some View {
        ZStack {
            self
            _ShapeView(outline: outline, paint: .stroke(StrokeStyle(lineWidth: lineWidth)), style: AnyShapeStyle(content))
        }
    }

    /// The filled shape with its outline drawn over it in `content`, in `style`.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> some View {
        ZStack {
            self
            _ShapeView(outline: outline, paint: .stroke(style), style: AnyShapeStyle(content))
        }
    }

    /// The filled shape with its outline drawn inside its frame in
    /// `content`: in cells, the same as ``stroke(_:lineWidth:)``.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }
}
