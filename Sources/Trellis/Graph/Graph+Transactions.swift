/// Transactions (semantics rule 10): the writes made inside `withAnimation`
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
    /// A graph, held weakly.
    private struct Entry {
        weak var graph: Graph?
    }

    /// The graphs alive, pruned of the released ones when the list doubles.
    private static var graphs: [Entry] = []
    private static var pruningThreshold = 8

    /// Adds `graph` to the graphs whose writes a transaction closes.
    static func register(_ graph: Graph) {
        graphs.append(Entry(graph: graph))
        if graphs.count > pruningThreshold {
            graphs = graphs.filter { $0.graph != nil }
            pruningThreshold = max(8, graphs.count * 2)
        }
    }

    /// Applies, in every graph, the writes made so far (``applyWrites()``).
    /// Cost: O(graphs) when nothing was written.
    static func closeTransaction() {
        for entry in graphs {
            entry.graph?.applyWrites()
        }
    }
}
