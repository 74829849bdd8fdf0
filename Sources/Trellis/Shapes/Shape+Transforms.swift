import Foundation

/// SwiftUI's shape modifiers that make a new shape from a shape's path:
/// trimmed, turned, scaled, moved or transformed within the same frame.
///
/// ```swift
/// Circle().trim(from: 0, to: progress).stroke(.green).frame(width: 12, height: 6)   // a progress ring
/// Rectangle().rotation(.degrees(45)).fill(.orange).frame(width: 12, height: 6)      // a diamond
/// ```
///
/// The new shape is drawn from its path, as a custom shape is: filled by
/// cell centres, stroked with `─ │ ╱ ╲` by slope (not with the box
/// corners of the built-in shapes). A circle's path is taken from the
/// square of cells it is drawn in, so a trimmed or moved circle keeps the
/// circle's proportions.
extension Shape {
    /// The part of the outline between `startFraction` and `endFraction` of
    /// its length (a progress ring).
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.25).stroke(.blue).frame(width: 12, height: 6)
    /// ```
    ///
    /// A circle's outline starts at its trailing point and runs clockwise.
    /// Cost: O(elements of the path) each time it is drawn.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape turned by `angle` (clockwise when positive) about `anchor`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 2).rotation(.degrees(45)).fill(.orange)
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor`, in the same frame.
    ///
    /// ```swift
    /// Rectangle().scale(x: 0.5, y: 1).fill(.blue)   // half as wide, centred
    /// ```
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` both ways about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset`'s x and y within its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved `x` columns right and `y` rows down within its frame.
    ///
    /// ```swift
    /// Circle().offset(x: 4, y: 1).stroke(.gray)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape with `transform` applied to its outline.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The outline as it is drawn in cells: a circle's is the ellipse of
    /// the centred square of cells it is drawn in (`ShapeRaster`: as many
    /// rows as half its columns), any other shape's its `path(in:)`.
    ///
    /// Worked example: a circle in 10 × 3 cells is drawn in the square of
    /// 6 columns by 3 rows at columns 2–7, so its path is the ellipse in
    /// (2, 0, 6, 3) rather than the circle of diameter 3 `path(in:)` gives.
    func drawnPath(in rect: CGRect) -> Path {
        guard _outline == .circle else { return path(in: rect) }
        let rows = max(1, min(rect.height.rounded(.down), (rect.width / 2).rounded(.down)))
        let columns = min(rect.width, rows * 2)
        let square = CGRect(
            x: rect.minX + ((rect.width - columns) / 2).rounded(.down),
            y: rect.minY + ((rect.height - rows) / 2).rounded(.down), width: columns, height: rows)
        return Path(ellipseIn: square)
    }
}
