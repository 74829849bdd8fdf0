/// What a view tells the grid it is a cell of: how many columns it spans,
/// its column's horizontal alignment, and the axes on which it does not
/// size its column or row.
///
/// Written by the grid-cell modifiers (``View/gridCellColumns(_:)``,
/// ``View/gridColumnAlignment(_:)``, ``View/gridCellUnsizedAxes(_:)``) and
/// read by ``GridLayout`` from each cell's chain of modifiers. A `nil` field
/// is unset; when the same trait is written twice, the outermost modifier
/// wins:
///
/// ```
/// Text("a").gridCellColumns(2).gridCellColumns(3)   // spans 3 columns
/// ```
struct GridCellTraits: Equatable {
    /// The number of columns the cell spans.
    var columns: Int?
    /// The horizontal alignment of the cell's column.
    var columnAlignment: HorizontalAlignment?
    /// The axes on which the cell takes its column's or row's size instead
    /// of sizing it.
    var unsizedAxes: Axis.Set?

    /// Fills the unset fields from `inner`, the traits of a modifier inside
    /// the ones read so far.
    mutating func merge(_ inner: GridCellTraits) {
        columns = columns ?? inner.columns
        columnAlignment = columnAlignment ?? inner.columnAlignment
        unsizedAxes = unsizedAxes ?? inner.unsizedAxes
    }

    /// The traits of `cell`: merged from the grid-cell modifiers along the
    /// chain of nodes that stand for it (modifiers, custom views), outermost
    /// first. Cost: O(length of the chain).
    @MainActor
    init(of cell: ViewNode) {
        var node: ViewNode? = cell
        while let current = node {
            if let writer = current as? any GridCellTraitsProviding {
                merge(writer.gridCellTraits)
            }
            node = current.forwardsTraits ? current.children.first : nil
        }
    }

    init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, unsizedAxes: Axis.Set? = nil) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.unsizedAxes = unsizedAxes
    }
}
