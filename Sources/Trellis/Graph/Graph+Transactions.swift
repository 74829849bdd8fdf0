/// Transactions (Lifecycle.md rule 10): the writes made inside `withAnimation`
/// or `withTransaction` are applied in an update of their own, after the
/// writes made before them.
///
/// A transaction's first and last steps close the one in progress: every
/// graph applies the writes made so far in an update pass (bodies
/// evaluated, actions queued for the commit). So, in one action:
///
/// ```
/// value = 1; value = 2          one pending write: value is 2
/// withAnimation {               close: the body sees 2, onChange (0, 2) queued
///     value = 3; value = 4
/// }                             close: the body sees 4, onChange (2, 4) queued
/// end of the action, commit     (0, 2) then (2, 4)
/// ```
///
/// Every graph, not only the one whose view wrote: transactions are the
/// main actor's, as in SwiftUI, and a write may reach a model several
/// hosts read.
extension Graph {
    /// The graphs alive: registered by their `init`, removed by their
    /// `deinit`. Held without reference counting: a weak reference would
    /// give every graph a side table and send each of its retains and
    /// releases through the slow path (6% of a keyed update, measured).
    private static var graphs: [Unmanaged<Graph>] = []

    /// Adds `graph` to the graphs whose writes a transaction closes.
    static func register(_ graph: Graph) {
        graphs.append(Unmanaged.passUnretained(graph))
    }

    /// Removes `graph`, being released. Cost: O(graphs).
    static func unregister(_ graph: Graph) {
        if let index = graphs.lastIndex(where: { $0.toOpaque() == Unmanaged.passUnretained(graph).toOpaque() }) {
            graphs.remove(at: index)
        }
    }

    /// Applies, in every graph, the writes made so far (``applyWrites()``).
    /// The graphs are retained first, all alive then: one released while
    /// another applies its writes goes when the loop is done. Cost:
    /// O(graphs) when nothing was written.
    static func closeTransaction() {
        let live = graphs.map { $0.takeUnretainedValue() }
        for graph in live {
            graph.applyWrites()
        }
    }

    /// Applies the writes made so far in an update pass of their own, so
    /// that the writes that follow are applied after them, in another
    /// (Lifecycle.md rule 10). The actions the pass queues run at the commit of
    /// the frame in progress, or of the next frame (which the writes
    /// scheduled).
    ///
    /// It does nothing while a node evaluates or the tree is laid out (a
    /// transaction opened in a body, a lazy row or a geometry reader's
    /// content): the update in progress applies the writes, in its order.
    /// Inside a frame its passes count against ``maximumPassesPerFrame``, so
    /// an action that keeps writing in a transaction (an `onChange` writing
    /// the value it observes in `withAnimation`) is stopped and reported as
    /// a cycle rather than looping in the commit.
    func applyWrites() {
        guard hasDirtyNodes, !isInUpdatePass, !isLayingOut, Evaluation.current == nil else { return }
        let wasUpdating = isUpdating
        if wasUpdating {
            guard passesInFrame < maximumPassesPerFrame else { return }
            passesInFrame += 1
        }
        isUpdating = true
        updatePass()
        isUpdating = wasUpdating
    }
}
