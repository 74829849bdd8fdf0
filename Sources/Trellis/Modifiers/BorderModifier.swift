extension View {
    /// Draws a box around the view with box-drawing characters in `color`.
    ///
    /// ```swift
    /// Text("framed").border(.blue)
    /// ```
    ///
    /// Unlike SwiftUI's, whose stroke covers the edge of the content, a
    /// terminal border takes a cell on each side: the view grows by two
    /// columns and two rows. A `width` below 0.5 draws no border.
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        modifier(_BorderLayout(style: .single, color: color, isVisible: width.wholeCells > 0))
    }

    /// Draws a box around the view in `style` (rounded corners, double or
    /// heavy lines), in `color` or the text colour.
    ///
    /// ```swift
    /// Text("panel").padding(.horizontal).border(.rounded)
    /// ```
    public func border(_ style: BorderStyle, color: Color? = nil) -> some View {
        modifier(_BorderLayout(style: style, color: color, isVisible: true))
    }
}

/// The characters a border is drawn with.
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// `┌─┐ │ └─┘`
    case single
    /// `╭─╮ │ ╰─╯`
    case rounded
    /// `╔═╗ ║ ╚═╝`
    case double
    /// `┏━┓ ┃ ┗━┛`
    case heavy

    /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    var characters: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .single: ("┌", "┐", "└", "┘", "─", "│")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        }
    }
}

/// Draws a box around the modified view.
public struct _BorderLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var style: BorderStyle
    var color: Color?
    var isVisible: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(BorderNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.border`: insets its content by one cell and draws the box.
@MainActor
final class BorderNode<Content: View>: ModifierNode<Content, _BorderLayout> {
    private var inset: Int { modifier.isVisible ? 1 : 0 }
    private var textStyle = TextEnvironment()

    override func mountContent() {
        textStyle = Evaluation.readEnvironment(for: self) { environment.text }
        super.mountContent()
    }

    override func readsDidChange() {
        dependenciesDidChange()
    }

    override func dependenciesDidChange() {
        let previous = textStyle
        textStyle = Evaluation.readEnvironment(for: self) { environment.text }
        if textStyle != previous {
            setNeedsDisplay()
        }
    }

    override func modifierDidUpdate(from old: _BorderLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    private func contentProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(width: proposal.width.map { $0 - 2 * inset }, height: proposal.height.map { $0 - 2 * inset })
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = super.measure(contentProposal(proposal))
        return CellSize(width: content.width + 2 * inset, height: content.height + 2 * inset)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let inner = CellSize(width: size.width - 2 * inset, height: size.height - 2 * inset)
        placeItems(in: inner, proposal: contentProposal(proposal), at: CellPoint(column: inset, row: inset))
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        let height = layout.size.height
        guard modifier.isVisible, width >= 2, height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = modifier.style.characters
        let cell = context.styled(
            Cell(foreground: modifier.color ?? textStyle.foreground, background: .clear, attributes: textStyle.attributes))
        let left = context.origin.column
        let top = context.origin.row
        func put(_ character: Character, _ column: Int, _ row: Int) {
            context.buffer.put(character, width: 1, at: column, row: row, style: cell, clip: context.clip)
        }
        put(topLeft, left, top)
        put(topRight, left + width - 1, top)
        put(bottomLeft, left, top + height - 1)
        put(bottomRight, left + width - 1, top + height - 1)
        for column in (left + 1)..<(left + width - 1) {
            put(horizontal, column, top)
            put(horizontal, column, top + height - 1)
        }
        for row in (top + 1)..<(top + height - 1) {
            put(vertical, left, row)
            put(vertical, left + width - 1, row)
        }
    }

    override var modifierName: String { "border" }
}
