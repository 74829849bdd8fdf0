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
/// only removed rows disappear; a move fires nothing (semantics rule 5).
/// Identifying rows by index (`ForEach(items.indices, id: \.self)`) ties
/// state to positions instead, so deleting an element shifts the state of
/// every row after it to its neighbour, as in SwiftUI.
///
/// Cost of an update: the content closure runs for every element (it is not a
/// body evaluation), rows whose view is the same input are not re-evaluated,
/// and rows are matched to nodes with one dictionary lookup each. Duplicate
/// IDs are reported once on standard error and kept apart by their order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of elements.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ForEachNode(view: view, inputs: inputs))
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates one view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View {
    /// Creates one view per element, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates one view per integer of `data`, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}
