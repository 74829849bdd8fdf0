/// The node of a `GridRow`.
///
/// In a grid, the grid's layout sizes and places the row: the grid hands
/// the row the places of its cells (``gridCellPlacements``) before placing
/// it across the whole grid, and the row places each cell there. Outside a
/// grid the row is an `HStack` (spacing 1, its alignment or centred), with
/// a ``StackLayout`` created on first use.
@MainActor
final class GridRowNode<Content: View>: TypedNode<GridRow<Content>>, GridRowProviding {
    private var alignment: VerticalAlignment?
    var gridCellPlacements: [GridCellPlacement]?

    var gridRowAlignment: VerticalAlignment? { alignment }

    override func mountContent() {
        alignment = view.alignment
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if view.alignment != alignment {
            alignment = view.alignment
            _ = layout.stack?.update(spacing: Self.stackSpacing, alignment: stackAlignment)
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
    }

    private static var stackSpacing: Int { 1 }

    private var stackAlignment: AlignmentKey { (alignment ?? .center).key }

    /// The stack the row is outside a grid.
    private var stack: StackLayout {
        if let stack = layout.stack {
            return stack
        }
        let stack = StackLayout(axis: .horizontal, spacing: Self.stackSpacing, alignment: stackAlignment)
        layout.stack = stack
        return stack
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        if gridCellPlacements != nil {
            return proposal.replacingUnspecified(with: .zero)
        }
        return stack.size(for: proposal, items: layoutItems)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        guard let placements = gridCellPlacements else {
            stack.place(layoutItems, in: size, proposal: proposal)
            return
        }
        for (cell, placement) in zip(layoutItems, placements) {
            cell.place(at: placement.origin, proposal: placement.proposal)
        }
    }

    /// A `Divider` in a row is vertical, a `Spacer` horizontal, in a grid
    /// or not.
    override var stackAxis: Axis? { .horizontal }
}
