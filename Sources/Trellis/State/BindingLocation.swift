/// Where a `Binding` reads and writes its value.
///
/// A binding is the same input as another when both point at the same
/// location (``isSameLocation(as:)``), so a child taking a `@Binding` from its
/// parent's `@State` is not re-evaluated just because the parent re-created the
/// binding. Locations built from closures are never the same as another.
@MainActor
protocol BindingLocation<Value>: AnyObject, Sendable {
    associatedtype Value

    /// Reads the value; during an evaluation this records a dependency.
    func get() -> Value

    /// Writes the value.
    func set(_ value: Value, transaction: Transaction)

    /// Whether `other` reads and writes the same storage.
    func isSameLocation(as other: any BindingLocation<Value>) -> Bool
}

extension BindingLocation {
    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        other === self
    }
}

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

/// A property of an object, reached through a reference-writable key path
/// (`@Bindable`, `@ObservedObject`'s `$model.name`).
@MainActor
final class ObjectLocation<Root: AnyObject, Value>: BindingLocation {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    func get() -> Value { object[keyPath: keyPath] }

    func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}

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
