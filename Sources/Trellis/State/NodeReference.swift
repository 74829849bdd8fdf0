/// A weak reference to a node that can be invalidated from any thread.
@MainActor
final class NodeReference: Sendable {
    private weak var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }

    /// Invalidates the node on the main actor: at once on the main thread,
    /// otherwise on the main queue's next turn.
    nonisolated func invalidateFromAnyThread() {
        MainQueue.run { self.node?.invalidate() }
    }
}
