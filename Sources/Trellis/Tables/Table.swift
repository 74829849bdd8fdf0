/// Rows of values in aligned columns under a header, with an optional
/// selection and sort order: SwiftUI's `Table`.
///
/// ```swift
/// struct Person: Identifiable {
///     let givenName: String
///     let familyName: String
///     let emailAddress: String
///     let id = UUID()
/// }
///
/// @State private var selected = Set<Person.ID>()
/// @State private var sortOrder = [KeyPathComparator(\Person.givenName)]
///
/// Table(people, selection: $selected, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     TableColumn("E-Mail Address", value: \.emailAddress)
/// }
/// .onChange(of: sortOrder) { people.sort(using: sortOrder) }
/// ```
///
/// ```
/// Given Name ▲ Family Name  E-Mail Address
/// ─────────────────────────────────────────
/// Juan         Chavez       juan@example.com
/// Mei          Chen         mei@example.com      ← selected, reverse video
/// ```
///
/// The header row shows the columns' titles in bold over a rule; each row
/// shows one value, a cell per column, one line high, a column apart.
/// Columns with a `.width` keep it; the others share the rest of the
/// table's width (a column is kept free for the scroll bar), and a cell
/// wider than its column is cut with `…`. The rows are a `List`'s: built
/// only while in view, scrolling by keys, wheel and scroll bar, whatever
/// the number of values. With a selection the table takes the focus and
/// moves it as a `List` does:
///
/// - ↑/↓ move the selection (with `Set` selection, the cursor) a row,
///   PageUp/PageDown a screen, Home/End to the first and last row;
/// - Space adds or removes the cursor's row (`Set` selection);
/// - a click selects the row (with `Set` selection, adds or removes it).
///
/// With a `sortOrder`, a click on a sortable column's header, or the digit
/// key of its position (1 for the first column) while the table has the
/// focus, sorts by that column: the column's comparator goes first in the
/// sort order, or reverses when it is first already; `▲` (forward) or `▼`
/// (reverse) marks the leading column. The table does not reorder the
/// rows itself: sort them in `.onChange(of: sortOrder)`, as in SwiftUI.
///
/// Cost: the columns are flattened, O(columns), and their widths
/// computed, O(columns²) at worst, each time the table is evaluated or
/// resized; rows cost what a `List`'s do.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let rows: Rows
    let columns: Columns
    let selection: ListSelection<Value.ID>
    let sorting: TableSorting?
    @Environment(\.tableColumnHeaders) private var headers

    init(rows: Rows, columns: Columns, selection: ListSelection<Value.ID>, sorting: TableSorting?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
    }

    /// The header, a rule and the rows, laid out for the table's width.
    public var body: some View {
        let specs = columnSpecs
        let values = rows._rowValues
        return GeometryReader { proxy in
            let widths = TableColumnWidth.resolve(
                specs.map(\.width), in: proxy.size.width.wholeCells - 1, spacing: Int(TableRowCells<Value>.spacing))
            VStack(alignment: .leading, spacing: 0) {
                if headers != .hidden {
                    TableHeaderRow(columns: specs, widths: widths, sorting: sorting)
                    Text(String(repeating: "─", count: proxy.size.width.wholeCells)).foregroundStyle(.secondary)
                }
                List(selection: selection) {
                    ForEach(values) { value in TableRowCells(value: value, columns: specs, widths: widths) }
                }
                .environment(\.listRowSeparator, .hidden)
            }
        }
        .onKeyPress(characters: .decimalDigits) { press in
            sortByColumn(numbered: press.characters, in: specs)
        }
    }

    /// The columns, flattened in order.
    private var columnSpecs: [TableColumnSpec<Value>] {
        var flattened = _TableColumns<Value, Never>()
        columns._appendColumns(to: &flattened)
        return flattened.specs
    }

    /// Sorts by the column a digit key names (1 for the first), when the
    /// table has a sort order and that column sorts.
    private func sortByColumn(numbered digit: String, in specs: [TableColumnSpec<Value>]) -> KeyPress.Result {
        guard let sorting, let number = Int(digit), specs.indices.contains(number - 1),
            let comparator = specs[number - 1].comparator
        else { return .ignored }
        sorting.choose(comparator)
        return .handled
    }
}
