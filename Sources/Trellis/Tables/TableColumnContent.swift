/// The columns of a `Table`: `TableColumn`s, or what a
/// `TableColumnBuilder` makes of several.
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Age") { Text("\($0.age)") }
/// }
/// ```
///
/// `TableRowValue` is the type of the rows the columns show;
/// `TableColumnSortComparator` the comparator a click on their headers puts
/// in the table's sort order (`Never` for columns that do not sort).
/// Columns are flattened each time the table is evaluated, O(columns); they
/// keep no state of their own.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue: Identifiable
    /// The comparator the columns sort with.
    associatedtype TableColumnSortComparator: SortComparator

    /// Appends the columns, in order, to `columns` (engine hook).
    func _appendColumns<Sort>(to columns: inout _TableColumns<TableRowValue, Sort>)
}

/// Columns of a table flattened in order: what a `TableColumnBuilder`
/// builds (engine hook).
public struct _TableColumns<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    /// The rows' type.
    public typealias TableRowValue = RowValue
    /// The sort order's comparator.
    public typealias TableColumnSortComparator = Sort

    var specs: [TableColumnSpec<RowValue>] = []

    init() {}

    /// Appends these columns (engine hook).
    public func _appendColumns<Other>(to columns: inout _TableColumns<RowValue, Other>) {
        columns.specs += specs
    }
}

/// One column as a table draws it: its header, the view of each cell, its
/// width and the comparator its header sorts with.
struct TableColumnSpec<RowValue> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    let width: TableColumnWidth
    /// `nil` for a column that does not sort.
    let comparator: (any SortComparator)?
}
