extension View {
    /// Adds `length` cells of space on `edges` (1 cell when `length` is `nil`).
    ///
    /// ```swift
    /// Text("pad").padding()                       // one cell on every side
    /// Text("pad").padding(.horizontal, 2)         // two columns each side
    /// ```
    ///
    /// A terminal cell is large, so the default is one cell rather than
    /// SwiftUI's 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? 1)))
    }

    /// Adds `length` cells of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(.all, length)))
    }

    /// Adds `insets` around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }
}

/// Insets the modified view.
public struct _PaddingLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The space on each side.
    public var insets: EdgeInsets

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PaddingNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.padding`: proposes its content the space inside the insets
/// and takes the content's size plus the insets.
@MainActor
final class PaddingNode<Content: View>: ModifierNode<Content, _PaddingLayout> {
    override func modifierDidUpdate(from old: _PaddingLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    private func contentProposal(_ proposal: CellProposal) -> CellProposal {
        let insets = modifier.insets.cells
        return CellProposal(
            width: proposal.width.map { $0 - insets.leading - insets.trailing },
            height: proposal.height.map { $0 - insets.top - insets.bottom })
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let insets = modifier.insets.cells
        let content = super.measure(contentProposal(proposal))
        return CellSize(
            width: content.width + insets.leading + insets.trailing,
            height: content.height + insets.top + insets.bottom)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let insets = modifier.insets.cells
        let inner = CellSize(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        placeItems(in: inner, proposal: contentProposal(proposal), at: CellPoint(column: insets.leading, row: insets.top))
    }

    /// The content's guide, moved by the inset before it.
    override func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal) -> CGFloat? {
        guard let value = super.explicitAlignment(of: guide, proposal: contentProposal(proposal)) else { return nil }
        let insets = modifier.insets.cells
        return value + CGFloat(guide.axis == .horizontal ? insets.leading : insets.top)
    }

    override var modifierName: String { "padding" }
}
