/// Deterministic counters of the work a graph has done.
///
/// Tests and benchmarks use them to prove minimal work: a state change read by
/// one leaf of a 10,000-view tree evaluates exactly one body.
///
/// ```swift
/// let host = TestHost { CounterList(count: 10_000) }
/// let before = host.statistics.bodyEvaluations
/// host.update()
/// #expect(host.statistics.bodyEvaluations - before == 1)
/// ```
///
/// Every counter is cumulative since the graph was created, except
/// ``liveNodes`` and ``appearedNodes``, which are current.
public struct GraphStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Calls of user-written `body` getters and `ViewModifier.body(content:)`.
    /// Engine primitives and `ForEach` content closures are not counted.
    public var bodyEvaluations = 0

    /// Nodes created (one per view identity mounted).
    public var nodesCreated = 0

    /// Nodes destroyed (identities that ended).
    public var nodesDestroyed = 0

    /// Nodes alive now: `nodesCreated - nodesDestroyed`.
    public var liveNodes = 0

    /// Nodes between their appear and their disappear now.
    public var appearedNodes = 0

    /// Keyed children (`ForEach` rows) that changed position, counted with the
    /// minimal set of moves (the complement of a longest increasing subsequence).
    public var childrenMoved = 0

    /// Update passes run (a frame takes one, plus one per round of actions
    /// that wrote state).
    public var updatePasses = 0

    /// Frames stopped by the cycle detector.
    public var cyclesStopped = 0

    /// Lifecycle actions run (appear, disappear, change and preference actions).
    public var actionsRun = 0

    /// Tasks started by `.task` modifiers.
    public var tasksStarted = 0

    /// Tasks cancelled because their view disappeared or their `id` changed.
    public var tasksCancelled = 0

    /// Observation registrations currently installed for bodies that read
    /// `@Observable` properties.
    public var observationRegistrations = 0

    /// Layout work: one for each node measured (a size not in its cache)
    /// and each node placed, whether or not its placement changed. A
    /// one-row change in a long stack measures and places only the path
    /// from that row to the root, so this grows by a small constant
    /// however many rows the stack has.
    public var layoutPasses = 0

    /// Subviews of a stack moved to a new origin without being laid out
    /// again, having kept their size and proposal: the rows a keyed move
    /// shifts in a `VStack` or `HStack`, and the rows a lazy stack keeps
    /// in view when it scrolls (23 for a one-row scroll of an 80 × 24
    /// list). Not counted in ``layoutPasses``.
    public var layoutMoves = 0

    /// Frames the host's frame loop ran (update, layout, draw, diff),
    /// whether or not they changed a cell: one per key press that wrote
    /// state, one per burst of writes made in one turn of the main queue.
    public var frameRuns = 0

    /// Frames that drew cells and wrote them to the terminal.
    public var framesDrawn = 0

    /// Bytes written to the terminal.
    public var bytesWritten = 0

    /// Cells cleared and drawn again in the frame buffer. A frame redraws
    /// only the rows its changes damaged, or the whole screen after a view
    /// moved, resized, appeared or left.
    public var cellsDrawn = 0

    /// Rows that lazy stacks (and lists) have built and hold now: the rows
    /// in view, a focused one scrolled out, and the retained ones.
    public var lazyRows = 0

    /// Nodes hit tests looked at to find the view under the pointer (for
    /// a click, a right click, the start of a drag, a wheel notch): those
    /// entered on the way from the root to that view, and the subviews
    /// passed over because the pointer lay outside them. A stack of many
    /// subviews finds the one under the pointer by binary search, passing
    /// over none, so a click on a row of a long list looks at a few nodes
    /// however many rows the list has.
    public var nodesHitTested = 0

    /// Creates statistics with every counter at zero.
    public init() {}

    /// The counters on one line, for logs.
    public var description: String {
        "bodies \(bodyEvaluations), created \(nodesCreated), destroyed \(nodesDestroyed), "
            + "live \(liveNodes), appeared \(appearedNodes), moved \(childrenMoved), "
            + "passes \(updatePasses), tasks \(tasksStarted)/\(tasksCancelled), "
            + "observations \(observationRegistrations), layouts \(layoutPasses), moved in layout \(layoutMoves), "
            + "frames \(frameRuns) run/\(framesDrawn) drawn, cells \(cellsDrawn), bytes \(bytesWritten), lazy rows \(lazyRows), "
            + "hit tested \(nodesHitTested)"
    }
}
