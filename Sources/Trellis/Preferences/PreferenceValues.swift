/// The preference values a subtree reports: one value per key that some view
/// in the subtree sets.
///
/// Each node keeps the values of its subtree. A node's values are its
/// children's, reduced in child order; a `.preference` modifier then replaces
/// its key's value, a `.transformPreference` changes it. When a node's values
/// change, the graph reduces its parent again, and so on up while values keep
/// changing — only the path from the change to the readers is re-reduced.
///
/// ```
/// VStack {                                    VStack: [Title: "Inbox"]   (reduce keeps the first)
///     Text("a").preference(key: Title.self, value: "Inbox")
///     Text("b").preference(key: Title.self, value: "Mail")
/// }
/// ```
@MainActor
struct PreferenceValues: @MainActor Equatable {
    private struct Entry {
        let kind: any PreferenceKey.Type
        var value: Any
    }

    private var entries: [Entry] = []

    init() {}

    /// The values of `children`, reduced in order.
    init(reducing children: [ViewNode]) {
        for child in children where !child.preferences.isEmpty {
            for entry in child.preferences.entries {
                if let index = entries.firstIndex(where: { $0.kind == entry.kind }) {
                    entries[index].value = entry.kind.reduce(erased: entries[index].value, with: entry.value)
                } else {
                    entries.append(entry)
                }
            }
        }
    }

    /// Whether none of `children` reports a value, so that their
    /// reduction is empty: a node with no values of its own then stays as
    /// it is without a reduction. The case of almost every node, once at
    /// its mount; it saves about 200 instructions a node, most of them
    /// retains of the children that building the reduction takes.
    static func noneReported(by children: [ViewNode]) -> Bool {
        for index in children.indices where !children[index].preferences.isEmpty {
            return false
        }
        return true
    }

    /// Whether no key has a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, or `nil` when no view in the subtree sets it.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value? {
        get {
            entries.first { $0.kind == key }.map { $0.value as! Key.Value }
        }
        set {
            let index = entries.firstIndex { $0.kind == key }
            switch (newValue, index) {
            case (let value?, let index?): entries[index].value = value
            case (let value?, nil): entries.append(Entry(kind: key, value: value))
            case (nil, let index?): entries.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    static func == (lhs: PreferenceValues, rhs: PreferenceValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (left, right) in zip(lhs.entries, rhs.entries) {
            guard left.kind == right.kind, left.kind.isEqual(erased: left.value, right.value) else { return false }
        }
        return true
    }
}
