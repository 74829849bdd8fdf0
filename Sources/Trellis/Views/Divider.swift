/// A line that separates views: horizontal in a `VStack` (or outside any
/// stack), vertical in an `HStack`.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
///
/// Drawn with box-drawing characters (`─`, `│`) in the current text colour.
/// It spans the length its stack offers across its axis and is one cell thick.
public struct Divider: View, Equatable, Sendable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Divider, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(DividerNode(view: view, inputs: inputs))
    }
}

/// The node of a `Divider`.
@MainActor
final class DividerNode: TypedNode<Divider> {
    private lazy var isVertical = enclosingStackAxis == .horizontal
    private var style = TextEnvironment()

    override func needsUpdate(to newView: UnsafePointer<Divider>) -> Bool { false }

    override func enclosingStackAxisDidChange() {
        isVertical = enclosingStackAxis == .horizontal
        setNeedsLayout()
    }

    override func mountContent() {
        style = Evaluation.readEnvironment(for: self) { environment.text }
    }

    override func readsDidChange() {
        dependenciesDidChange()
    }

    override func dependenciesDidChange() {
        let previous = style
        style = Evaluation.readEnvironment(for: self) { environment.text }
        if style != previous {
            setNeedsDisplay()
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        isVertical
            ? CellSize(width: 1, height: proposal.height ?? 0) : CellSize(width: proposal.width ?? 0, height: 1)
    }

    override func drawContent(in context: inout DrawContext) {
        let cell = context.styled(Cell(foreground: style.foreground, background: .clear, attributes: style.attributes))
        let length = isVertical ? layout.size.height : layout.size.width
        for offset in 0..<length {
            let column = context.origin.column + (isVertical ? 0 : offset)
            let row = context.origin.row + (isVertical ? offset : 0)
            context.buffer.put(isVertical ? "│" : "─", width: 1, at: column, row: row, style: cell, clip: context.clip)
        }
    }
}
