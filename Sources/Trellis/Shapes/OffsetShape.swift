import Foundation

/// A shape moved within its frame: what ``Shape/offset(x:y:)`` returns.
///
/// ```swift
/// Circle().offset(x: 4, y: 1).stroke(.gray).frame(width: 12, height: 6)
/// ```
///
/// The frame stays in place and the outline moves by whole or fractional
/// cells (columns to the right, rows down); what passes the frame is cut.
/// Drawn from its path. Cost: that of the shape's path, plus O(elements).
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved.
    public func path(in rect: CGRect) -> Path {
        shape.drawnPath(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: Equatable where Content: Equatable {}
extension OffsetShape: Hashable where Content: Hashable {}
