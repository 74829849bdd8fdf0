/// A scrolling, lazily built list of rows with separators, sections and an
/// optional selection: SwiftUI's `List`.
///
/// ```swift
/// @State private var selection: File.ID?
/// List(files, selection: $selection) { file in Text(file.name) }
///
/// List {
///     Section("Recent") { ForEach(recent) { Text($0.name) } }
///     Section("All") { ForEach(all) { Text($0.name) } }
/// }
/// ```
///
/// A list is a `ScrollView` over a `LazyVStack` of its rows, so it builds
/// only the rows in view whatever the size of its data (ARCHITECTURE.md, “Scrolling and lazy stacks”), with a
/// faint separator line between rows (`.listRowSeparator(.hidden)` removes
/// them). A `ForEach`'s rows are selectable by their element's ID; section
/// headers and footers are not. With a selection the list takes the focus:
///
/// - ↑/↓ move the selection (with `Set` selection, the cursor) a row,
///   PageUp/PageDown a screen, Home/End to the first and last row, and the
///   list scrolls to keep it in view;
/// - Space adds or removes the cursor's row (`Set` selection);
/// - a click selects the row (with `Set` selection, adds or removes it).
///
/// Selected rows are drawn in reverse video; with `Set` selection the
/// cursor's row is underlined while the list has the focus.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never

    let selection: ListSelection<SelectionValue>
    /// The rows.
    public var content: Content

    /// Creates a list of `content` whose rows can be selected together.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { .multiple($0) } ?? .none
        self.content = content()
    }

    /// Creates a list of `content` with at most one row selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { .single($0) } ?? .none
        self.content = content()
    }

    /// Creates a list with a row per element of `data`, selected together.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of `data`, at most one selected.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of `data` identified by `id`,
    /// selected together.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row per element of `data` identified by `id`,
    /// at most one selected.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list of `content` over a selection already sorted into
    /// none, one or a set (a `Table`'s rows).
    init(selection: ListSelection<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ListNode(view: view, inputs: inputs))
    }
}

extension List where SelectionValue == Never {
    /// Creates a list of `content` without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = .none
        self.content = content()
    }

    /// Creates a list with a row per element of `data`.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list with a row per element of `data` identified by `id`.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list with a row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// What a list's selection binds: nothing, one value or a set.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)
}
