/// The element of a collection location with a given ID, wherever it is now
/// (a `ForEach($items)` row's binding).
///
/// The element is looked for at the index where it was last found, then
/// outward from there, so an insertion or removal above costs one or a few
/// comparisons. An element that left the collection reads as the value it
/// last had and ignores writes: a row whose element was removed is never
/// evaluated against another element's index (Lifecycle.md rule 14b).
///
/// ```
/// [milk, eggs, tea], tea's binding at index 2
/// remove milk → [eggs, tea]   get: index 2 is past the end; 1 holds tea → tea (index 1 kept)
/// remove tea  → [eggs]        get: tea is not there → the last value read; set: ignored
/// ```
@MainActor
final class IdentifiedElementLocation<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: BindingLocation {
    private let base: any BindingLocation<Base>
    private let identify: (Base.Element) -> ID
    /// The ID of the element this location reads and writes; a write that
    /// changes the element's ID follows it.
    private(set) var id: ID
    /// The offset where the element was last found.
    private var offset: Int
    /// The element's value when it was last found.
    private var lastValue: Base.Element

    init(base: any BindingLocation<Base>, element: Base.Element, offset: Int, identify: @escaping (Base.Element) -> ID) {
        self.base = base
        self.identify = identify
        self.id = identify(element)
        self.offset = offset
        self.lastValue = element
    }

    func get() -> Base.Element {
        let whole = base.get()
        if let index = index(in: whole) {
            lastValue = whole[index]
        }
        return lastValue
    }

    func set(_ value: Base.Element, transaction: Transaction) {
        var whole = base.get()
        guard let index = index(in: whole) else { return }
        whole[index] = value
        lastValue = value
        id = identify(value)
        base.set(whole, transaction: transaction)
    }

    func isSameLocation(as other: any BindingLocation<Base.Element>) -> Bool {
        guard let other = other as? IdentifiedElementLocation<Base, ID> else { return false }
        return other.id == id && other.base.isSameLocation(as: base)
    }

    /// The index of the element in `whole`: at the last offset, else the
    /// nearest one outward from it. Cost: O(distance it moved); O(count)
    /// when it left.
    private func index(in whole: Base) -> Base.Index? {
        guard let found = whole.offset(ofElementWithID: id, identifiedBy: identify, near: offset, within: nil) else {
            return nil
        }
        offset = found
        return whole.index(whole.startIndex, offsetBy: found)
    }
}
