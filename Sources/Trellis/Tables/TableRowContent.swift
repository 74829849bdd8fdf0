/// The rows of a `Table` built with `rows:`: `TableRow`s, `ForEach`es of
/// them, or what a `TableRowBuilder` makes of several.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Given Name", value: \.givenName)
/// } rows: {
///     TableRow(owner)
///     ForEach(staff) { TableRow($0) }
/// }
/// ```
///
/// `TableRowValue` is the type of the rows' values; each row is selected
/// by its value's `id`. Cost: a `TableRow` or a `ForEach` of them is
/// flattened into the rows' values each time the table is evaluated,
/// O(rows); `Table(_:columns:)` over a collection does not flatten it.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable

    /// The rows' values, in order (engine hook).
    var _rowValues: AnyRandomAccessCollection<TableRowValue> { get }
}

/// One row of a `Table` built with `rows:`, showing `value`.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
///     TableRow(Person(name: "Ada"))
/// }
/// ```
///
/// Each column's cell shows the column's view of `value`; the row is
/// selected by `value.id`. Cost: a value.
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The row's value type.
    public typealias TableRowValue = Value

    let value: Value

    /// Creates a row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// The row's value (engine hook).
    public var _rowValues: AnyRandomAccessCollection<Value> {
        AnyRandomAccessCollection(CollectionOfOne(value))
    }
}

/// Rows of a table flattened in order: what a `TableRowBuilder` builds
/// (engine hook).
public struct _TableRows<Value: Identifiable>: TableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Value

    let values: AnyRandomAccessCollection<Value>

    init(_ values: AnyRandomAccessCollection<Value>) {
        self.values = values
    }

    /// The rows' values (engine hook).
    public var _rowValues: AnyRandomAccessCollection<Value> { values }
}

/// The rows of a `Table` over a collection: one row per element, in order.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }   // Rows is TableForEachContent<[Person]>
/// ```
///
/// The collection is not copied or walked: the table builds the rows in
/// view only, as a `List` does.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The rows' value type.
    public typealias TableRowValue = Data.Element

    /// The collection, one row per element.
    public var data: Data

    /// Creates rows for the elements of `data`.
    public init(_ data: Data) {
        self.data = data
    }

    /// The elements, wrapped without being copied (engine hook).
    public var _rowValues: AnyRandomAccessCollection<Data.Element> {
        AnyRandomAccessCollection(data)
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows' value type.
    public typealias TableRowValue = Content.TableRowValue

    /// The rows of every element, in order (engine hook). Cost: O(rows).
    public var _rowValues: AnyRandomAccessCollection<Content.TableRowValue> {
        AnyRandomAccessCollection(data.flatMap { content($0)._rowValues })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates the rows `content` makes of each element of `data`.
    ///
    /// ```swift
    /// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
    ///     ForEach(people) { TableRow($0) }
    /// }
    /// ```
    public init<Value>(_ data: Data, @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content)
    where Content == _TableRows<Value> {
        self.init(data: data, identify: \.id, content: content)
    }
}
