/// The node of a `Grid`: sizes its columns and rows and places its cells
/// with a ``GridLayout``.
///
/// Owns the layout it reads from its subviews and the arrangements it
/// computed for recent proposals; both are dropped when anything inside
/// the grid changes (``layoutWillInvalidate()``), so the next layout pass
/// reads the rows again and measures every cell (from the cells' size
/// caches, so only changed cells compute).
@MainActor
final class GridNode<Content: View>: TypedNode<Grid<Content>> {
    private var alignment = Alignment.center
    private var horizontalSpacing = 1
    private var verticalSpacing = 0
    private var gridLayout: GridLayout?
    /// Arrangements for the most recent proposals, the latest last.
    private var arrangements: [GridArrangement] = []

    /// The number of arrangements kept: a parent stack probes with a zero,
    /// an unlimited and an offered length.
    private static var arrangementLimit: Int { 3 }

    override func mountContent() {
        readParameters()
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if view.alignment != alignment || view.cellHorizontalSpacing != horizontalSpacing
            || view.cellVerticalSpacing != verticalSpacing
        {
            readParameters()
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
    }

    private func readParameters() {
        alignment = view.alignment
        horizontalSpacing = view.cellHorizontalSpacing
        verticalSpacing = view.cellVerticalSpacing
    }

    override func layoutWillInvalidate() {
        gridLayout = nil
        arrangements.removeAll(keepingCapacity: true)
    }

    /// The layout of the current subviews, read once per change.
    private var currentLayout: GridLayout {
        if let gridLayout {
            return gridLayout
        }
        let read = GridLayout(
            items: layoutItems, alignment: alignment, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
        gridLayout = read
        return read
    }

    private func arrangement(for proposal: CellProposal) -> GridArrangement {
        if let arrangement = arrangements.last(where: { $0.proposal == proposal }) {
            return arrangement
        }
        let arrangement = currentLayout.arrangement(for: proposal)
        if arrangements.count == Self.arrangementLimit {
            arrangements.removeFirst()
        }
        arrangements.append(arrangement)
        return arrangement
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        arrangement(for: proposal).size
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        currentLayout.place(arrangement(for: proposal))
    }

    /// A `Divider` outside any row is horizontal, a `Spacer` vertical.
    override var stackAxis: Axis? { .vertical }
}
