/// A location seen through a conversion (`Binding<Int?>(intBinding)`).
@MainActor
final class ConvertedLocation<Base, Value>: BindingLocation {
    private let base: any BindingLocation<Base>
    private let convert: (Base) -> Value
    private let convertBack: (Value) -> Base?

    init(base: any BindingLocation<Base>, convert: @escaping (Base) -> Value, convertBack: @escaping (Value) -> Base?) {
        self.base = base
        self.convert = convert
        self.convertBack = convertBack
    }

    func get() -> Value { convert(base.get()) }

    func set(_ value: Value, transaction: Transaction) {
        if let converted = convertBack(value) {
            base.set(converted, transaction: transaction)
        }
    }

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? ConvertedLocation<Base, Value> else { return false }
        return other.base.isSameLocation(as: base)
    }
}
