/// A rectangle of whole terminal cells: the geometry the layout engine,
/// the buffers and the writer share. Public lengths are `CGFloat`; they are
/// rounded to cells (`CGFloat.wholeCells`) on their way in.
///
/// ```
/// CellRect(column: 2, row: 1, width: 3, height: 2)   covers columns 2–4 of rows 1–2
/// ```
struct CellRect: Hashable, Sendable, CustomStringConvertible {
    var column: Int
    var row: Int
    var width: Int
    var height: Int

    init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle at the origin with `width` × `height` cells.
    init(width: Int, height: Int) {
        self.init(column: 0, row: 0, width: width, height: height)
    }

    /// The top-leading cell.
    var origin: CellPoint { CellPoint(column: column, row: row) }
    /// The width and height.
    var size: CellSize { CellSize(width: width, height: height) }

    /// The column just right of the rectangle.
    var maxColumn: Int { column + width }
    /// The row just below the rectangle.
    var maxRow: Int { row + height }
    /// Whether the rectangle covers no cell.
    var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells both rectangles cover (empty when they do not meet).
    func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return CellRect(column: left, row: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle that covers both.
    func union(_ other: CellRect) -> CellRect {
        let left = min(column, other.column)
        let top = min(row, other.row)
        return CellRect(
            column: left, row: top, width: max(maxColumn, other.maxColumn) - left,
            height: max(maxRow, other.maxRow) - top)
    }

    /// Whether the cell at (`column`, `row`) is inside.
    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < maxColumn && row >= self.row && row < maxRow
    }

    /// The rectangle moved by `columns` and `rows`.
    func offsetBy(columns: Int, rows: Int) -> CellRect {
        CellRect(column: column + columns, row: row + rows, width: width, height: height)
    }

    var description: String { "(\(column), \(row)) \(width)×\(height)" }
}
