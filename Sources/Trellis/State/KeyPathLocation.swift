/// A part of another location, reached through a writable key path
/// (`$model.name`, `$settings.volume`).
@MainActor
final class KeyPathLocation<Base, Value>: BindingLocation {
    private let base: any BindingLocation<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: any BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    func get() -> Value { base.get()[keyPath: keyPath] }

    func set(_ value: Value, transaction: Transaction) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole, transaction: transaction)
    }

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && other.base.isSameLocation(as: base)
    }
}
