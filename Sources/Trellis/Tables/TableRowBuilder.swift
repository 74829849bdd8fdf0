/// Builds a `Table`'s rows from a block of `TableRow`s and `ForEach`es of
/// them, with `if`, `if`/`else`, `switch` and `for`…`in`.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
///     TableRow(owner)
///     if showsStaff {
///         ForEach(staff) { TableRow($0) }
///     }
/// }
/// ```
///
/// A block with one part keeps its rows as they are (a collection is not
/// copied); several parts are joined into one array, O(rows) per evaluation.
@MainActor @resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row, or rows.
    public static func buildExpression<Rows: TableRowContent>(_ rows: Rows) -> _TableRows<Value>
    where Rows.TableRowValue == Value {
        _TableRows(rows._rowValues)
    }

    /// A block's rows, in order.
    public static func buildBlock(_ parts: _TableRows<Value>...) -> _TableRows<Value> {
        joined(parts)
    }

    /// An `if` without `else`: its rows, or none.
    public static func buildOptional(_ part: _TableRows<Value>?) -> _TableRows<Value> {
        part ?? joined([])
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither(first: _TableRows<Value>) -> _TableRows<Value> {
        first
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither(second: _TableRows<Value>) -> _TableRows<Value> {
        second
    }

    /// A `for`…`in` loop's rows, in order.
    public static func buildArray(_ parts: [_TableRows<Value>]) -> _TableRows<Value> {
        joined(parts)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: _TableRows<Value>) -> _TableRows<Value> {
        part
    }

    /// `parts`' rows one after the other; one part as it is.
    static func joined(_ parts: [_TableRows<Value>]) -> _TableRows<Value> {
        if parts.count == 1 {
            return parts[0]
        }
        return _TableRows(AnyRandomAccessCollection(parts.flatMap { $0.values }))
    }
}
