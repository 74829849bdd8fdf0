/// One row of a table: each shown column's cell for `value`, on one line,
/// cut to the column's width.
struct TableRowCells<RowValue>: View {
    /// The cells between two columns.
    static var spacing: CGFloat { 1 }

    let value: RowValue
    let columns: [TableColumnSpec<RowValue>]
    let widths: [Int]

    var body: some View {
        HStack(spacing: Self.spacing) {
            ForEach(widths.indices.filter { widths[$0] > 0 }, id: \.self) { index in
                columns[index].cell(value)
                    .lineLimit(1)
                    .frame(width: CGFloat(widths[index]), alignment: .leading)
                    .clipped()
            }
        }
    }
}
