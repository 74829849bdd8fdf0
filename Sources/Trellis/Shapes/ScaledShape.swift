import Foundation

/// A shape grown or shrunk about an anchor within its frame: what
/// ``Shape/scale(x:y:anchor:)`` returns.
///
/// ```swift
/// Circle().scale(0.5).fill(.blue).frame(width: 12, height: 6)   // half as big, centred
/// ```
///
/// The frame stays as it is; a factor of 0.5 halves the outline, 2
/// doubles it (what passes the frame is cut). Drawn from its path. Cost:
/// that of the shape's path, plus O(elements).
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .scaledBy(x: scale.width, y: scale.height)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.drawnPath(in: rect).applying(transform)
    }
}

extension ScaledShape: Equatable where Content: Equatable {}
extension ScaledShape: Hashable where Content: Hashable {}
