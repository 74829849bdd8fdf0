/// What an object that may outlive its graph holds the graph by instead of
/// a weak reference (``LiveStatistics``, an observation registration): the
/// graph's one handle, emptied by the graph's `deinit`, so that a holder
/// kept past its host finds `nil`. The same mechanism as ``NodeHandle``,
/// for the graph.
///
/// A weak reference gives its object a side table, and every retain and
/// release of an object with one goes through the runtime's slow path: a
/// graph is retained about 12 times per node mounted (every
/// `graph.statistics` count, every `graph.damage` record), so one weak
/// reference to it, from the live statistics every session makes, cost a
/// mount about 1,000 instructions a row.
///
/// ```
/// a session makes its LiveStatistics     LiveStatistics → handle → graph
/// the host ends, the graph is released   deinit: handle.graph = nil
/// a model still holds the statistics     reads nil: zero counters
/// ```
///
/// `@unchecked Sendable`: `graph` is written by the graph's `init` and its
/// `deinit`, when nothing else can reach the graph.
final class GraphHandle: @unchecked Sendable {
    /// The graph, or `nil` once it was released.
    unowned(unsafe) var graph: Graph?

    init(graph: Graph) {
        self.graph = graph
    }
}
