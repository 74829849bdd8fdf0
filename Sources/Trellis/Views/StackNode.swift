/// The node of a `VStack` or `HStack`: arranges its content's subviews with a
/// ``StackLayout``.
@MainActor
final class StackNode<Stack: StackContainer>: TypedNode<Stack> {
    private var stackLayout = StackLayout(axis: Stack.axis, spacing: 0)

    override func mountContent() {
        stackLayout = StackLayout(axis: Stack.axis, spacing: view.cellSpacing, alignment: view.crossAlignment)
        layout.stack = stackLayout
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if stackLayout.update(spacing: view.cellSpacing, alignment: view.crossAlignment) {
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        stackLayout.size(for: proposal, items: layoutItems)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        stackLayout.place(layoutItems, in: size, proposal: proposal)
    }

    override func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal) -> CGFloat? {
        stackLayout.explicitAlignment(of: guide, proposal: proposal, items: layoutItems)
    }

    override var stackAxis: Axis? { Stack.axis }
}
