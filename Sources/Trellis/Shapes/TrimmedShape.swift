import Foundation

/// The part of a shape's outline between two fractions of its length: what
/// ``Shape/trim(from:to:)`` returns (engine hook, named as SwiftUI names it).
///
/// Drawn from the trimmed path (`Path.trimmedPath(from:to:)`): a stroke
/// draws that stretch of the outline with `─ │ ╱ ╲`, a fill the region it
/// closes. Cost: that of the shape's path, plus O(elements).
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the drawn stretch starts, from 0 (the path's start) to 1.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// `shape` between `startFraction` and `endFraction` of its outline.
    public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The stretch of the shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.drawnPath(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension _TrimmedShape: Equatable where Content: Equatable {}
extension _TrimmedShape: Hashable where Content: Hashable {}
