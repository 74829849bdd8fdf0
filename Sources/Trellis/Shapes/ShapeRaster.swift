import Foundation

/// The cells a shape covers in its frame.
///
/// Worked example: a `Circle` in a frame 10 columns by 3 rows. A cell is
/// about twice as tall as wide, so the circle's diameter is the smaller of
/// the height (3 rows) and half the width (5): 3 rows, 6 columns, centred
/// at columns 2–7. A cell is inside when its centre is inside the ellipse
/// of semi-axes 3 columns and 1.5 rows: in row 0 the centre is 0.67 of the
/// vertical semi-axis from the middle, so only cells within 0.75 of the
/// horizontal one are inside (columns 1–4 of the square):
///
/// ```
/// .####.      row 0
/// ######      row 1
/// .####.      row 2
/// ```
///
/// (drawn here over the 6 × 3 square; the frame's other columns stay
/// empty). A shape one row high has no room for a curve: an ellipse is a
/// row of `●`, a circle a single `●` (``isDot``). A custom shape's cells
/// are those of its path (``PathRaster``). Cost: O(width × height).
@MainActor
struct ShapeRaster {
    /// The part of the frame the shape is drawn in: a circle's centred
    /// square, the whole frame otherwise.
    let frame: CellRect
    /// Whether the shape is drawn as `●` glyphs (a round shape one row high).
    let isDot: Bool
    /// The cells inside the shape, as (column, row).
    let cells: [(Int, Int)]

    init(outline: _ShapeOutline, frame: CellRect) {
        var frame = frame
        if outline == .circle, frame.width > 0, frame.height > 0 {
            let rows = max(1, min(frame.height, frame.width / 2))
            let columns = min(frame.width, rows * 2)
            frame = CellRect(
                column: frame.column + (frame.width - columns) / 2, row: frame.row + (frame.height - rows) / 2,
                width: columns, height: rows)
            if rows == 1 {
                frame = CellRect(column: frame.column + (columns - 1) / 2, row: frame.row, width: 1, height: 1)
            }
        }
        self.frame = frame
        let round = outline == .circle || outline == .ellipse
        isDot = round && frame.height == 1
        var cells: [(Int, Int)] = []
        guard frame.width > 0, frame.height > 0 else {
            self.cells = cells
            return
        }
        if case .path(let custom) = outline {
            let path = custom.shape.path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
            self.cells = PathRaster(path).filledCells(width: frame.width, height: frame.height).map {
                (frame.column + $0.0, frame.row + $0.1)
            }
            return
        }
        cells.reserveCapacity(frame.width * frame.height)
        let radiusX = Double(frame.width) / 2
        let radiusY = Double(frame.height) / 2
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                if round, !isDot {
                    let x = (Double(column) + 0.5 - radiusX) / radiusX
                    let y = (Double(row) + 0.5 - radiusY) / radiusY
                    guard x * x + y * y <= 1 else { continue }
                }
                cells.append((frame.column + column, frame.row + row))
            }
        }
        self.cells = cells
    }
}
