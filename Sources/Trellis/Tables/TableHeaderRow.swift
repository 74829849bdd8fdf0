/// A table's header: each shown column's title in bold, cut to the
/// column's width, with `▲`/`▼` after the title of the column leading the
/// sort order; a click on a sortable column's title sorts by it.
struct TableHeaderRow<RowValue>: View {
    let columns: [TableColumnSpec<RowValue>]
    let widths: [Int]
    let sorting: TableSorting?

    var body: some View {
        HStack(spacing: TableRowCells<RowValue>.spacing) {
            ForEach(widths.indices.filter { widths[$0] > 0 }, id: \.self) { index in
                cell(columns[index], width: widths[index])
            }
        }
    }

    private func cell(_ column: TableColumnSpec<RowValue>, width: Int) -> some View {
        let order = column.comparator.flatMap { sorting?.leadingOrder($0) }
        return HStack(spacing: 1) {
            column.label.lineLimit(1)
            if let order {
                Text(order == .forward ? "▲" : "▼")
            }
        }
        .bold()
        .frame(width: CGFloat(width), alignment: .leading)
        .clipped()
        .onTapGesture {
            if let comparator = column.comparator {
                sorting?.choose(comparator)
            }
        }
    }
}
