import Dispatch

/// The one place a frame runs: everything between a change and the bytes
/// that show it, in order, in ``runFrame()``. Every host (terminal, inline,
/// headless, test, `render(_:width:)`) runs its frames here and repeats
/// none of the steps.
///
/// A key press, followed from the terminal to the bytes:
///
/// ```
/// byte "+" → TerminalHost.readInput → Session.receive → InputDecoder → key "+"
///   → Session.press → Graph.dispatch → the focused Button's action → count += 1
///       → the state's cell invalidates its readers → Graph.enqueueDirty → frame requested
///   → Session.press → Graph.update()            (so the next key in the batch sees the change)
///   → TerminalHost.render → FrameLoop.runFrame():
///       1. update   Graph.update(): the dirty nodes re-evaluated parents first, the
///                   lifecycle actions committed; again while actions write state
///       2. prepare  the host's willDraw: an inline region prints the lines above it
///                   and grows or shrinks to the view's height
///       3. layout   FrameLoop.layout(): the root placed in the screen, presentations
///                   over it, geometry observers told; what that built or wrote is
///                   updated and laid out again, at most maximumLayoutRounds times
///       4. draw     FrameLoop.draw() → Renderer.drawFrame: the damage as screen areas,
///                   rows a scroll moved shifted, the areas cleared and drawn
///       5. diff     TerminalWriter.render: the back buffer against the front one,
///                   the fewest bytes, in one synchronized-output block
///       6. write    the host's didDraw (an inline region parks the cursor), then
///                   its write: the terminal device, the test's buffer
/// ```
///
/// Scheduling: a change made outside a frame (a task, a timer, a model
/// written from elsewhere) requests one; with ``Scheduling/mainRunLoop``
/// the first request of a turn of the main queue enqueues one frame for the
/// next turn, and later ones join it. A host that ran a frame itself (after
/// a key) has done what was requested, so the enqueued one finds nothing
/// owed and does nothing: one frame per key press, one per burst of
/// writes. Cost: steps 1 and 3 are O(changed nodes × depth), 4 and 5
/// O(damaged cells), 6 O(bytes).
@MainActor
final class FrameLoop {
    /// When frames run after a change.
    enum Scheduling {
        /// Only when ``runFrame()`` is called (the test host).
        case manual
        /// Once per turn of the main queue, however many changes were made
        /// in the turn (interactive hosts).
        case mainRunLoop
    }

    let graph: Graph
    let renderer: Renderer
    private let liveStatistics: LiveStatistics?

    /// When frames run after a change; ``Scheduling/manual`` by default.
    var scheduling = Scheduling.manual

    /// Whether frames are laid out and drawn (steps 2–6); a headless run
    /// only updates until its end, where it draws one frame.
    var drawsFrames = true

    /// Step 2: the bytes a host writes before the frame (an inline region's
    /// lines above and resize).
    var willDraw: () -> [UInt8] = { [] }

    /// Step 6: the bytes a host writes after the frame (an inline region
    /// parks the cursor).
    var didDraw: () -> [UInt8] = { [] }

    /// Step 6: where a frame's bytes go.
    var write: ([UInt8]) -> Void = { _ in }

    /// The session's graph inspector, drawn over everything while open;
    /// `nil` for a loop that prints a view once.
    var inspector: GraphInspector?

    /// The most times one frame lays out again after layout built content
    /// or queued work (a `GeometryReader`'s content, an `onGeometryChange`
    /// writing state); past it the frame is drawn as it stands and the
    /// loop is reported.
    static let maximumLayoutRounds = 8

    /// Whether a frame was requested and has not run yet.
    private var isFrameOwed = false
    /// Whether a block on the main queue will run the owed frame.
    private var isFrameEnqueued = false

    /// A loop for `graph`, drawn by `renderer`; `liveStatistics`, when
    /// given, records each frame's duration.
    init(graph: Graph, renderer: Renderer, liveStatistics: LiveStatistics? = nil) {
        self.graph = graph
        self.renderer = renderer
        self.liveStatistics = liveStatistics
        graph.frameRequested = { [weak self] in self?.setNeedsFrame() }
    }

    /// Runs one frame: steps 1 to 6 above. Does what any request made so
    /// far asked for.
    func runFrame() {
        isFrameOwed = false
        graph.statistics.frameRuns += 1
        graph.update()
        guard drawsFrames else { return }
        let before = willDraw()
        let clock = ContinuousClock()
        let start = liveStatistics == nil ? nil : clock.now
        layout()
        // The frame's own bytes are the array written: the host's bytes,
        // usually none, are added to it rather than it copied into theirs.
        var bytes = draw()
        if let liveStatistics, let start {
            liveStatistics.frameDidRender(in: clock.now - start)
        }
        if !before.isEmpty {
            bytes.insert(contentsOf: before, at: 0)
        }
        let after = didDraw()
        if !after.isEmpty {
            bytes += after
        }
        isFrameOwed = graph.hasPendingWork
        write(bytes)
    }

    /// Step 3: lays the tree out; while that built content or queued work,
    /// updates and lays out again, at most ``maximumLayoutRounds`` times,
    /// then reports the loop through the graph's diagnostics.
    private func layout() {
        for _ in 0..<Self.maximumLayoutRounds {
            guard layoutRound() else { return }
            graph.update()
        }
        guard layoutRound() else { return }
        graph.diagnose(
            "Trellis: layout kept changing state after \(Self.maximumLayoutRounds) rounds in one frame; "
                + "drawing the frame as it stands. A view's onGeometryChange (or a GeometryReader's content) "
                + "probably writes state that changes its own size.")
    }

    /// Places the tree in the screen once (the root proposed the whole
    /// screen at the top-leading corner, then the presentations over it),
    /// then tells the geometry observers; returns whether placing changed
    /// the graph (content built during layout, actions it queued, views
    /// invalidated by a scroll position it wrote, geometry actions, view
    /// controller transitions asked for during placing, which
    /// run once it is done). Work left pending before the round (views a
    /// stopped update cycle left invalid) does not count: it waits for the
    /// next frame rather than being retried.
    private func layoutRound() -> Bool {
        let size = renderer.size
        let pendingBefore = graph.pendingWorkCount
        graph.isLayingOut = true
        graph.root.place(at: .zero, proposal: CellProposal(size))
        graph.presentations.place(in: size)
        for observer in graph.geometryObservers {
            observer.checkGeometry()
        }
        graph.isLayingOut = false
        return graph.pendingWorkCount > pendingBefore || graph.root.layout.needsLayout
            || graph.presentations.needsLayout || graph.hasWorkAfterUpdate
    }

    /// Steps 4 and 5: hands the renderer the damage of the frame as screen
    /// areas, and the drawing: the tree, the presented views over it, and
    /// the graph inspector's panel last while it is open (it damages its
    /// area every frame). The cursor stands at the focused view's caret,
    /// hidden while the inspector covers the app.
    private func draw() -> [UInt8] {
        var damage = graph.damage
        graph.damage = Damage(isFull: false)
        let screen = CellRect(width: renderer.size.width, height: renderer.size.height)
        guard !screen.isEmpty else { return [] }
        let inspector = inspector
        if let inspector, inspector.needsFrame {
            inspector.prepareFrame(of: graph, screen: screen, damage: &damage)
            inspector.frameWasDrawn()
        }
        let drawsInspector = inspector?.isOpen == true
        let graph = graph
        let frame = renderer.drawFrame(damaged: damage.screenAreas(in: screen), scrolls: damage.scrolls) { context in
            graph.root.draw(in: &context)
            graph.presentations.draw(in: &context)
            if drawsInspector {
                inspector?.draw(in: &context, screen: screen)
            }
        } cursor: {
            drawsInspector ? nil : graph.focus.focused?.cursorPosition
        }
        graph.statistics.cellsDrawn += frame.cellsDrawn
        graph.statistics.framesDrawn += frame.isDrawn ? 1 : 0
        graph.statistics.bytesWritten += frame.bytes.count
        graph.damage.reuseStorage(of: &damage)
        return frame.bytes
    }

    /// The height the root view takes at `width` with no limit on its
    /// height: the rows an inline region or a headless run's last frame
    /// needs. Measures only.
    func idealHeight(width: Int) -> Int {
        graph.root.sizeThatFits(CellProposal(width: width, height: nil)).height
    }

    /// Records that a change needs a frame; with ``Scheduling/mainRunLoop``
    /// enqueues one for the next turn of the main queue, unless one is
    /// enqueued. A request made while a frame runs is met by that frame.
    func setNeedsFrame() {
        isFrameOwed = true
        guard scheduling == .mainRunLoop, !isFrameEnqueued else { return }
        isFrameEnqueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isFrameEnqueued = false
                guard self.isFrameOwed, self.scheduling == .mainRunLoop else { return }
                self.runFrame()
            }
        }
    }
}
