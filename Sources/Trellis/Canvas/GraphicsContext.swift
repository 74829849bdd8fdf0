import Foundation

/// What a ``Canvas``'s renderer draws with: paths filled and stroked,
/// text and images placed, under a transform, an opacity and clip shapes.
///
/// ```swift
/// Canvas { context, size in
///     let bars: [Double] = [3, 5, 2, 6]
///     for (index, value) in bars.enumerated() {
///         let bar = CGRect(x: Double(index) * 3, y: size.height - value, width: 2, height: value)
///         context.fill(Path(bar), with: .color(.blue))
///     }
///     context.draw(Text("Sales"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
/// }
/// ```
///
/// Coordinates are cells: x counts columns, y rows, from the canvas's
/// top-leading corner. A fill paints the cells whose centre is inside the
/// path (by `FillStyle`'s rule): a colour paints their background, the
/// default colour (`.foreground`, `.primary`) draws `█`. A stroke draws
/// `─ │ ╱ ╲` by each line's slope in the cells the line passes through,
/// whatever its width or dash. A later operation covers an earlier one.
///
/// The context is a value with its own state — ``transform``,
/// ``opacity``, clip shapes — and a shared destination: change a copy's
/// state to draw part of the picture differently. The transform moves
/// paths, gradients and where text is placed; text itself is never turned
/// or scaled. An opacity below 1 mixes colours towards black
/// (`Color.opacity(_:)`), 0 draws nothing. Cost: a fill is O(cells of the
/// canvas × path elements), a stroke O(path length), a text O(characters).
@MainActor
public struct GraphicsContext {
    /// The picture every copy draws into.
    let picture: CanvasPicture
    /// The cells the clip shapes leave, row by row; `nil` for every cell.
    private var clipMask: [Bool]?

    /// The transform applied to what is drawn from now on.
    ///
    /// ```swift
    /// context.transform = CGAffineTransform(translationX: 4, y: 2)
    /// ```
    public var transform: CGAffineTransform = .identity

    /// How opaque what is drawn from now on is, from 0 (nothing is drawn)
    /// to 1.
    public var opacity: Double = 1

    init(picture: CanvasPicture) {
        self.picture = picture
    }

    /// The environment the canvas is drawn in: reading a value here makes
    /// the canvas draw again when it changes.
    public var environment: EnvironmentValues { picture.environment }

    /// The smallest rectangle, in the canvas's coordinates, holding every
    /// cell the clip shapes leave.
    public var clipBoundingRect: CGRect {
        guard let clipMask else {
            return CGRect(x: 0, y: 0, width: picture.width, height: picture.height)
        }
        var (minColumn, minRow, maxColumn, maxRow) = (Int.max, Int.max, Int.min, Int.min)
        for index in clipMask.indices where clipMask[index] {
            let (row, column) = index.quotientAndRemainder(dividingBy: picture.width)
            (minColumn, minRow) = (min(minColumn, column), min(minRow, row))
            (maxColumn, maxRow) = (max(maxColumn, column), max(maxRow, row))
        }
        guard minColumn <= maxColumn else { return .null }
        return CGRect(x: minColumn, y: minRow, width: maxColumn - minColumn + 1, height: maxRow - minRow + 1)
    }

    /// Moves what is drawn from now on by (`x`, `y`): `transform =
    /// transform.translatedBy(x: x, y: y)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn from now on by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Turns what is drawn from now on by `angle` about the origin,
    /// clockwise when positive: `transform = transform.rotated(by:
    /// angle.radians)`. The units are cells, so a turn shears what a row
    /// (twice as tall as a column is wide) makes look square.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits what is drawn from now on to the cells whose centre is inside
    /// `path` (moved by the transform), or outside it with the `.inverse`
    /// option; clips add up.
    ///
    /// ```swift
    /// context.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
    /// ```
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var inside = [Bool](repeating: false, count: picture.width * picture.height)
        for (column, row) in PathRaster(path.applying(transform))
            .filledCells(width: picture.width, height: picture.height, eoFill: style.isEOFilled)
        {
            inside[row * picture.width + column] = true
        }
        let inverse = options.contains(.inverse)
        var mask = clipMask ?? [Bool](repeating: true, count: inside.count)
        for index in mask.indices {
            mask[index] = mask[index] && inside[index] != inverse
        }
        clipMask = mask
    }

    /// Runs `content` with a copy of this context: what it changes of the
    /// state (transform, opacity, clips) ends with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Paints the cells whose centre is inside `path` with `shading`.
    ///
    /// ```swift
    /// context.fill(Path(CGRect(x: 2, y: 1, width: 3, height: 4)), with: .color(.blue))
    /// ```
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard opacity > 0 else { return }
        let cells = PathRaster(path.applying(transform))
            .filledCells(width: picture.width, height: picture.height, eoFill: style.isEOFilled)
            .filter(isDrawable)
        let color = shading.painter(for: self, cells: cells, isFill: true)
        for (column, row) in cells {
            switch color(column, row) {
            case .clear: continue
            case let painted? where painted != .primary && painted != .secondary:
                picture.add(.background(column: column, row: row, color: painted))
            case let painted:
                picture.add(.glyph(Grapheme("█"), width: 1, column: column, row: row, style: glyphStyle(painted)))
            }
        }
    }

    /// Draws `path`'s lines with `─ │ ╱ ╲` in `shading`; the line width is
    /// accepted (a line is one cell wide).
    ///
    /// ```swift
    /// context.stroke(sparkline, with: .color(.green), lineWidth: 2)
    /// ```
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `path`'s lines with `─ │ ╱ ╲` in `shading`; the style is
    /// accepted.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard opacity > 0 else { return }
        let cells = PathRaster(path.applying(transform))
            .strokedCells(width: picture.width, height: picture.height)
            .filter { isDrawable($0.0, $0.1) }
        let color = shading.painter(for: self, cells: cells.map { ($0.0, $0.1) }, isFill: false)
        for (column, row, glyph) in cells {
            let painted = color(column, row)
            guard painted != .clear else { continue }
            picture.add(.glyph(Grapheme(glyph), width: 1, column: column, row: row, style: glyphStyle(painted)))
        }
    }

    /// Whether a cell is on the canvas and inside the clip shapes.
    func isDrawable(_ column: Int, _ row: Int) -> Bool {
        guard picture.contains(column: column, row: row) else { return false }
        return clipMask?[row * picture.width + column] ?? true
    }

    /// A glyph's style in `color` (`.secondary` faint), over what is behind.
    func glyphStyle(_ color: Color?) -> Cell {
        let faint = color == .secondary
        return Cell(foreground: faint ? nil : color, background: .clear, attributes: faint ? .dim : [])
    }

    /// `color` at the context's opacity.
    func faded(_ color: Color?) -> Color? {
        guard opacity < 1 else { return color }
        return (color ?? .primary).opacity(opacity)
    }
}
