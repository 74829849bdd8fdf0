/// The keyboard focus of one graph: which focusable view holds it, the
/// focusable views Tab moves through, and the `.focused(_:)` bindings that
/// mirror it.
///
/// Owned by the ``Graph``. Focusable nodes register when they appear and
/// leave when they disappear; the focused node is where key presses start
/// (`Graph.dispatch(_:)`). Moving the focus tells the node that lost it and
/// the node that gained it, then brings every `@FocusState` binding on the
/// two paths to the root up to date, in that order:
///
/// ```
/// focus: name field → password field  (both .focused($field, equals: …))
/// 1. name field told "lost", password field told "gained"
/// 2. bindings that no longer contain the focus and still hold their value write the reset value  (.name → nil)
/// 3. bindings that now contain the focus write their value                                      (nil → .password)
/// ```
///
/// Tab order is reading order: by row, then column, of each view's frame on
/// screen, ties in registration order. Cost: a focus move is O(depth +
/// bindings); Tab sorts the focusable views, O(n log n).
@MainActor
final class Focus {
    unowned(unsafe) let graph: Graph

    /// The node holding the focus, or `nil`.
    private(set) var focused: (any Focusable)?

    /// The focusable nodes of the visible hierarchy, in registration order.
    private var focusables: [any Focusable] = []

    /// The `.focused(_:)` modifiers alive in the graph.
    private var bindings: [any FocusBinding] = []

    init(graph: Graph) {
        self.graph = graph
    }

    /// Adds `node` to Tab traversal. Registering twice does nothing.
    func register(_ node: any Focusable) {
        guard !focusables.contains(where: { $0 === node }) else { return }
        focusables.append(node)
        countFocusable(node, by: 1)
    }

    /// Whether `node` is in Tab traversal (in the visible hierarchy). Cost: O(focusables).
    func isRegistered(_ node: any Focusable) -> Bool {
        focusables.contains { $0 === node }
    }

    /// Removes `node` from Tab traversal; if it held the focus, nothing does now.
    func unregister(_ node: any Focusable) {
        let count = focusables.count
        focusables.removeAll { $0 === node }
        if focusables.count < count {
            countFocusable(node, by: -1)
        }
        if focused === node {
            move(to: nil)
        }
    }

    /// Tells the scroll views around `node` that a focusable view inside
    /// them came (`change` 1) or went (-1). Cost: O(depth).
    private func countFocusable(_ node: any Focusable, by change: Int) {
        var ancestor = node.parent
        while let current = ancestor {
            if current.isScrollingContainer, let container = current as? any ScrollingContainer {
                container.focusableDescendants += change
            }
            ancestor = current.parent
        }
    }

    /// Starts mirroring the focus into `binding`.
    func register(_ binding: any FocusBinding) {
        bindings.append(binding)
    }

    /// Stops mirroring the focus into `binding`.
    func unregister(_ binding: any FocusBinding) {
        bindings.removeAll { $0 === binding }
    }

    /// The registered nodes that take focus now, in Tab order.
    var traversalOrder: [any Focusable] {
        let eligible = focusables.enumerated().filter { $0.element.acceptsFocus && $0.element.isAlive }
        let keyed = eligible.map { (origin: $0.element.absoluteOrigin, index: $0.offset, node: $0.element) }
        return keyed.sorted { ($0.origin.row, $0.origin.column, $0.index) < ($1.origin.row, $1.origin.column, $1.index) }
            .map(\.node)
    }

    /// Moves the focus to the next (`forward`) or previous focusable view in
    /// Tab order, wrapping around; with nothing focused, to the first (or
    /// last). With a `scope` (a modal presentation), only the views inside
    /// it take part. Returns whether the focus moved.
    @discardableResult
    func advance(forward: Bool, within scope: ViewNode? = nil) -> Bool {
        let order = scope.map { scope in traversalOrder.filter { Self.isNode($0, inside: scope) } } ?? traversalOrder
        guard !order.isEmpty else { return false }
        let next: any Focusable
        if let focused, let index = order.firstIndex(where: { $0 === focused }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        guard next !== focused else { return false }
        move(to: next)
        return true
    }

    /// Gives the focus to `node` (or to nobody), telling both nodes and
    /// updating the bindings. A node that does not accept focus is refused.
    func move(to node: (any Focusable)?) {
        guard node !== focused else { return }
        if let node, !node.acceptsFocus || !node.isAlive { return }
        let old = focused
        let oldChain = bindingsContaining(old)
        focused = node
        old?.focusDidChange(to: false)
        node?.focusDidChange(to: true)
        if let node {
            graph.reveal(node)
        }
        let newChain = bindingsContaining(node)
        for binding in oldChain where !newChain.contains(where: { $0 === binding }) {
            binding.focusDidLeave()
        }
        // Outermost first, so that of two bindings of one state around the
        // focus, the innermost writes last and its value stays.
        for binding in newChain.reversed() {
            binding.focusDidEnter()
        }
    }

    /// Whether a binding of `state` around the focused view holds its value:
    /// the focus is where that state says, and no other binding of it should
    /// move the focus. Cost: O(depth).
    func isFocusClaimed(by state: ObjectIdentifier) -> Bool {
        bindingsContaining(focused).contains { $0.state == state && $0.holdsValue }
    }

    /// Whether the focus is `node` or inside it: the focused view's
    /// ancestor at `node`'s depth is `node` (a node never changes parent,
    /// so its depth is its distance from the root). A node deeper than the
    /// focused view answers at once, as a lazy stack's row leaving a
    /// focused list does at every scroll. The walk holds no references:
    /// the tree keeps every ancestor alive. Cost: O(depth difference).
    func isFocusWithin(_ node: ViewNode) -> Bool {
        guard let focused else { return false }
        var steps = focused.depth - node.depth
        guard steps >= 0 else { return false }
        unowned(unsafe) var current: ViewNode = focused
        while steps > 0 {
            guard let parent = current.parent else { return false }
            current = parent
            steps -= 1
        }
        return current === node
    }

    /// The bindings on the path from `node` to the root, innermost first.
    private func bindingsContaining(_ node: ViewNode?) -> [any FocusBinding] {
        guard node != nil, !bindings.isEmpty else { return [] }
        var found: [any FocusBinding] = []
        var current = node
        while let candidate = current {
            if let binding = candidate as? any FocusBinding {
                found.append(binding)
            }
            current = candidate.parent
        }
        return found
    }

    /// The first node in `node`'s subtree (itself included) that accepts
    /// focus, in Tab order.
    func firstFocusable(in node: ViewNode) -> (any Focusable)? {
        traversalOrder.first { Self.isNode($0, inside: node) }
    }

    /// Whether `node` is `container` or one of its descendants. Cost: O(depth).
    static func isNode(_ node: ViewNode, inside container: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let ancestor = current {
            if ancestor === container { return true }
            current = ancestor.parent
        }
        return false
    }
}
