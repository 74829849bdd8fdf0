/// One view per element of a collection, each identified by the element's ID.
///
/// ```swift
/// ForEach(todos) { todo in TodoRow(todo: todo) }            // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }         // key path
/// ForEach(0..<count) { index in Text("Row \(index)") }      // range, by value
/// ```
///
/// A row's identity is its element's ID: rows keep their state when elements
/// are inserted, removed or moved around them; only inserted rows appear and
/// only removed rows disappear; a move fires nothing (Lifecycle.md rule 5).
/// Identifying rows by index (`ForEach(items.indices, id: \.self)`) ties
/// state to positions instead, so deleting an element shifts the state of
/// every row after it to its neighbour, as in SwiftUI.
///
/// Cost of an update: the content closure runs for every element (it is not a
/// body evaluation) and rows whose view is the same input are not
/// re-evaluated. While the IDs are unchanged, rows are matched by position;
/// from the first changed ID on, by one dictionary lookup each (the index is
/// built on the first update that needs it, so a mount hashes nothing).
/// Duplicate IDs are kept apart by their order, and reported once on
/// standard error when rows are first matched by ID.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// Computes the ID and the view of every element, in order, and how
    /// many IDs at each end are those of `previous` (the IDs of the last
    /// update): the common prefix, then the common suffix of what is left.
    ///
    /// ```
    /// previous [a, b, c, d, e] → [a, d, b, c, e]   prefix 1 (a), suffix 1 (e)
    /// previous [a, b]          → [a, b, c]         prefix 2, suffix 0 (the two ends never overlap)
    /// ```
    ///
    /// Written in the inlinable initialisers, so it is compiled for the
    /// caller's concrete types: the per-element loop and the comparisons of
    /// IDs are specialised even though the graph that calls it is generic.
    @usableFromInline
    typealias RowBuilder = (Data, (Data.Element) -> ID, (Data.Element) -> Content, _ previous: [ID]) -> Rows

    /// What ``RowBuilder`` computes: the IDs and views of the elements, and
    /// the lengths of the runs of IDs at the start and at the end that are
    /// the previous ones.
    @usableFromInline
    typealias Rows = (ids: [ID], views: [Content], prefix: Int, suffix: Int)

    /// The collection of elements.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    /// Finds the offset of the element with an ID, outward from an offset,
    /// within a limit: a lazy stack finds a `scrollPosition` or
    /// `scrollTo` target, and its anchor after a change of data, with it.
    /// Written in the inlinable initialisers for the same reason.
    @usableFromInline
    typealias RowLocator = (Data, (Data.Element) -> ID, ID, _ near: Int, _ limit: Int?) -> Int?

    @usableFromInline let identify: (Data.Element) -> ID
    @usableFromInline let buildRows: RowBuilder
    @usableFromInline let locateRow: RowLocator
    /// What a list may do to the rows (`.onDelete`, `.onMove`).
    public var _editActions = _EditActions()

    @inlinable
    init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = identify
        self.content = content
        self.locateRow = { data, identify, id, near, limit in
            data.offset(ofElementWithID: id, identifiedBy: identify, near: near, within: limit)
        }
        self.buildRows = { data, identify, content, previous in
            var ids: [ID] = []
            var views: [Content] = []
            ids.reserveCapacity(data.count)
            views.reserveCapacity(data.count)
            for element in data {
                ids.append(identify(element))
                views.append(content(element))
            }
            let common = min(ids.count, previous.count)
            var prefix = 0
            while prefix < common, ids[prefix] == previous[prefix] {
                prefix += 1
            }
            var suffix = 0
            while suffix < common - prefix, ids[ids.count - 1 - suffix] == previous[previous.count - 1 - suffix] {
                suffix += 1
            }
            return (ids, views, prefix, suffix)
        }
    }
}

extension ForEach: View where Content: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ForEachNode(view: view, inputs: inputs))
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates one view per element, identified by the element's `id`.
    ///
    /// Disfavoured so that `ForEach($items)` (a `Binding` is a collection
    /// too) takes the initialiser made for bindings.
    @inlinable @_disfavoredOverload
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: View {
    /// Creates one view per element, identified by the property at `id`.
    ///
    /// Disfavoured so that `ForEach($items, id: \.name)` takes the
    /// initialiser made for bindings.
    @inlinable @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates one view per integer of `data`, identified by the integer.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}
