import Foundation

/// A shape turned by an angle about an anchor: what ``Shape/rotation(_:anchor:)``
/// returns.
///
/// ```swift
/// Rectangle().rotation(.degrees(45)).fill(.orange).frame(width: 12, height: 6)   // a diamond
/// ```
///
/// The shape keeps its frame; its outline turns clockwise for a positive
/// angle, as in SwiftUI. A row counts as two columns while it turns, so a
/// shape that looks square turns as a square (a turn in raw cell units
/// would shear it). Drawn from its path: filled by cell centres, stroked
/// with `─ │ ╱ ╲`. Cost: that of the shape's path, plus O(elements).
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise when positive.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, turned.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .scaledBy(x: 1, y: 0.5)
            .rotated(by: angle.radians)
            .scaledBy(x: 1, y: 2)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.drawnPath(in: rect).applying(turn)
    }
}

extension RotatedShape: Equatable where Content: Equatable {}
extension RotatedShape: Hashable where Content: Hashable {}
