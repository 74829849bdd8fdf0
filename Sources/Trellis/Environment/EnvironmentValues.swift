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
/// to it re-evaluates only the views that read it (semantics rule 14).
/// Cost: a read walks the list of values set above the view (usually a few);
/// a write prepends one entry.
@MainActor
public struct EnvironmentValues {
    /// The newest entry; `nil` when nothing was set.
    var head: EnvironmentEntry?

    /// Creates environment values with every key at its default.
    public init() {}

    /// The value for `key`, or its default when no ancestor set it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let identity = ObjectIdentifier(key)
            var entry = head
            while let current = entry {
                if current.key == identity {
                    return unsafeDowncast(current, to: TypedEnvironmentEntry<Key.Value>.self).read()
                }
                entry = current.next
            }
            return Key.defaultValue
        }
        set {
            head = TypedEnvironmentEntry(keyType: key, value: newValue, next: head)
        }
    }

    /// The entries of `self` that are newer than `base`'s, newest first.
    func entries(above base: EnvironmentValues) -> [EnvironmentEntry] {
        var result: [EnvironmentEntry] = []
        var entry = head
        while let current = entry, current !== base.head {
            result.append(current)
            entry = current.next
        }
        return result
    }
}

extension EnvironmentValues: @MainActor CustomStringConvertible {
    /// The keys set above this point and their values, newest first.
    public var description: String {
        var parts: [String] = []
        var seen = Set<ObjectIdentifier>()
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted {
                parts.append("\(typeName(of: current.keyType)) = \(current.valueDescription)")
            }
            entry = current.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
