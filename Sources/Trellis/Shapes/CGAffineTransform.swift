import Foundation

#if !canImport(CoreGraphics)
/// A 2D affine transform, as Core Graphics names it: Linux's Foundation has
/// no `CGAffineTransform`, so Trellis provides it (where Core Graphics
/// exists, its own is used) for `Path.applying(_:)`,
/// `Shape.transform(_:)` and a canvas's `GraphicsContext.transform`.
///
/// ```swift
/// let transform = CGAffineTransform(translationX: 4, y: 1).rotated(by: .pi / 2)
/// CGPoint(x: 1, y: 0).applying(transform)   // (4, 2)
/// ```
///
/// A point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty). In Trellis's
/// coordinates (a column one unit wide, a row one unit high, y growing
/// downwards) a positive rotation turns clockwise on screen, as in SwiftUI.
/// `t.translatedBy(x:y:)`, `scaledBy(x:y:)` and `rotated(by:)` apply their
/// step first, then `t`. Cost: O(1) for every operation.
public struct CGAffineTransform: Hashable, Sendable {
    /// The factor of x in the new x.
    public var a: CGFloat
    /// The factor of x in the new y.
    public var b: CGFloat
    /// The factor of y in the new x.
    public var c: CGFloat
    /// The factor of y in the new y.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A transform of the six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A transform that moves every point by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin.
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (cos(angle), sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// `self`, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`tx`, `ty`), then `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`), then `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes `self`; `self` when it cannot be undone
    /// (its determinant is 0), as in Core Graphics.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
#endif
