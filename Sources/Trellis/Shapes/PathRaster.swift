import Foundation

/// A ``Path`` as terminal cells: its curves flattened into lines, then the
/// cells whose centre is inside (a fill) or the cells each line passes
/// through (a stroke).
///
/// Worked example: the triangle (4.5, 0) → (9, 4) → (0, 4) in a frame 9
/// columns by 4 rows. A row's cell centres are at y + 0.5; at y 0.5 the
/// triangle spans x 3.94–5.06, so only the centre 4.5 (column 4) is inside;
/// at 1.5 it spans 2.81–6.19 (columns 3–5), at 2.5 1.69–7.31 (2–6), at 3.5
/// 0.56–8.44 (1–7):
///
/// ```
///     █            stroke:     ╱╱╲        ╲ down the right side, ─ along
///    ███                      ╱╱ ╲╲       the bottom, ╱ back up the left,
///   █████                    ╱╱   ╲╲      each line over the one before
///  ███████                  ─╱──────╲     (a row counts as two columns)
/// ```
///
/// Cost: O(cells × lines) to fill, O(length) to stroke.
struct PathRaster {
    /// The subpaths as polylines, with whether each was closed.
    let polylines: [(points: [CGPoint], isClosed: Bool)]

    init(_ path: Path) {
        var polylines: [(points: [CGPoint], isClosed: Bool)] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && closed) {
                polylines.append((points, closed))
            }
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                points = [point]
            case .line(let point):
                points.append(point)
            case .quadCurve(let to, let control):
                let from = points.last ?? to
                for step in 1...8 {
                    let t = CGFloat(step) / 8
                    let a = from.x + (control.x - from.x) * t
                    let b = from.y + (control.y - from.y) * t
                    let c = control.x + (to.x - control.x) * t
                    let d = control.y + (to.y - control.y) * t
                    points.append(CGPoint(x: a + (c - a) * t, y: b + (d - b) * t))
                }
            case .curve(let to, let control1, let control2):
                let from = points.last ?? to
                for step in 1...12 {
                    let t = CGFloat(step) / 12
                    let u = 1 - t
                    let x = u * u * u * from.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * to.x
                    let y = u * u * u * from.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * to.y
                    points.append(CGPoint(x: x, y: y))
                }
            case .closeSubpath:
                let start = points.first
                finish(closed: true)
                if let start {
                    points = [start]
                }
            }
        }
        finish(closed: false)
        self.polylines = polylines
    }

    /// The cells of a `width` × `height` frame whose centre is inside the
    /// path by the nonzero winding rule (the even-odd rule when `eoFill`),
    /// as (column, row) in the frame.
    func filledCells(width: Int, height: Int, eoFill: Bool = false) -> [(Int, Int)] {
        var cells: [(Int, Int)] = []
        for row in 0..<max(height, 0) {
            for column in 0..<max(width, 0) {
                let winding = winding(at: CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5))
                if eoFill ? winding % 2 != 0 : winding != 0 {
                    cells.append((column, row))
                }
            }
        }
        return cells
    }

    /// The winding number of the path around `point`; every subpath counts
    /// as closed.
    func winding(at point: CGPoint) -> Int {
        var winding = 0
        for polyline in polylines {
            let points = polyline.points
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ point: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    /// The cells each line of the path passes through in a `width` ×
    /// `height` frame, as (column, row, glyph), a later line's glyph over
    /// an earlier one's. A point on the frame's right or bottom edge counts
    /// in its last column or row; a point beyond the frame is not drawn.
    func strokedCells(width: Int, height: Int) -> [(Int, Int, Character)] {
        guard width > 0, height > 0 else { return [] }
        var cells: [(Int, Int, Character)] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first {
                points.append(first)
            }
            for (a, b) in zip(points, points.dropFirst()) {
                let glyph = Self.glyph(dx: b.x - a.x, dy: b.y - a.y)
                let steps = max(1, Int((max(abs(b.x - a.x), abs(b.y - a.y)) * 4).rounded(.up)))
                for step in 0...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    guard let column = Self.cell(a.x + (b.x - a.x) * t, count: width),
                        let row = Self.cell(a.y + (b.y - a.y) * t, count: height)
                    else { continue }
                    if let last = cells.last, last.0 == column, last.1 == row { continue }
                    cells.append((column, row, glyph))
                }
            }
        }
        return cells
    }

    /// The column (or row) of coordinate `value` in a frame `count` cells
    /// long: 2.5 is in cell 2, the far edge `count` in cell `count - 1`
    /// (half a cell past it too), anything else outside in none.
    private static func cell(_ value: CGFloat, count: Int) -> Int? {
        guard value >= -0.5, value < CGFloat(count) + 0.5 else { return nil }
        return min(max(Int(value.rounded(.down)), 0), count - 1)
    }

    /// `─`, `│`, `╲` or `╱` for a line going (`dx`, `dy`), a row counting
    /// as two columns.
    static func glyph(dx: CGFloat, dy: CGFloat) -> Character {
        let across = abs(dx)
        let down = abs(dy) * 2
        if down < across * 0.4 { return "─" }
        if across < down * 0.4 { return "│" }
        return (dx > 0) == (dy > 0) ? "╲" : "╱"
    }
}
