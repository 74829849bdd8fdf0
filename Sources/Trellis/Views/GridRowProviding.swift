/// A node that is a row of an enclosing grid: the node of a ``GridRow``.
///
/// The grid's node finds its rows among its subviews through this protocol
/// (the row's node is generic over its content), reads each row's cells and
/// alignment, and hands each row the places of its cells before placing it.
@MainActor
protocol GridRowProviding: ViewNode {
    /// The vertical alignment of the row's cells, or `nil` for the grid's.
    var gridRowAlignment: VerticalAlignment? { get }

    /// Where the row's cells go, in the order of its subviews, relative to
    /// the row; set by the enclosing grid before it places the row, `nil`
    /// for a row outside any grid.
    var gridCellPlacements: [GridCellPlacement]? { get set }
}
