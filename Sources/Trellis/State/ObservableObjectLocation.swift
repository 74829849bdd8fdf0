/// A property of an ``ObservableObject``, reached through a reference-writable
/// key path (`$model.count` of a `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`).
///
/// Reading it during an evaluation records the reader in the object's
/// ``ObjectReaders``, so a child handed `$model.count` as a `@Binding`
/// re-evaluates when the object changes, as the view that holds the object
/// does (Lifecycle.md rule 14a).
@MainActor
final class ObservableObjectLocation<Root: ObservableObject, Value>: BindingLocation {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>
    /// The object's readers, looked up once (the default `objectWillChange`
    /// is found in a table under a lock).
    private let readers: ObjectReaders

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
        readers = object.objectWillChange.readers
    }

    func get() -> Value {
        readers.recordRead()
        return object[keyPath: keyPath]
    }

    func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? ObservableObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}
