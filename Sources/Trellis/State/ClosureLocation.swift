/// A location made of a getter and a setter (`Binding(get:set:)`).
@MainActor
final class ClosureLocation<Value>: BindingLocation {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    func get() -> Value { getter() }

    func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}
