import Foundation

#if !canImport(CoreGraphics)
extension CGPoint {
    /// The point moved by `transform`.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 2))   // (2, 4)
    /// ```
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size scaled and turned by `transform` (its translation ignored).
    ///
    /// ```swift
    /// CGSize(width: 8, height: 4).applying(CGAffineTransform(scaleX: 0.5, y: 0.5))   // 4 × 2
    /// ```
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(
            width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of `self` moved by
    /// `transform`.
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(translationX: 3, y: 0))   // x 3, 2 × 1
    /// ```
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
#endif
