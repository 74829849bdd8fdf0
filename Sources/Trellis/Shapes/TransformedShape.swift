import Foundation

/// A shape with an affine transform applied to its outline: what
/// ``Shape/transform(_:)`` returns.
///
/// ```swift
/// Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)).fill(.green)   // sheared
/// ```
///
/// The transform works in the frame's coordinates (a column one unit
/// wide, a row one unit high, from the frame's top-leading corner). Drawn
/// from its path. Cost: that of the shape's path, plus O(elements).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its outline.
    public var transform: CGAffineTransform

    /// `shape` with `transform` applied.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline in `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.drawnPath(in: rect).applying(transform)
    }
}

extension TransformedShape: Equatable where Content: Equatable {}
extension TransformedShape: Hashable where Content: Hashable {}
