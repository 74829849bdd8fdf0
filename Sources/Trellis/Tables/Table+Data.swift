/// `Table(people) { columns }`: a row per element of a collection.
extension Table {
    /// Creates a table with a row per element of `data`, without selection.
    ///
    /// ```swift
    /// Table(people) {
    ///     TableColumn("Given Name", value: \.givenName)
    ///     TableColumn("Family Name", value: \.familyName)
    /// }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .none, sorting: nil)
    }

    /// Creates a table with a row per element of `data`, whose rows can be
    /// selected together.
    ///
    /// ```swift
    /// Table(people, selection: $selected) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// Creates a table with a row per element of `data`, at most one selected.
    ///
    /// ```swift
    /// Table(people, selection: $selectedID) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// Creates a table with a row per element of `data`, sortable by its
    /// columns' headers.
    ///
    /// ```swift
    /// Table(people, sortOrder: $sortOrder) { TableColumn("Name", value: \.name) }
    ///     .onChange(of: sortOrder) { people.sort(using: sortOrder) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// Creates a table with a row per element of `data`, whose rows can be
    /// selected together, sortable by its columns' headers.
    ///
    /// ```swift
    /// Table(people, selection: $selected, sortOrder: $sortOrder) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table with a row per element of `data`, at most one
    /// selected, sortable by its columns' headers.
    ///
    /// ```swift
    /// Table(people, selection: $selectedID, sortOrder: $sortOrder) { TableColumn("Name", value: \.name) }
    /// ```
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: .single(selection),
            sorting: TableSorting(sortOrder))
    }
}
