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
