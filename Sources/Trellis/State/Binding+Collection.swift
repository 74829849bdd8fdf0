/// A binding to a collection is a collection of bindings to its elements, so
/// `ForEach($todos) { $todo in Toggle(isOn: $todo.isDone) }` edits in place.
///
/// ```swift
/// ForEach($rows) { $row in RowEditor(title: $row.title) }
/// ```
///
/// Each element binding reads and writes the element at its index through
/// the collection binding. The conformances are isolated to the main actor,
/// where bindings are read.
extension Binding: @MainActor Sequence where Value: MutableCollection & RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>

    /// The position of the first element.
    @MainActor public var startIndex: Index { wrappedValue.startIndex }

    /// The position after the last element.
    @MainActor public var endIndex: Index { wrappedValue.endIndex }

    /// The positions of the elements.
    @MainActor public var indices: Indices { wrappedValue.indices }

    /// The position after `index`.
    @MainActor public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`.
    @MainActor public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position), transaction: transaction)
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: MutableCollection & RandomAccessCollection {
    /// The position before `index`.
    @MainActor public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    @MainActor public var id: Value.ID { wrappedValue.id }
}
