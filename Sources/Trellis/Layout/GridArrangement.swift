/// One computed arrangement of a grid for one proposal: the width and
/// offset of each column, the height and offset of each row, and the
/// grid's size.
///
/// Computed by ``GridLayout``; the grid's node keeps a few, one per recent
/// proposal, until anything inside the grid changes.
struct GridArrangement {
    /// The proposal this arrangement answers.
    let proposal: CellProposal
    /// Each column's width.
    var columnWidths: [Int] = []
    /// Each column's leading edge, from the grid's.
    var columnOffsets: [Int] = []
    /// Each row's height.
    var rowHeights: [Int] = []
    /// Each row's top edge, from the grid's.
    var rowOffsets: [Int] = []
    /// The grid's size.
    var size = CellSize.zero

    init(proposal: CellProposal) {
        self.proposal = proposal
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    func width(fromColumn column: Int, span: Int, spacing: Int) -> Int {
        var width = spacing * (span - 1)
        for index in column..<(column + span) {
            width += columnWidths[index]
        }
        return width
    }
}
