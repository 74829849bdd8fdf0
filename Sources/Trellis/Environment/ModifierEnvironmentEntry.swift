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
    private var entries: [any EnvironmentValueEntry] {
        didSet { keys = entries.map { $0.key } }
    }
    /// The key of each entry, parallel to `entries`: every environment read
    /// below the modifier that passes this link searches them, and a plain
    /// array is searched without opening an existential (and retaining it)
    /// per entry.
    private var keys: [ObjectIdentifier]

    init(entries: [any EnvironmentValueEntry], next: EnvironmentEntry?) {
        self.entries = entries
        keys = entries.map { $0.key }
        super.init(next: next)
    }

    override func value(for key: ObjectIdentifier) -> (any EnvironmentValueEntry)? {
        for index in keys.indices where keys[index] == key {
            return entries[index]
        }
        return nil
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
