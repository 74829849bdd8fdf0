/// Where a grid puts one cell: its origin relative to its row, and the
/// proposal it is placed with (the size of its cell area).
///
/// Computed by ``GridLayout`` and handed to the row's node, which places
/// its cells with it.
struct GridCellPlacement: Equatable {
    /// The cell's origin relative to its row.
    var origin: CellPoint
    /// The cell's proposal: the width and height of its cell area.
    var proposal: CellProposal
}
