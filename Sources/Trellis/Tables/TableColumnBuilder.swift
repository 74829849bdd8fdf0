/// Builds a `Table`'s columns from a block of `TableColumn`s, with `if`,
/// `if`/`else`, `switch` and `for`…`in`.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)
///     if showsAge {
///         TableColumn("Age") { Text("\($0.age)") }
///     }
/// }
/// ```
///
/// `Sort` is the table's comparator type: columns that sort with it and
/// columns that do not sort (`Sort` of `Never`) mix in one block. The block
/// is flattened into one list of columns, O(columns) per evaluation.
@MainActor @resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column, or columns, sorting with the table's comparator.
    public static func buildExpression<Column: TableColumnContent>(
        _ column: Column
    ) -> _TableColumns<RowValue, Sort> where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        var columns = _TableColumns<RowValue, Sort>()
        column._appendColumns(to: &columns)
        return columns
    }

    /// A column, or columns, that do not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(
        _ column: Column
    ) -> _TableColumns<RowValue, Sort> where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        var columns = _TableColumns<RowValue, Sort>()
        column._appendColumns(to: &columns)
        return columns
    }

    /// A block's columns, in order.
    public static func buildBlock(_ parts: _TableColumns<RowValue, Sort>...) -> _TableColumns<RowValue, Sort> {
        joined(parts)
    }

    /// An `if` without `else`: its columns, or none.
    public static func buildOptional(_ part: _TableColumns<RowValue, Sort>?) -> _TableColumns<RowValue, Sort> {
        part ?? _TableColumns()
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        first
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        second
    }

    /// A `for`…`in` loop's columns, in order.
    public static func buildArray(_ parts: [_TableColumns<RowValue, Sort>]) -> _TableColumns<RowValue, Sort> {
        joined(parts)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: _TableColumns<RowValue, Sort>) -> _TableColumns<RowValue, Sort> {
        part
    }

    /// `parts`' columns one after the other.
    static func joined(_ parts: [_TableColumns<RowValue, Sort>]) -> _TableColumns<RowValue, Sort> {
        var columns = _TableColumns<RowValue, Sort>()
        for part in parts {
            columns.specs += part.specs
        }
        return columns
    }
}
