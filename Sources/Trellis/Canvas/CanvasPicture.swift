/// What a canvas's renderer drew: the cells it painted, in order, in the
/// canvas's own coordinates. Kept by `CanvasNode` and drawn again at every
/// frame that draws the canvas, until the renderer runs again.
///
/// Every copy of a `GraphicsContext` the renderer makes paints into the
/// same picture, so a later mark covers an earlier one, as paint does:
///
/// ```
/// fill (0, 0, 3, 1) with .blue      marks  bg(0,0) bg(1,0) bg(2,0)
/// draw Text("a") at (1.5, 0.5)              glyph "a" (1,0)     →   [ ][a][ ]  on blue
/// ```
///
/// Cost: one mark per cell painted; drawing replays them, O(marks).
@MainActor
final class CanvasPicture {
    /// One painted cell.
    enum Mark {
        /// A background colour, keeping the glyph drawn there.
        case background(column: Int, row: Int, color: Color)
        /// A glyph of `width` 1 or 2 in `style`'s colours and attributes.
        case glyph(Grapheme, width: Int, column: Int, row: Int, style: Cell)
    }

    let width: Int
    let height: Int
    /// The environment the renderer runs in.
    let environment: EnvironmentValues
    private(set) var marks: [Mark] = []

    init(width: Int, height: Int, environment: EnvironmentValues) {
        self.width = width
        self.height = height
        self.environment = environment
    }

    /// Whether (`column`, `row`) is a cell of the canvas.
    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < width && row < height
    }

    func add(_ mark: Mark) {
        marks.append(mark)
    }

    /// Draws the marks with the canvas's top-leading cell at `origin`.
    func draw(at origin: CellPoint, in context: inout DrawContext) {
        for mark in marks {
            switch mark {
            case .background(let column, let row, let color):
                context.buffer.fill(
                    CellRect(column: origin.column + column, row: origin.row + row, width: 1, height: 1)
                        .intersection(context.clip),
                    with: context.styled(Cell(background: color)))
            case .glyph(let grapheme, let width, let column, let row, let style):
                context.buffer.put(
                    grapheme, width: width, at: origin.column + column, row: origin.row + row,
                    style: context.styled(style), clip: context.clip)
            }
        }
    }
}
