/// A size in whole terminal cells.
struct CellSize: Hashable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    static let zero = CellSize(width: 0, height: 0)

    /// The size's length along `axis`.
    func length(along axis: Axis) -> Int {
        axis == .horizontal ? width : height
    }

    /// A size from its lengths along `axis` and across it.
    init(main: Int, cross: Int, axis: Axis) {
        self = axis == .horizontal ? CellSize(width: main, height: cross) : CellSize(width: cross, height: main)
    }

    /// The size in points, for the public layout API.
    var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }

    var description: String { "\(width)×\(height)" }
}

/// A position in whole terminal cells, relative to some origin.
struct CellPoint: Hashable, Sendable {
    var column: Int
    var row: Int

    static let zero = CellPoint(column: 0, row: 0)

    /// The coordinate along `axis`: the column for horizontal, the row for vertical.
    func length(along axis: Axis) -> Int {
        axis == .horizontal ? column : row
    }

    static func + (lhs: CellPoint, rhs: CellPoint) -> CellPoint {
        CellPoint(column: lhs.column + rhs.column, row: lhs.row + rhs.row)
    }
}
