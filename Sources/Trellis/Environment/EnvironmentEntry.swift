/// One value set in the environment: an attribute of the graph.
///
/// `EnvironmentValues` is a persistent linked list of entries, newest first:
/// setting a key prepends an entry and leaves the list below untouched, so
/// every node keeps the list it was mounted with. The modifier that set an
/// entry owns it and updates its value in place; readers are recorded as the
/// entry's dependents, so a change re-evaluates only the views that read that
/// key below that modifier (semantics rule 14).
///
/// ```
/// root ─ [scheme: dark] ─ [accent: red] ─ [accent: blue]   reading accent → blue
///                                            ↑ entry of the innermost .environment(\.accent, .blue)
/// ```
@MainActor
class EnvironmentEntry {
    /// The key type's identity.
    let key: ObjectIdentifier
    /// The key type, for descriptions.
    let keyType: Any.Type
    /// The entry below this one, or `nil` at the end of the list.
    let next: EnvironmentEntry?
    /// The nodes whose latest evaluation read this entry.
    var dependents = Dependents()

    init(keyType: Any.Type, next: EnvironmentEntry?) {
        self.key = ObjectIdentifier(keyType)
        self.keyType = keyType
        self.next = next
    }

    /// Takes the value of `newer`, an entry for the same key, and invalidates
    /// the readers when it is a different input. Without a typed comparison
    /// every new value counts as different.
    func adoptValue(of newer: EnvironmentEntry) {
        dependents.invalidate()
    }

    /// The value, for descriptions.
    var valueDescription: String { "" }
}

/// An environment entry holding a value of type `Value`.
@MainActor
final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
    private(set) var value: Value

    init(keyType: Any.Type, value: Value, next: EnvironmentEntry?) {
        self.value = value
        super.init(keyType: keyType, next: next)
    }

    /// The value; reading it during an evaluation records a dependency.
    func read() -> Value {
        dependents.recordRead()
        return value
    }

    override func adoptValue(of newer: EnvironmentEntry) {
        let newValue = unsafeDowncast(newer, to: TypedEnvironmentEntry<Value>.self).value
        let unchanged = ValueComparator.of(Value.self).isEqual(value, newValue)
        value = newValue
        if !unchanged {
            dependents.invalidate()
        }
    }

    override var valueDescription: String { String(describing: value) }
}
