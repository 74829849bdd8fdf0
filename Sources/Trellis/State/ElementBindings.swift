/// The bindings to the elements of a bound collection, each finding its
/// element by ID: the data of `ForEach($items)` and `List($items)`.
///
/// ```swift
/// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
/// ```
///
/// The collection is read when it is iterated (by the `ForEach` that shows
/// it, which then depends on it); each element binding reads and writes the
/// element with its ID wherever it is at the time (`IdentifiedElementLocation`),
/// so a row keeps editing its own element when others are inserted,
/// removed or moved, and a row whose element left reads the value it last
/// had instead of another element's. Two bindings to the same element of
/// the same collection are the same input, so a row is not re-evaluated
/// because its element moved. Cost: O(1) per element read while the
/// element stays where it was last found.
public struct ElementBindings<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: @MainActor RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Base.Element>
    /// An element's offset in the collection.
    public typealias Index = Int

    let base: Binding<Base>
    let identify: (Base.Element) -> ID
    /// The collection as a lazy stack froze it (``LiveCollection``), or
    /// `nil` to read it through the binding at every access.
    private var snapshot: Base?

    @usableFromInline
    init(base: Binding<Base>, identify: @escaping (Base.Element) -> ID) {
        self.base = base
        self.identify = identify
    }

    /// The collection now: the frozen one, or read through the binding.
    @MainActor private var whole: Base { snapshot ?? base.location.get() }

    /// The position of the first element: 0.
    public var startIndex: Int { 0 }

    /// The number of elements, read from the collection now.
    @MainActor public var endIndex: Int { whole.count }

    /// A binding to the element at `position`, finding that element by ID
    /// from now on.
    @MainActor public subscript(position: Int) -> Binding<Base.Element> {
        let whole = whole
        let element = whole[whole.index(whole.startIndex, offsetBy: position)]
        return Binding(
            location: IdentifiedElementLocation(base: base.location, element: element, offset: position, identify: identify),
            transaction: base.transaction)
    }

    /// The position after `index`.
    public func index(after index: Int) -> Int { index + 1 }

    /// The position before `index`.
    public func index(before index: Int) -> Int { index - 1 }
}

extension ElementBindings: LiveCollection {
    /// A copy that keeps the collection as it is now; its element bindings
    /// still find their elements in the live collection.
    func frozen() -> ElementBindings {
        var copy = self
        copy.snapshot = base.location.get()
        return copy
    }
}
