/// The attribute graph: the persistent tree of view nodes and the queues that
/// keep it up to date.
///
/// A host owns one graph. The graph owns the root node (and through it every
/// node), the queue of dirty nodes, the commit queue of lifecycle actions, the
/// registry of running tasks and the statistics. Everything runs on the main
/// actor; a graph never shares scheduling state with another graph, so tests
/// that interleave at every `await` do not disturb each other.
///
/// The graph runs step 1 of a frame (``FrameLoop/runFrame()`` runs them
/// all) in ``update()``, after the marks that asked for it:
///
/// - **Mark** — a write to a state cell, an environment entry or an
///   observable property calls `ViewNode.invalidate()` on the nodes whose
///   last evaluation read it; a mark outside an update requests a frame
///   (``frameRequested``).
/// - **Update** — dirty nodes are re-evaluated parents first; each
///   reconciles its new output with its children by identity, and a child
///   whose inputs are unchanged is not re-evaluated.
/// - **Commit** — the lifecycle actions queued by the update run in the
///   order of the contract in `Lifecycle.md` (``CommitQueue``). Actions may
///   write state: the graph updates again in the same frame, at most
///   ``maximumPassesPerFrame`` times.
///
/// Layout, drawing and the terminal diff follow in the frame loop.
@MainActor
final class Graph {
    /// Deterministic counters of the work done since the graph was created.
    @exclusivity(unchecked) var statistics = GraphStatistics()

    /// How many mounted nodes name their space (`.coordinateSpace`, scroll
    /// views): while none does, a view's origins are its screen origin alone.
    var namedCoordinateSpaces = 0

    /// The nodes told of terminal resizes (``ScreenSizeObserver``).
    var screenSizeObservers: [any ScreenSizeObserver] = []

    /// What the next frame must redraw; filled in by layout, cleared by the
    /// renderer. Written once per node placed, so without dynamic
    /// exclusivity checks (only the graph's layout pass writes it).
    @exclusivity(unchecked) var damage = Damage()

    /// The node that hosts the root view. It has no view of its own.
    private(set) var root: RootNode!

    /// Lifecycle actions queued by the update in progress.
    @exclusivity(unchecked) var commitQueue = CommitQueue()

    /// Tasks started by `.task` modifiers that have not finished.
    let tasks = TaskRegistry()

    /// The keyboard focus and the focusable views.
    private(set) var focus: Focus!

    /// The buttons that answer to keyboard shortcuts.
    let shortcuts = KeyboardShortcutRegistry()

    /// The clock of timers (spinners, click series), driven by the host.
    let timers = TimerQueue()

    /// The presented views (sheets, covers, alerts), laid out and drawn
    /// over the root's tree.
    let presentations = PresentationLayer()
    /// The pointer's hover: the listening views and those under it.
    let hover = PointerHover()
    /// The view a drag in progress goes to (``dispatchDrag(at:phase:)``).
    weak var dragTarget: ViewNode?
    /// The dynamic properties' values each composite view had when its
    /// `_printChanges()` last reported, by node; empty unless an app calls it.
    var printedChangeValues: [ObjectIdentifier: [(name: String, value: String)]] = [:]

    /// Asks the host's ``FrameLoop`` for a frame: called when a node is
    /// marked outside an update.
    var frameRequested: () -> Void = {}

    /// Receives diagnostics (duplicate `ForEach` IDs, runaway update loops).
    /// Defaults to standard error.
    var diagnose: (String) -> Void = { message in
        Diagnostics.write(message)
    }

    /// Whether ``checkInvariants()`` runs after every frame, stopping the
    /// program on a violation. On in debug builds.
    var checksInvariants = _isDebugAssertConfiguration()

    /// How many update passes one frame may take before the graph reports a
    /// cycle and stops (a runaway `onChange` loop, for example).
    var maximumPassesPerFrame = 100

    /// Nodes marked dirty since the last update pass, in marking order.
    @exclusivity(unchecked) private var dirtyNodes: [ViewNode] = []

    /// Nodes whose preferences must be reduced again before the commit.
    @exclusivity(unchecked) private var preferenceNodes: [ViewNode] = []

    /// True while ``update()`` runs (and while a transaction applies its
    /// writes outside one).
    var isUpdating = false

    /// True while dirty nodes are being re-evaluated (step 2), as opposed
    /// to the commit of their actions.
    private(set) var isInUpdatePass = false

    /// The update passes the frame in progress has run, its transactions'
    /// included: bounded by ``maximumPassesPerFrame``.
    var passesInFrame = 0

    /// True while the renderer places the tree (a controller's
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` run then): work
    /// given to ``performOutsideUpdate(_:)`` waits until placing is done.
    var isLayingOut = false

    /// Set when ``unmount()`` was called during an update.
    private var isUnmountRequested = false

    /// Work that may not run inside an update (a view controller's
    /// appearance transition), requested during one: it runs when the
    /// frame is done, in the order requested. Read by every layout round,
    /// so unchecked for exclusivity like the other hot fields.
    @exclusivity(unchecked) private var workAfterUpdate: [() -> Void] = []

    /// Set when the cycle detector stopped a frame, until a frame completes:
    /// the nodes it left dirty wait for the next update.
    private(set) var hasStoppedFrame = false

    /// The last serial number handed to a node.
    @exclusivity(unchecked) private var lastSerial = 0

    /// The environment the host sets for the whole tree (scene phase, size
    /// classes), replaced in place by ``setHostEnvironment(_:)``.
    let hostEnvironment: ModifierEnvironmentEntry

    /// The environment the graph was created with, below the host's values.
    let baseEnvironment: EnvironmentValues

    /// What objects that may outlive the graph hold it by (``GraphHandle``).
    private(set) var handle: GraphHandle!

    init(environment: EnvironmentValues = EnvironmentValues()) {
        baseEnvironment = environment
        hostEnvironment = ModifierEnvironmentEntry(entries: [], next: environment.head)
        root = RootNode(graph: self, environment: EnvironmentValues(head: hostEnvironment))
        focus = Focus(graph: self)
        handle = GraphHandle(graph: self)
        Graph.register(self)
    }

    /// A graph released without unmounting still stops its tasks (no task
    /// outlives its view) and cancels its observation registrations.
    isolated deinit {
        handle.graph = nil
        Graph.unregister(self)
        for record in tasks.active {
            record.cancel()
        }
        root.releaseSubtree()
    }

    /// Whether any node is waiting to be re-evaluated.
    var hasDirtyNodes: Bool { !dirtyNodes.isEmpty }

    /// Whether an update has anything to do: dirty nodes, preferences to
    /// reduce, or actions queued outside an update (by layout).
    var hasPendingWork: Bool { !dirtyNodes.isEmpty || !preferenceNodes.isEmpty || !commitQueue.isEmpty }

    /// How much work is waiting: dirty nodes, nodes whose preferences may
    /// have changed, queued actions. Layout compares it before and after a
    /// pass to learn whether the pass scheduled anything.
    var pendingWorkCount: Int { dirtyNodes.count + preferenceNodes.count + commitQueue.count }

    /// Nodes with an `onGeometryChange` action, checked after every layout
    /// pass in the order they registered; unchecked for exclusivity, as
    /// every layout round reads the list.
    @exclusivity(unchecked) private(set) var geometryObservers: [GeometryObserving] = []

    /// Registers `observer` to be checked after layout.
    func addGeometryObserver(_ observer: GeometryObserving) {
        geometryObservers.append(observer)
    }

    /// Stops checking `observer`. Cost: O(observers).
    func removeGeometryObserver(_ observer: GeometryObserving) {
        for index in geometryObservers.indices where geometryObservers[index] === observer {
            geometryObservers.remove(at: index)
            return
        }
    }

    // MARK: Mounting

    /// Mounts `content` as the root view and runs the first frame.
    func mount<Content: View>(_ content: Content) {
        runFrame { self.root.mountRoot(content) }
    }

    /// Removes the whole tree: disappear actions run, tasks are cancelled,
    /// every node is destroyed. Called from a lifecycle action, it runs once
    /// the current frame is done.
    func unmount() {
        if isUpdating {
            isUnmountRequested = true
            return
        }
        runFrame { self.root.unmountRoot() }
    }

    // MARK: Marking

    /// Adds `node`, just marked dirty, to the next update pass.
    func enqueueDirty(_ node: ViewNode) {
        dirtyNodes.append(node)
        requestFrame()
    }

    /// Asks for a frame (``frameRequested``), unless an update is running:
    /// that update applies the change.
    func requestFrame() {
        guard !isUpdating else { return }
        frameRequested()
    }

    /// Queues `node` to reduce its preferences again before the commit.
    func preferencesMayHaveChanged(_ node: ViewNode) {
        preferenceNodes.append(node)
    }

    // MARK: Updating

    /// Runs update passes and commits until no node is dirty (ARCHITECTURE.md, “The frame pipeline” steps 2–3).
    ///
    /// Calling it while an update runs (from a lifecycle action) does nothing:
    /// the running update loops until everything settles.
    func update() {
        runFrame(firstPass: nil)
    }

    /// Runs `firstPass` (a mount or unmount) or an update pass, then commits,
    /// and loops while actions leave nodes dirty.
    private func runFrame(firstPass: (() -> Void)?) {
        guard !isUpdating else { return }
        isUpdating = true
        runPasses(firstPass: firstPass)
        isUpdating = false
        if isUnmountRequested {
            isUnmountRequested = false
            runFrame { self.root.unmountRoot() }
            return
        }
        if checksInvariants {
            let violations = checkInvariants()
            precondition(violations.isEmpty, "graph invariants violated:\n" + violations.joined(separator: "\n"))
        }
        runWorkAfterUpdate()
    }

    /// Whether work given to ``performOutsideUpdate(_:)`` waits for the
    /// update or the layout in progress to end.
    var hasWorkAfterUpdate: Bool { !workAfterUpdate.isEmpty }

    /// Runs the work that waited for the update or the layout to end, in
    /// the order it was requested, unless one is still in progress.
    func runWorkAfterUpdate() {
        while !isUpdating, !isLayingOut, !workAfterUpdate.isEmpty {
            workAfterUpdate.removeFirst()()
        }
    }

    /// Runs `work` now, or, when an update is running, once its frame is
    /// done (before the host draws it); during layout, once placing is done.
    /// For work that runs updates of its own, such as a view controller's
    /// appearance transition.
    ///
    /// ```swift
    /// graph.performOutsideUpdate { controller.transition() }   // from an onAppear: after the frame
    /// ```
    func performOutsideUpdate(_ work: @escaping () -> Void) {
        if isUpdating || isLayingOut {
            workAfterUpdate.append(work)
        } else {
            work()
        }
    }

    private func runPasses(firstPass: (() -> Void)?) {
        passesInFrame = 0
        if let firstPass {
            passesInFrame += 1
            statistics.updatePasses += 1
            firstPass()
            commitPass()
        }
        while hasPendingWork {
            passesInFrame += 1
            if passesInFrame > maximumPassesPerFrame {
                reportCycle()
                return
            }
            updatePass()
            commitPass()
        }
        hasStoppedFrame = false
    }

    /// Step 2: re-evaluates the dirty nodes, shallowest first, in marking order
    /// among nodes of equal depth. Re-evaluating a parent updates its dirty
    /// children on the way, so they are skipped when their turn comes. Run
    /// by the frame loop, and by a transaction's `applyWrites()`.
    func updatePass() {
        isInUpdatePass = true
        defer { isInUpdatePass = false }
        statistics.updatePasses += 1
        var queue: [ViewNode] = []
        swap(&queue, &dirtyNodes)
        if queue.count > 1 {
            queue = queue.enumerated()
                .sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
                .map(\.element)
        }
        for node in queue where node.isDirty && node.isAlive {
            node.refresh()
        }
        // The list's storage takes the next marks, unless marks made during
        // the pass took storage of their own: a frame that re-evaluates
        // one view allocates no list.
        queue.removeAll(keepingCapacity: true)
        if dirtyNodes.capacity == 0 {
            swap(&queue, &dirtyNodes)
        }
    }

    /// Step 3: reduces changed preferences, then runs the queued actions in
    /// phase order. Actions that write state only mark nodes; the frame loop
    /// runs another pass for them.
    private func commitPass() {
        reducePreferences()
        while !commitQueue.isEmpty {
            for action in commitQueue.takeAll() {
                action()
            }
        }
    }

    /// Reduces the preferences of queued nodes, deepest first, walking up
    /// while a node's reduced values change.
    private func reducePreferences() {
        while !preferenceNodes.isEmpty {
            let deepest = preferenceNodes.map(\.depth).max() ?? 0
            var remaining: [ViewNode] = []
            var current: [ViewNode] = []
            for node in preferenceNodes {
                if node.depth == deepest { current.append(node) } else { remaining.append(node) }
            }
            preferenceNodes = remaining
            var seen = Set<ObjectIdentifier>()
            for node in current where node.isAlive && seen.insert(ObjectIdentifier(node)).inserted {
                if node.reducePreferences(), let parent = node.parent {
                    preferenceNodes.append(parent)
                }
            }
        }
    }

    /// Ends a frame that does not settle. The nodes still invalid stay dirty
    /// and are re-evaluated by the next update (which a change to any of
    /// them schedules), so nothing loops and nothing is lost.
    private func reportCycle() {
        let names = Set(dirtyNodes.filter(\.isAlive).map(\.path)).sorted()
        diagnose(
            "the update did not settle after \(maximumPassesPerFrame) passes in one frame; "
                + "an action keeps changing state that its own update changes again "
                + "(for example an onChange(of:) that writes the value it observes). "
                + "Still invalid, updated in the next frame: \(names.joined(separator: ", "))"
        )
        statistics.cyclesStopped += 1
        hasStoppedFrame = true
    }

    // MARK: Environment defaults

    /// The views that read each environment key no ancestor set, so that a
    /// modifier that starts setting the key can invalidate them
    /// (`recordDefaultEnvironmentRead(of:)`, in `Graph+Environment.swift`).
    @exclusivity(unchecked) var defaultEnvironmentReaders: [ObjectIdentifier: DefaultEnvironmentReaders] = [:]

    /// The readers of the key whose default was read last, owned by the
    /// dictionary, which never removes one.
    @exclusivity(unchecked) unowned(unsafe) var lastDefaultEnvironmentReaders: DefaultEnvironmentReaders?

    /// The texts that read the default text style, kept apart from
    /// ``defaultEnvironmentReaders`` (see ``DefaultTextStyleReaders``).
    @exclusivity(unchecked) var defaultTextStyleReaders = DefaultTextStyleReaders()

    // MARK: Actions

    /// Queues a lifecycle action to run in `phase` of the commit.
    func enqueueAction(_ phase: CommitQueue.Phase, _ action: @escaping () -> Void) {
        commitQueue.enqueue(phase) { [unowned self] in
            statistics.actionsRun += 1
            action()
        }
    }

    // MARK: Node bookkeeping

    /// Counts a new node and returns its serial number.
    func nodeWasCreated() -> Int {
        lastSerial += 1
        statistics.nodesCreated += 1
        statistics.liveNodes += 1
        return lastSerial
    }

    /// Counts a destroyed node.
    func nodeWasDestroyed() {
        statistics.nodesDestroyed += 1
        statistics.liveNodes -= 1
    }
}
