/// `Table(of: Person.self) { columns } rows: { … }`: rows listed with
/// `TableRow` and `ForEach`.
extension Table {
    /// Creates a table of the rows `rows` lists, without selection.
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Name", value: \.name)
    /// } rows: {
    ///     TableRow(owner)
    ///     ForEach(staff) { TableRow($0) }
    /// }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .none, sorting: nil)
    }

    /// Creates a table of the rows `rows` lists, selected together.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selected) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// Creates a table of the rows `rows` lists, at most one selected.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selectedID) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// Creates a table of the rows `rows` lists, sortable by its columns' headers.
    ///
    /// ```swift
    /// Table(of: Person.self, sortOrder: $sortOrder) { … } rows: { ForEach(people) { TableRow($0) } }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// Creates a table of the rows `rows` lists, selected together and
    /// sortable by its columns' headers.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selected, sortOrder: $sortOrder) { … } rows: { … }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }

    /// Creates a table of the rows `rows` lists, at most one selected,
    /// sortable by its columns' headers.
    ///
    /// ```swift
    /// Table(of: Person.self, selection: $selectedID, sortOrder: $sortOrder) { … } rows: { … }
    /// ```
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }
}
