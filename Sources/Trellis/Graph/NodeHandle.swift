/// What a dependency edge (or an observation registration) holds a node by
/// instead of a weak reference: a
/// small object the node makes for the first edge to it and empties in its
/// `deinit`, so that an edge that outlives its node (in a state cell a task
/// captured) finds `nil`.
///
/// A weak reference gives its object a side table, and every retain and
/// release of an object with one goes through the runtime's slow path:
/// with one on every text (a reader of the default text style), that was
/// about a fifth of a mount's instructions, and 48 bytes a node.
///
/// ```
/// a text reads the default style   edge → handle → text
/// the text is unmounted, released  deinit: handle.node = nil
/// a modifier starts setting it     the edge finds nil: nothing to invalidate
/// ```
///
/// `@unchecked Sendable`: `node` is written on the main actor, and by the
/// node's `deinit`, when nothing else can reach the node.
final class NodeHandle: @unchecked Sendable {
    /// The node, or `nil` once it was released.
    unowned(unsafe) var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
    }
}

extension ViewNode {
    /// What dependency edges hold this node by, made when the first one asks.
    final var handle: NodeHandle {
        if let storedHandle {
            return storedHandle
        }
        let made = NodeHandle(node: self)
        storedHandle = made
        return made
    }
}
