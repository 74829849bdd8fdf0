/// Runs a view headlessly, for tests: the production graph and pipeline, an
/// in-memory screen, and counters that prove how much work an update did.
///
/// ```swift
/// @Test("A counter keeps its state across an update")
/// func counter() async {
///     let host = TestHost(columns: 20, rows: 2) { CounterView() }
///     #expect(host.screen == "Count: 0")
///     await host.settle()                       // runs .task bodies to their first await
///     #expect(host.statistics.bodyEvaluations == 2)
/// }
/// ```
///
/// Mounting in `init` runs the first update and its appear actions. Changes
/// (state writes, observable writes, task results) are applied when you call
/// ``update()`` or ``settle()``: the host never updates on its own, so a test
/// decides exactly when each frame happens. Every host has its own scheduling
/// state, so tests that interleave at `await` do not disturb each other. In
/// debug builds every frame ends with the graph's invariant check, which stops
/// the test on a violation.
@MainActor
public final class TestHost {
    private let graph: Graph
    private let columns: Int
    private let rows: Int

    /// The diagnostics the graph reported (duplicate `ForEach` IDs, stopped
    /// update loops), oldest first: the first 1,000 are kept. They are all
    /// written to standard error.
    public private(set) var diagnostics: [String] = []

    private static let diagnosticsKept = 1_000

    /// Mounts the view `content` builds on a screen of `columns` × `rows` cells.
    ///
    /// A zero or negative size is accepted and gives an empty screen.
    public init<Content: View>(columns: Int = 80, rows: Int = 24, @ViewBuilder content: () -> Content) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        graph = Graph()
        let standardError = graph.diagnose
        graph.diagnose = { [weak self] message in
            if let self, diagnostics.count < Self.diagnosticsKept {
                diagnostics.append(message)
            }
            standardError(message)
        }
        graph.mount(content())
    }

    /// Applies every pending change now: update passes, the commit and its
    /// lifecycle actions, repeated while actions change state. Never runs
    /// task bodies.
    public func update() {
        graph.update()
    }

    /// Updates, then waits for the tasks that update started (to their first
    /// suspension) and cancelled (to their end), applying what they changed,
    /// until nothing is left to do.
    ///
    /// It awaits task handles rather than yielding a fixed number of times,
    /// so the result does not depend on scheduling. A task that is suspended
    /// waiting for something else is not waited for. A cancelled task that
    /// never ends makes `settle()` wait for it, as the cancellation is
    /// cooperative. Gives up after 1,000 rounds with a diagnostic.
    public func settle() async {
        for _ in 0..<1_000 {
            graph.update()
            let unsettled = graph.tasks.unsettled
            if unsettled.isEmpty {
                if !graph.hasDirtyNodes {
                    return
                }
                continue
            }
            for record in unsettled {
                await record.settle()
            }
        }
        graph.diagnose("settle() stopped after 1000 rounds: tasks keep starting or changing state")
    }

    /// Removes the whole tree: disappear actions run, tasks are cancelled,
    /// every node is destroyed. The host shows nothing afterwards.
    public func unmount() {
        graph.unmount()
    }

    /// The work the graph has done so far.
    public var statistics: GraphStatistics { graph.statistics }

    /// An indented dump of the live nodes: identity, type, state values.
    public var graphDescription: String { graph.describe() }

    /// The current frame as text, one line per row, trailing spaces removed.
    ///
    /// Until the layout engine lands this is a simple stack of the texts:
    /// vertical containers stack their children, `HStack` places them side
    /// by side.
    public var screen: String {
        LineRenderer(columns: columns, rows: rows).render(graph.root)
    }

    /// The graph's structure without state values, for comparing identities.
    var structureDescription: String { graph.describe(includingState: false) }

    /// Checks the graph's invariants; empty when the graph is sound.
    func checkInvariants() -> [String] { graph.checkInvariants() }

    /// The graph, for tests of the engine itself.
    var testGraph: Graph { graph }
}
