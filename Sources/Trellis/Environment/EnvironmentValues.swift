/// The values a view inherits from its ancestors: colour scheme, custom keys,
/// observable models.
///
/// Read one with `@Environment(\.key)`, set one for a subtree with
/// `.environment(\.key, value)`, add your own with an ``EnvironmentKey`` and
/// an extension property:
///
/// ```swift
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
///
/// Reading a key in a body makes that view depend on the key alone: a change
/// to it re-evaluates only the views that read it (Lifecycle.md rule 14).
/// Cost: a read walks the list of values set above the view (usually a few);
/// a write prepends one entry.
@MainActor
public struct EnvironmentValues {
    /// The newest link; `nil` when nothing was set.
    var head: EnvironmentEntry?

    /// Creates environment values with every key at its default.
    public init() {}

    init(head: EnvironmentEntry?) {
        self.head = head
    }

    /// The value for `key`, or its default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let identity = ObjectIdentifier(key)
            if let entry = entry(for: identity) {
                return unsafeDowncast(entry, to: TypedEnvironmentEntry<Key.Value>.self).read()
            }
            Evaluation.current?.graph.recordDefaultEnvironmentRead(of: identity)
            return Key.defaultValue
        }
        set {
            head = TypedEnvironmentEntry(keyType: key, value: newValue, next: head)
        }
    }

    /// The entry an ancestor set for `key`, or `nil` where the key has its
    /// default: found without reading it, so nothing is recorded. A reader
    /// that keeps the default at hand (a text's style) reads the entry, or
    /// records its read of the default its own way (a text lists itself
    /// among the graph's `DefaultTextStyleReaders`).
    func entryIfSet<Key: EnvironmentKey>(_ key: Key.Type) -> TypedEnvironmentEntry<Key.Value>? {
        guard let entry = entry(for: ObjectIdentifier(key)) else { return nil }
        return unsafeDowncast(entry, to: TypedEnvironmentEntry<Key.Value>.self)
    }

    /// The nearest entry that sets the key `identity`, or `nil`.
    private func entry(for identity: ObjectIdentifier) -> (any EnvironmentValueEntry)? {
        var link = head
        while let current = link {
            if let entry = current.value(for: identity) {
                return entry
            }
            link = current.next
        }
        return nil
    }

    /// The values of `self` newer than `base`'s, one per key, newest first.
    func entries(above base: EnvironmentValues) -> [any EnvironmentValueEntry] {
        var result: [any EnvironmentValueEntry] = []
        var link = head
        while let current = link, current !== base.head {
            for entry in current.values where !result.contains(where: { $0.key == entry.key }) {
                result.append(entry)
            }
            link = current.next
        }
        return result
    }
}

extension EnvironmentValues: @MainActor CustomStringConvertible {
    /// The keys set above this point and their values, newest first.
    public var description: String {
        var parts: [String] = []
        var seen = Set<ObjectIdentifier>()
        var link = head
        while let current = link {
            for entry in current.values where seen.insert(entry.key).inserted {
                parts.append("\(typeName(of: entry.keyType)) = \(entry.valueDescription)")
            }
            link = current.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
