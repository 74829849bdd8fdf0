/// The layout of a `Grid`: its rows and cells, read from the graph, and the
/// algorithm that sizes its columns and rows and places its cells.
///
/// Built by the grid's node from its subviews when it needs an arrangement,
/// and dropped when anything inside the grid changes. Each subview is a
/// row: a ``GridRowProviding`` node (found through the modifiers that stand
/// for it) gives one cell per subview of its own; any other view is a row
/// of one cell spanning every column. Cells take columns left to right,
/// each as many as its ``GridCellTraits/columns`` (at least 1); the grid has
/// as many columns as its longest row.
///
/// **Columns.** With no proposed width, each column takes the widest ideal
/// width among its one-column cells. With a proposed width, the width left
/// after the spacing is shared among the columns as ``StackLayout`` shares
/// it among subviews: a column answers an offer with the widest of its
/// one-column cells for that offer; columns are offered space by layout
/// priority (the highest of their cells'), then from the least flexible to
/// the most, each an equal share of what remains.
///
/// **Spanning cells.** Then, in row order, each cell spanning several
/// columns (and each view outside a row, which spans them all) is offered
/// the width of its columns plus the width the grid still leaves unused
/// (its ideal width with no proposed width). When it takes more than its
/// columns, the difference is split equally among them, the remainder one
/// column each from the leading one.
///
/// ```
/// Grid proposed 20×nil, spacing 1, rows:
///   GridRow { Text("Name"); Text("Qty"); Color.blue }
///   GridRow { Text("Ann");  Text("12") }
///   Text("Total: 3 items")              (outside a row: spans the 3 columns)
/// available 20 − 2 = 18; flexibilities: Qty 3, Name 4, Color 65535
/// Qty offered 18/3 = 6, takes 3 · Name offered 15/2 = 7, takes 4 · Color offered 11, takes 11
/// widths 4, 3, 11: the grid is 20 wide; "Total: 3 items" (14) fits its 20 columns
///
/// Grid proposed 30×nil, rows: GridRow { Text("a"); Text("b") }, Divider()
/// widths 1, 1 (total 3); the Divider is offered 3 + (30 − 3) = 30 and takes it:
/// 27 more columns, 14 to the first column and 13 to the second: widths 15, 14
/// ```
///
/// **Rows.** Each row is as tall as its tallest cell proposed the width of
/// its cell area (and the ideal height); with a proposed height, rows share
/// it the way columns share a width.
///
/// Cells marked unsized on an axis (``GridCellTraits/unsizedAxes``) take no
/// part in sizing that axis. Every cell is placed with the size of its cell
/// area as its proposal and aligned in it: horizontally by its column's
/// alignment (one-column cells) or the grid's, vertically by its row's or
/// the grid's.
///
/// Cost: O(cells) measurements per arrangement (each from the cell's size
/// cache when it has not changed), plus sorting the columns and rows.
@MainActor
struct GridLayout {
    /// One cell: the node, the first column it occupies and how many it spans.
    struct Cell {
        let node: ViewNode
        var column: Int
        var span: Int
        let traits: GridCellTraits

        func isSized(on axis: Axis.Set) -> Bool {
            !(traits.unsizedAxes ?? []).contains(axis)
        }
    }

    /// One row: the subview the grid places, and its cells.
    struct Row {
        /// The grid's subview for this row.
        let item: ViewNode
        /// The row's node when the row is a `GridRow`, `nil` for a view
        /// spanning the whole row.
        let provider: (any GridRowProviding)?
        /// The nodes from `item` down to `provider`, which place the row.
        let path: [ViewNode]
        /// The cells, in the order of the row's subviews.
        var cells: [Cell]
    }

    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    private(set) var rows: [Row] = []
    private(set) var columnCount = 0
    /// Each column's alignment set with `gridColumnAlignment`, if any.
    private var columnAlignments: [HorizontalAlignment?] = []
    /// Each column's horizontally sized one-column cells.
    private var columnCells: [[Cell]] = []
    /// The horizontally sized cells that span several columns, in row order.
    private var spanningCells: [Cell] = []

    /// Reads the rows and cells of a grid whose subviews are `items`.
    init(items: [ViewNode], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var spansWholeRow: [Bool] = []
        for item in items {
            if let (provider, path) = Self.rowProvider(standingFor: item) {
                var column = 0
                var cells: [Cell] = []
                for node in provider.layoutItems {
                    let traits = GridCellTraits(of: node)
                    let span = max(1, traits.columns ?? 1)
                    cells.append(Cell(node: node, column: column, span: span, traits: traits))
                    column += span
                }
                columnCount = max(columnCount, column)
                rows.append(Row(item: item, provider: provider, path: path, cells: cells))
                spansWholeRow.append(false)
            } else {
                let cell = Cell(node: item, column: 0, span: 1, traits: GridCellTraits(of: item))
                rows.append(Row(item: item, provider: nil, path: [], cells: [cell]))
                spansWholeRow.append(true)
            }
        }
        if columnCount == 0, spansWholeRow.contains(true) {
            columnCount = 1
        }
        columnAlignments = Array(repeating: nil, count: columnCount)
        columnCells = Array(repeating: [], count: columnCount)
        for index in rows.indices {
            if spansWholeRow[index] {
                rows[index].cells[0].span = columnCount
            }
            for cell in rows[index].cells where cell.span == 1 {
                if columnAlignments[cell.column] == nil {
                    columnAlignments[cell.column] = cell.traits.columnAlignment
                }
                if cell.isSized(on: .horizontal) {
                    columnCells[cell.column].append(cell)
                }
            }
            spanningCells += rows[index].cells.filter { $0.span > 1 && $0.isSized(on: .horizontal) }
        }
    }

    /// The `GridRow` node that stands for `item`, and the nodes from `item`
    /// down to it: `item` itself, or the node at the end of its chain of
    /// modifiers.
    private static func rowProvider(standingFor item: ViewNode) -> (any GridRowProviding, [ViewNode])? {
        var path: [ViewNode] = []
        var node = item
        while true {
            path.append(node)
            if let provider = node as? any GridRowProviding {
                return (provider, path)
            }
            guard node.forwardsTraits, let child = node.children.first else { return nil }
            let items = node.listItems(of: child)
            guard items.count == 1 else { return nil }
            node = items[0]
        }
    }

    // MARK: Arrangement

    /// Sizes the columns and rows for `proposal` (see the type's documentation).
    func arrangement(for proposal: CellProposal) -> GridArrangement {
        var arrangement = GridArrangement(proposal: proposal)
        guard !rows.isEmpty else { return arrangement }
        arrangement.columnWidths = columnWidths(for: proposal.width)
        arrangement.columnOffsets = Self.offsets(of: arrangement.columnWidths, spacing: horizontalSpacing)
        arrangement.rowHeights = rowHeights(for: proposal.height, columns: arrangement)
        arrangement.rowOffsets = Self.offsets(of: arrangement.rowHeights, spacing: verticalSpacing)
        arrangement.size = CellSize(
            width: Self.total(of: arrangement.columnWidths, spacing: horizontalSpacing),
            height: Self.total(of: arrangement.rowHeights, spacing: verticalSpacing))
        return arrangement
    }

    private func columnWidths(for proposedWidth: Int?) -> [Int] {
        let columnWidth = { (column: Int, offer: Int?) -> Int in
            var width = 0
            for cell in columnCells[column] {
                width = max(width, cell.node.sizeThatFits(CellProposal(width: offer, height: nil)).width)
            }
            return width
        }
        var widths: [Int]
        if let proposedWidth {
            let available = max(0, proposedWidth - horizontalSpacing * max(0, columnCount - 1))
            let priorities = columnCells.map { cells in cells.map(\.node.layoutPriority).max() ?? 0 }
            widths = Self.share(available, priorities: priorities, length: columnWidth)
        } else {
            widths = (0..<columnCount).map { columnWidth($0, nil) }
        }
        var total = Self.total(of: widths, spacing: horizontalSpacing)
        for cell in spanningCells {
            var spanned = horizontalSpacing * (cell.span - 1)
            for column in cell.column..<(cell.column + cell.span) {
                spanned += widths[column]
            }
            let offer = proposedWidth.map { spanned + max(0, $0 - total) }
            let missing = cell.node.sizeThatFits(CellProposal(width: offer, height: nil)).width - spanned
            guard missing > 0 else { continue }
            for (index, column) in (cell.column..<(cell.column + cell.span)).enumerated() {
                widths[column] += missing / cell.span + (index < missing % cell.span ? 1 : 0)
            }
            total += missing
        }
        return widths
    }

    private func rowHeights(for proposedHeight: Int?, columns arrangement: GridArrangement) -> [Int] {
        let areaWidths = rows.map { row in
            row.cells.map { arrangement.width(fromColumn: $0.column, span: $0.span, spacing: horizontalSpacing) }
        }
        let rowHeight = { (row: Int, offer: Int?) -> Int in
            var height = 0
            for (index, cell) in rows[row].cells.enumerated() where cell.isSized(on: .vertical) {
                let proposal = CellProposal(width: areaWidths[row][index], height: offer)
                height = max(height, cell.node.sizeThatFits(proposal).height)
            }
            return height
        }
        guard let proposedHeight else {
            return rows.indices.map { rowHeight($0, nil) }
        }
        let available = max(0, proposedHeight - verticalSpacing * (rows.count - 1))
        let priorities = rows.map { row in
            row.cells.filter { $0.isSized(on: .vertical) }.map(\.node.layoutPriority).max() ?? 0
        }
        return Self.share(available, priorities: priorities, length: rowHeight)
    }

    /// Shares `available` cells among tracks (columns or rows) as a stack
    /// shares them among subviews: by priority, then from the least
    /// flexible track to the most, each offered an equal share of what
    /// remains. `length(track, offer)` is the track's length for an offer.
    private static func share(_ available: Int, priorities: [Double], length: (Int, Int?) -> Int) -> [Int] {
        StackSharing(available: available, axis: .horizontal, crossProposal: nil, priorities: priorities) { track, proposal in
            CellSize(width: length(track, proposal.width), height: 0)
        }
        .mainLengths
    }

    private static func offsets(of lengths: [Int], spacing: Int) -> [Int] {
        var offsets: [Int] = []
        var position = 0
        for length in lengths {
            offsets.append(position)
            position += length + spacing
        }
        return offsets
    }

    private static func total(of lengths: [Int], spacing: Int) -> Int {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + spacing * (lengths.count - 1)
    }

    // MARK: Placement

    /// Places every row and cell by `arrangement`: a `GridRow` is placed
    /// across the whole grid at its row's offset, after it was handed the
    /// places of its cells; a view spanning a whole row is placed directly.
    func place(_ arrangement: GridArrangement) {
        let gridWidth = arrangement.size.width
        for (index, row) in rows.enumerated() {
            let rowHeight = arrangement.rowHeights[index]
            let top = arrangement.rowOffsets[index]
            let vertical = (row.provider?.gridRowAlignment ?? alignment.vertical).position
            let placements = row.cells.map { placement(of: $0, rowHeight: rowHeight, vertical: vertical, in: arrangement) }
            if let provider = row.provider {
                provider.gridCellPlacements = placements
                for node in row.path {
                    node.layout.needsLayout = true
                }
                row.item.place(at: CellPoint(column: 0, row: top), proposal: CellProposal(width: gridWidth, height: rowHeight))
            } else {
                let placement = placements[0]
                row.item.place(
                    at: CellPoint(column: placement.origin.column, row: top + placement.origin.row),
                    proposal: placement.proposal)
            }
        }
    }

    private func placement(of cell: Cell, rowHeight: Int, vertical: Int, in arrangement: GridArrangement) -> GridCellPlacement {
        let areaWidth = arrangement.width(fromColumn: cell.column, span: cell.span, spacing: horizontalSpacing)
        let proposal = CellProposal(width: areaWidth, height: rowHeight)
        let size = cell.node.sizeThatFits(proposal)
        let horizontal = ((cell.span == 1 ? columnAlignments[cell.column] : nil) ?? alignment.horizontal).position
        return GridCellPlacement(
            origin: CellPoint(
                column: arrangement.columnOffsets[cell.column]
                    + Alignment.offset(position: horizontal, length: size.width, in: areaWidth),
                row: Alignment.offset(position: vertical, length: size.height, in: rowHeight)),
            proposal: proposal)
    }
}
