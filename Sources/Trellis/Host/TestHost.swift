/// Runs a view headlessly, for tests: the production graph and pipeline
/// (update, commit, layout, draw, diff, write), an in-memory terminal, and
/// counters that prove how much work an update did.
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
/// Mounting in `init` runs the first update and its appear actions and draws
/// the first frame. Changes
/// (state writes, observable writes, task results) are applied when you call
/// ``update()`` or ``settle()``: the host never updates on its own, so a test
/// decides exactly when each frame happens. Every host has its own scheduling
/// state, so tests that interleave at `await` do not disturb each other. In
/// debug builds every frame ends with the graph's invariant check, which stops
/// the test on a violation.
@MainActor
public final class TestHost {
    let session: Session
    private var graph: Graph { session.graph }
    private var renderer: Renderer { session.renderer }
    /// The bytes written since the last ``takeOutput()``; appended to by
    /// every frame, so unchecked for exclusivity.
    @exclusivity(unchecked) private var output: [UInt8] = []

    /// The diagnostics the graph reported (duplicate `ForEach` IDs, stopped
    /// update loops), oldest first: the first 1,000 are kept. They are all
    /// written to standard error.
    public private(set) var diagnostics: [String] = []

    private static let diagnosticsKept = 1_000

    /// The lines views printed with `@Environment(\.printAbove)`, oldest
    /// first (an inline terminal host would have printed them above its
    /// live region).
    public private(set) var printedLines: [String] = []

    /// Mounts the view `content` builds on a screen of `columns` × `rows` cells.
    ///
    /// A zero or negative size is accepted and gives an empty screen.
    public convenience init<Content: View>(columns: Int = 80, rows: Int = 24, @ViewBuilder content: () -> Content) {
        self.init(columns: columns, rows: rows, restoration: nil, content: content)
    }

    /// Mounts `content` as a scene whose `@SceneStorage` values are kept in
    /// `restoration` (saved when the scene goes to the background).
    convenience init<Content: View>(columns: Int, rows: Int, restoration: SceneRestoration?, @ViewBuilder content: () -> Content) {
        self.init(columns: columns, rows: rows, restoration: restoration) { session in session.mount(content()) }
    }

    /// Makes the session, lets `mount` mount what it shows (a view tree,
    /// or a controller scene's launch) and draws the first frame.
    init(columns: Int, rows: Int, restoration: SceneRestoration?, mounting mount: (Session) -> Void) {
        session = Session(
            size: CellSize(width: columns, height: rows),
            writer: TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true),
            restoration: restoration)
        let graph = session.graph
        let standardError = graph.diagnose
        graph.diagnose = { [weak self] message in
            if let self, diagnostics.count < Self.diagnosticsKept {
                diagnostics.append(message)
            }
            standardError(message)
        }
        session.frames.write = { [weak self] bytes in
            guard let self else { return }
            if output.isEmpty {
                output = bytes
            } else {
                output += bytes
            }
        }
        graph.setHostEnvironment { values in
            values.printAbove = PrintAboveAction { [weak self] text in
                self?.printedLines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        mount(session)
        render()
    }

    /// Applies every pending change now: update passes, the commit and its
    /// lifecycle actions, repeated while actions change state. Never runs
    /// task bodies.
    public func update() {
        render()
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
            render()
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
    ///
    /// A controller scene quits first, as a terminal host's does
    /// (`sceneWillResignActive`, the phase to the background,
    /// `sceneDidDisconnect`, `applicationWillTerminate`); its controllers
    /// get no disappearance callbacks, as in UIKit.
    public func unmount() {
        if let scene = session.scene {
            scene.disconnect(session)
        }
        graph.unmount()
        render()
    }

    /// The work the graph has done so far.
    public var statistics: GraphStatistics { graph.statistics }

    /// An indented dump of the live nodes: identity, type, state values.
    public var graphDescription: String { graph.describe() }

    /// The current frame as text: one line per row, trailing spaces and
    /// trailing empty rows removed.
    public var screen: String { renderer.front?.text ?? "" }

    /// The cell at `column`, `row` of the current frame (a blank cell outside it).
    ///
    /// ```swift
    /// #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
    /// ```
    public func cell(column: Int, row: Int) -> Cell {
        renderer.front?[column: column, row: row] ?? .blank
    }

    /// The bytes written to the in-memory terminal since the last call:
    /// exactly what a real terminal would have received.
    public func takeOutput() -> [UInt8] {
        defer { output = [] }
        return output
    }

    /// Runs a frame (``FrameLoop/runFrame()``): update, lay out, draw and
    /// write to the in-memory terminal.
    func render() {
        session.frames.runFrame()
    }

    /// The graph's structure without state values, for comparing identities.
    var structureDescription: String { graph.describe(includingState: false) }

    /// Checks the graph's invariants; empty when the graph is sound.
    func checkInvariants() -> [String] { graph.checkInvariants() }

    /// The graph, for tests of the engine itself.
    var testGraph: Graph { graph }
}
