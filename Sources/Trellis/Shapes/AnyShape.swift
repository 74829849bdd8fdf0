import Foundation

/// A type-erased shape: any shape, drawn as that shape draws.
///
/// ```swift
/// let badge: AnyShape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// badge.fill(.red).frame(width: 2, height: 1)
/// ```
///
/// Cost: the wrapped shape, boxed once.
public struct AnyShape: Shape {
    private let shape: any Shape

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        self.shape = shape
    }

    /// The wrapped shape's outline (engine hook): a wrapped circle still
    /// draws as a circle.
    public var _outline: _ShapeOutline { shape._outline }

    /// The wrapped shape's path in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }
}
