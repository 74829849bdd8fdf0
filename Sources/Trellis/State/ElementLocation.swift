/// The element at one index of a collection location.
@MainActor
final class ElementLocation<Base: MutableCollection>: BindingLocation {
    private let base: any BindingLocation<Base>
    private let index: Base.Index

    init(base: any BindingLocation<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    func get() -> Base.Element { base.get()[index] }

    func set(_ value: Base.Element, transaction: Transaction) {
        var whole = base.get()
        whole[index] = value
        base.set(whole, transaction: transaction)
    }

    func isSameLocation(as other: any BindingLocation<Base.Element>) -> Bool {
        guard let other = other as? ElementLocation<Base> else { return false }
        return other.index == index && other.base.isSameLocation(as: base)
    }
}
