/// A column of a `Table`: a header and a view for each row, optionally
/// sorting by a property of the row: SwiftUI's `TableColumn`.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)                 // the string, verbatim
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }        // sorts by age
///     TableColumn("Badge") { person in Image(systemName: person.badge) }  // does not sort
///         .width(6)
/// }
/// ```
///
/// The header shows the title in bold, cut with `…` when the column is
/// narrower, and `▲` or `▼` when the column leads the table's sort order.
/// Each cell is the content's view on one line, cut with `…` to the
/// column's width. A column with a `value:` key path sorts by it (`Sort`
/// is `KeyPathComparator<RowValue>`) in a table given a `sortOrder:`; in a
/// table without one, `Sort` is `Never` and the key path only reads the
/// cell's string. Cost: a column is a value; its cells are built only for
/// the rows in view.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    /// The rows' type.
    public typealias TableRowValue = RowValue
    /// The comparator the header sorts with.
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var width = TableColumnWidth.flexible

    /// Sets the column's width in cells; `nil` lets it share the room the
    /// other columns leave.
    ///
    /// ```swift
    /// TableColumn("Age") { Text("\($0.age)") }.width(5)
    /// ```
    ///
    /// A fixed width is kept while the table is wide enough; columns that
    /// do not fit are cut at the table's right edge.
    public func width(_ width: CGFloat? = nil) -> Self {
        var column = self
        column.width = width.map { .fixed($0.wholeCells) } ?? .flexible
        return column
    }

    /// Sets the bounds of the column's width in cells, and the width it
    /// takes before the flexible columns share the rest.
    ///
    /// ```swift
    /// TableColumn("Notes", value: \.notes).width(min: 10, max: 40)
    /// ```
    ///
    /// A column with an `ideal` takes it (between `min` and `max`); one
    /// without shares the room left equally with the others, kept between
    /// its bounds.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
        var column = self
        column.width = TableColumnWidth(min: min?.wholeCells, ideal: ideal?.wholeCells, max: max?.wholeCells)
        return column
    }

    /// Appends this column (engine hook).
    public func _appendColumns<Other>(to columns: inout _TableColumns<RowValue, Other>) {
        let content = content
        columns.specs.append(
            TableColumnSpec(
                label: AnyView(label), cell: { AnyView(content($0)) }, width: width,
                comparator: comparator.map { $0 as any SortComparator }))
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column that does not sort, showing `content`'s view for each row.
    ///
    /// ```swift
    /// TableColumn("Age") { person in Text("\(person.age)") }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: nil)
    }

    /// Creates a column that does not sort, showing `content`'s view for
    /// each row; `value` names the property it shows.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }
    /// ```
    public init<S: StringProtocol, V>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, comparator: nil)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates a column that does not sort, showing a string property verbatim.
    ///
    /// ```swift
    /// TableColumn("Given Name", value: \.givenName)
    /// ```
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) }, comparator: nil)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column sorting by a comparable property, showing
    /// `content`'s view for each row.
    ///
    /// ```swift
    /// TableColumn("Age", value: \.age) { Text("\($0.age)") }
    /// ```
    ///
    /// A click on the header puts `KeyPathComparator(value)` first in the
    /// table's sort order, or reverses it when it is first already.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(value))
    }

    /// Creates a column sorting by a string property with `comparator`,
    /// showing `content`'s view for each row.
    ///
    /// ```swift
    /// TableColumn("Name", value: \.name) { Text($0.name).bold() }
    /// ```
    ///
    /// Linux's Foundation has `.lexical` only among the string comparators.
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(value, comparator: comparator))
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column sorting by a string property and showing it verbatim.
    ///
    /// ```swift
    /// TableColumn("Given Name", value: \.givenName)
    /// ```
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator = .lexical
    ) {
        self.init(
            label: Text(title), content: { Text(verbatim: $0[keyPath: value]) },
            comparator: KeyPathComparator(value, comparator: comparator))
    }
}

extension TableColumn where Label == Text {
    /// Creates a column sorting with `comparator`, showing `content`'s view
    /// for each row.
    ///
    /// ```swift
    /// TableColumn("Size", sortUsing: SizeComparator()) { Text($0.size.formatted()) }
    /// ```
    ///
    /// A click on the header puts `comparator` first in the table's sort
    /// order, or reverses it when it is first already.
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort.Compared == RowValue {
        self.init(label: Text(title), content: content, comparator: comparator)
    }
}
