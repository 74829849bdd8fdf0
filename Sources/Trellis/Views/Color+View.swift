/// A colour is a view that fills the space it is offered with its colour
/// (none when asked for its ideal size).
///
/// ```swift
/// Color.blue.frame(width: 20, height: 3)
/// ZStack { Color.black; Text("on black").foregroundStyle(.white) }
/// ```
extension Color: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Color, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ColorNode(view: view, inputs: inputs))
    }
}

/// The node of a `Color` view: fills its frame.
@MainActor
final class ColorNode: TypedNode<Color> {
    override func needsUpdate(to newView: UnsafePointer<Color>) -> Bool { newView.pointee != view }

    override func reconcile() {
        setNeedsLayout()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        proposal.replacingUnspecified(with: .zero)
    }

    override func drawContent(in context: inout DrawContext) {
        guard view != .clear else { return }
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row, width: layout.size.width,
            height: layout.size.height)
        context.buffer.fill(frame.intersection(context.clip), with: context.styled(Cell(background: view)))
    }
}
