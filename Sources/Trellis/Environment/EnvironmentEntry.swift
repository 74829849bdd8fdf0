/// A link of the environment: the values one place in the tree sets.
///
/// `EnvironmentValues` is a persistent linked list of links, newest first.
/// A node keeps the list it was mounted with for its whole life, so a link's
/// identity never changes; what it holds may (``ModifierEnvironmentEntry``).
/// Reading a key walks the list to the first link that holds it.
///
/// ```
/// root ─ [scheme: dark] ─ [accent: red] ─ [accent: blue]   reading accent → blue
///                                            ↑ the link of the innermost .environment(\.accent, .blue)
/// ```
@MainActor
class EnvironmentEntry {
    /// The link below this one, or `nil` at the end of the list.
    let next: EnvironmentEntry?

    init(next: EnvironmentEntry?) {
        self.next = next
    }

    /// The value this link holds for `key`, or `nil` when it holds none.
    func value(for key: ObjectIdentifier) -> (any EnvironmentValueEntry)? { nil }

    /// The values this link holds, for descriptions.
    var values: [any EnvironmentValueEntry] { [] }
}

/// One key's value in the environment: an attribute of the graph, whose
/// dependents are the views that read it.
@MainActor
protocol EnvironmentValueEntry: AnyObject {
    /// The key type's identity.
    var key: ObjectIdentifier { get }

    /// The key type, for descriptions.
    var keyType: Any.Type { get }

    /// Invalidates the views that read this value.
    func invalidateReaders()

    /// Takes the value of `newer`, an entry for the same key, and invalidates
    /// the readers when it is a different input.
    func adoptValue(of newer: any EnvironmentValueEntry)

    /// The value, for descriptions.
    var valueDescription: String { get }
}

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

/// The link of an environment-writing modifier: the values its modifier
/// currently sets, replaced in place when the modifier changes.
///
/// Owned by the modifier's node; its content's nodes hold it in their lists.
/// A new value for a key it holds invalidates that key's readers; a key it
/// stops setting invalidates its readers (they now read further up); a key it
/// starts setting invalidates the readers of that key further up, and the
/// graph's readers of that key's default (they now read this link).
@MainActor
final class ModifierEnvironmentEntry: EnvironmentEntry {
    private var entries: [any EnvironmentValueEntry]

    init(entries: [any EnvironmentValueEntry], next: EnvironmentEntry?) {
        self.entries = entries
        super.init(next: next)
    }

    override func value(for key: ObjectIdentifier) -> (any EnvironmentValueEntry)? {
        entries.first { $0.key == key }
    }

    override var values: [any EnvironmentValueEntry] { entries }

    /// Replaces the values with `newer` (one per key), invalidating the
    /// readers of every key whose value changed, appeared or went away.
    func replaceValues(with newer: [any EnvironmentValueEntry], in graph: Graph) {
        var kept: [any EnvironmentValueEntry] = []
        for entry in newer {
            if let current = value(for: entry.key) {
                current.adoptValue(of: entry)
                kept.append(current)
            } else {
                invalidateReadersAbove(of: entry.key, in: graph)
                kept.append(entry)
            }
        }
        for entry in entries where !kept.contains(where: { $0 === entry }) {
            entry.invalidateReaders()
        }
        entries = kept
    }

    private func invalidateReadersAbove(of key: ObjectIdentifier, in graph: Graph) {
        var link = next
        while let current = link {
            if let entry = current.value(for: key) {
                entry.invalidateReaders()
                return
            }
            link = current.next
        }
        graph.invalidateDefaultEnvironmentReaders(of: key)
    }
}
