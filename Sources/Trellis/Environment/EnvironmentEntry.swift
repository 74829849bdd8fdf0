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
