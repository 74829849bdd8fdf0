/// A shape filled or stroked with a style: what `Shape.fill(_:)` and
/// `Shape.stroke(_:lineWidth:)` return (engine hook).
public struct _ShapeView: View, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Whether the shape is filled or outlined.
    enum Paint: Hashable {
        case fill
        case stroke(StrokeStyle)
    }

    let outline: _ShapeOutline
    let paint: Paint
    /// The style, or `nil` for the foreground style.
    let style: AnyShapeStyle?

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: _ShapeView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ShapeNode(view: view, inputs: inputs))
    }
}

/// The node of a shape: takes the space it is offered and draws the shape
/// in the colour its style resolves to in its environment.
@MainActor
final class ShapeNode: TypedNode<_ShapeView> {
    private var color: Color?
    /// The style's gradient, found when the style is set rather than at
    /// every draw.
    private var gradient: (any CellGradient)?

    override func needsUpdate(to newView: UnsafePointer<_ShapeView>) -> Bool { newView.pointee != view }

    override func mountContent() {
        color = resolvedColor()
        gradient = view.style.flatMap(cellGradient(of:))
    }

    override func reconcile() {
        color = resolvedColor()
        gradient = view.style.flatMap(cellGradient(of:))
        setNeedsDisplay()
    }

    override func dependenciesDidChange() {
        let previous = color
        color = resolvedColor()
        if color != previous {
            setNeedsDisplay()
        }
    }

    /// The style's colour, or the text colour; read in one evaluation so
    /// that a change of either draws the shape again.
    private func resolvedColor() -> Color? {
        let view = view
        return Evaluation.readEnvironment(for: self) {
            guard let style = view.style else { return environment.text.foreground }
            return style._color(in: environment, isFill: view.paint == .fill)
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        proposal.replacingUnspecified(with: .zero)
    }

    override func drawContent(in context: inout DrawContext) {
        guard color != .clear else { return }
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row, width: layout.size.width,
            height: layout.size.height)
        let outline = ShapeRaster(outline: view.outline, frame: frame)
        guard !outline.frame.isEmpty else { return }
        switch view.paint {
        case .fill: fill(outline, in: &context)
        case .stroke(let style): stroke(outline, style: style, in: &context)
        }
    }

    /// A colour of its own paints backgrounds, a gradient each cell in its
    /// colour there; the default colour draws `█`.
    private func fill(_ raster: ShapeRaster, in context: inout DrawContext) {
        if raster.isDot {
            put(raster.cells, "●", in: &context)
        } else if let gradient {
            let frame = raster.frame
            for (column, row) in raster.cells {
                let color = gradient.color(
                    column: column - frame.column, row: row - frame.row, width: frame.width, height: frame.height)
                context.buffer.fill(
                    CellRect(column: column, row: row, width: 1, height: 1).intersection(context.clip),
                    with: context.styled(Cell(background: color)))
            }
        } else if let color, color != .primary, color != .secondary {
            let cell = context.styled(Cell(background: color))
            for (column, row) in raster.cells {
                context.buffer.fill(
                    CellRect(column: column, row: row, width: 1, height: 1).intersection(context.clip), with: cell)
            }
        } else {
            put(raster.cells, "█", in: &context)
        }
    }

    private func stroke(_ raster: ShapeRaster, style: StrokeStyle, in context: inout DrawContext) {
        let frame = raster.frame
        if case .path(let custom) = view.outline {
            let path = custom.shape.path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
            let cells = PathRaster(path).strokedCells(width: frame.width, height: frame.height)
            put(cells.map { (frame.column + $0.0, frame.row + $0.1, $0.2) }, in: &context)
            return
        }
        let dashed = !style.dash.isEmpty
        let lines: (Character, Character, Character, Character, Character, Character) =
            switch (view.outline, style.lineWidth >= 2) {
            case (.rectangle, true): BorderStyle.heavy.characters
            case (.rectangle, false): BorderStyle.single.characters
            default: BorderStyle.rounded.characters
            }
        let horizontal: Character = dashed ? "╌" : lines.4
        let vertical: Character = dashed ? "╎" : lines.5
        let right = frame.column + frame.width - 1
        let bottom = frame.row + frame.height - 1
        var cells: [(Int, Int, Character)] = []
        if frame.height == 1 {
            cells = (frame.column...right).map { ($0, frame.row, horizontal) }
        } else if frame.width == 1 {
            cells = (frame.row...bottom).map { (frame.column, $0, vertical) }
        } else {
            cells = [
                (frame.column, frame.row, lines.0), (right, frame.row, lines.1),
                (frame.column, bottom, lines.2), (right, bottom, lines.3),
            ]
            for column in (frame.column + 1)..<right {
                cells.append((column, frame.row, horizontal))
                cells.append((column, bottom, horizontal))
            }
            for row in (frame.row + 1)..<bottom {
                cells.append((frame.column, row, vertical))
                cells.append((right, row, vertical))
            }
        }
        put(cells, in: &context)
    }

    /// Draws each cell's glyph in the shape's colour.
    private func put(_ cells: [(Int, Int, Character)], in context: inout DrawContext) {
        let cell = glyphStyle(in: context)
        for (column, row, character) in cells {
            context.buffer.put(character, width: 1, at: column, row: row, style: cell, clip: context.clip)
        }
    }

    private func put(_ cells: [(Int, Int)], _ character: Character, in context: inout DrawContext) {
        let cell = glyphStyle(in: context)
        for (column, row) in cells {
            context.buffer.put(character, width: 1, at: column, row: row, style: cell, clip: context.clip)
        }
    }

    /// A glyph in the colour, over what is behind; `.secondary` is faint.
    private func glyphStyle(in context: DrawContext) -> Cell {
        let faint = color == .secondary
        return context.styled(
            Cell(foreground: faint ? nil : color, background: .clear, attributes: faint ? .dim : []))
    }

    override var displayName: String { "Shape" }
}
