/// A node that answers to a keyboard shortcut: a button under
/// `.keyboardShortcut(_:)`, a tab view (its next and previous tab keys).
@MainActor
protocol KeyboardShortcutTarget: ViewNode {
    /// The shortcut the node answers to now, or `nil`.
    var shortcut: KeyboardShortcut? { get }
    /// Runs the node's action; returns whether it ran (false when disabled).
    func performShortcut() -> Bool
    /// Runs the node's action when `press` is one of its shortcuts; returns
    /// whether it ran. The default matches ``shortcut``; a node with several
    /// keys (a tab view's next and previous tab) matches them all.
    func performShortcut(for press: KeyPress) -> Bool
}

extension KeyboardShortcutTarget {
    func performShortcut(for press: KeyPress) -> Bool {
        shortcut?.matches(press) == true && performShortcut()
    }
}

/// The shortcut targets of one graph, in the order they appeared (so of
/// nested tab views, the inner one answers first: appear runs child-first).
///
/// Owned by the ``Graph``; targets (nodes that answer `answersShortcuts`)
/// are registered by `ViewNode` when they appear and removed when they
/// disappear. Consulted after the focused view and its ancestors
/// ignored a press. Cost: O(targets) per unhandled press.
@MainActor
final class KeyboardShortcutRegistry {
    private var targets: [any KeyboardShortcutTarget] = []

    /// Adds `target`; adding it twice does nothing.
    func register(_ target: any KeyboardShortcutTarget) {
        guard !targets.contains(where: { $0 === target }) else { return }
        targets.append(target)
    }

    /// Removes `target`.
    func unregister(_ target: any KeyboardShortcutTarget) {
        targets.removeAll { $0 === target }
    }

    /// Whether a target (inside `scope`, when given) answers to `press`,
    /// without running it. Cost: O(targets).
    func answers(_ press: KeyPress, within scope: ViewNode? = nil) -> Bool {
        for target in targets where target.isAlive && target.shortcut?.matches(press) == true {
            if scope.map({ Focus.isNode(target, inside: $0) }) ?? true {
                return true
            }
        }
        return false
    }

    /// Runs the first target whose shortcut `press` is (inside `scope`, a
    /// modal presentation, when given; never `excluded`; with `leaving`
    /// false, none that leaves the page on Esc); returns whether one ran.
    func perform(
        _ press: KeyPress, within scope: ViewNode? = nil, excluding excluded: ViewNode? = nil, leaving: Bool = true
    ) -> Bool {
        for target in targets where target.isAlive && target !== excluded && (leaving || !target.leavesOnEscape) {
            if let scope, !Focus.isNode(target, inside: scope) {
                continue
            }
            if target.performShortcut(for: press) {
                return true
            }
        }
        return false
    }
}
