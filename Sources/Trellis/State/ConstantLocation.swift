/// A location that always holds one value and ignores writes (`Binding.constant`).
@MainActor
final class ConstantLocation<Value>: BindingLocation {
    private let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value { value }

    func set(_ value: Value, transaction: Transaction) {}

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ValueComparator.of(Value.self).isEqual(value, other.value)
    }
}
