/// `List($items) { $item in … }`: a list of rows that edit their elements in
/// place, each row's binding finding its element by ID (see `ElementBindings`).
extension List {
    /// Creates a list with a row per element of a bound collection, each
    /// handed a binding to its element, at most one row selected.
    ///
    /// ```swift
    /// List($todos, selection: $selected) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, Data.Element.ID>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of a bound collection, each
    /// handed a binding to its element, selected together.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, Data.Element.ID>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of a bound collection
    /// identified by `id`, each handed a binding to its element, at most one
    /// row selected.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, ID>, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row per element of a bound collection
    /// identified by `id`, each handed a binding to its element, selected
    /// together.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, ID>, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with a row per element of a bound collection, each
    /// handed a binding to its element.
    ///
    /// ```swift
    /// List($todos) { $todo in TextField("Title", text: $todo.title) }
    /// ```
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, Data.Element.ID>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of a bound collection
    /// identified by `id`, each handed a binding to its element.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<Data, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
