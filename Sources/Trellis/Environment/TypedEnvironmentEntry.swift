/// A link holding one value of type `Value`, made by setting a key on
/// `EnvironmentValues`.
@MainActor
final class TypedEnvironmentEntry<Value>: EnvironmentEntry, EnvironmentValueEntry {
    let key: ObjectIdentifier
    let keyType: Any.Type
    private var value: Value
    private var dependents = Dependents()

    init(keyType: Any.Type, value: Value, next: EnvironmentEntry?) {
        self.key = ObjectIdentifier(keyType)
        self.keyType = keyType
        self.value = value
        super.init(next: next)
    }

    /// The value; reading it during an evaluation records a dependency.
    func read() -> Value {
        dependents.recordRead()
        return value
    }

    override func value(for key: ObjectIdentifier) -> (any EnvironmentValueEntry)? {
        key == self.key ? self : nil
    }

    override var values: [any EnvironmentValueEntry] { [self] }

    func invalidateReaders() {
        dependents.invalidate()
    }

    func adoptValue(of newer: any EnvironmentValueEntry) {
        let newValue = unsafeDowncast(newer, to: TypedEnvironmentEntry<Value>.self).value
        let unchanged = ValueComparator.of(Value.self).isEqual(value, newValue)
        value = newValue
        if !unchanged {
            dependents.invalidate()
        }
    }

    var valueDescription: String { String(describing: value) }
}
