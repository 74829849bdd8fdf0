/// One view tree running on one screen: the graph, the renderer, the input
/// decoder and the scene phase, shared by every host.
///
/// Owned by a host (``TestHost``, a terminal host); the host feeds it bytes,
/// sizes, phases and time, and writes the frames it returns. A session
/// routes each input event (keys and pastes to the focused view, clicks to
/// the view under the pointer, terminal focus to the scene phase) and runs
/// an update after each, so a key that shows a view reaches the next key
/// already shown; the host runs one frame (``frames``) for the whole batch.
///
/// ```
/// bytes "a\t" → decoder → key a → dispatch, update → key Tab → focus moves, update → host renders
/// ```
///
/// F12 and Ctrl-G open and close the ``GraphInspector`` before any view
/// sees them; while it is open, it takes every key, and pastes, clicks and
/// wheel events are dropped, so the views receive no input.
///
/// A lone Esc is told from the start of a sequence by ``escapeTimeout``
/// on the graph's clock: a host that sees no more bytes in that time gets
/// the Esc key.
@MainActor
final class Session {
    let graph: Graph
    let renderer: Renderer
    /// Where the session's frames run (``FrameLoop/runFrame()``).
    let frames: FrameLoop
    /// The panel that shows the live graph over the app (F12, Ctrl-G).
    let inspector = GraphInspector()
    /// The figures views can show (`@Environment(\.liveStatistics)`).
    let liveStatistics: LiveStatistics
    private var decoder = InputDecoder()
    private var escapeTimer: Int?

    /// The scene phase the views see.
    private(set) var phase = ScenePhase.active

    /// How long the decoder waits for the rest of a sequence after an Esc
    /// (or an unterminated paste) before taking what it has.
    static let escapeTimeout = Duration.milliseconds(50)

    /// Set by a host whose run ended: events still in a batch are dropped.
    var isEnded = false

    /// Called with each key press no view handled (a terminal host quits on
    /// Ctrl-C and suspends on Ctrl-Z here).
    var unhandledKey: (KeyPress) -> Void = { _ in }

    /// Called for each reply to a query the host sent (cursor position, mode report).
    var reply: (InputEvent) -> Void = { _ in }

    /// Where the scene's `@SceneStorage` values are restored from and
    /// saved to, or `nil` for a scene that keeps them only while it runs.
    let restoration: SceneRestoration?

    /// The controller scene the session shows, told of every phase step,
    /// resize and save point; `nil` for a declarative view tree.
    var scene: WindowScene?

    /// A session on a screen of `size`; nothing is mounted yet.
    init(size: CellSize, writer: TerminalWriter, restoration: SceneRestoration? = nil) {
        graph = Graph()
        renderer = Renderer(size: size, writer: writer)
        liveStatistics = LiveStatistics(graph: graph)
        frames = FrameLoop(graph: graph, renderer: renderer, liveStatistics: liveStatistics)
        graph.setHostEnvironment { [liveStatistics] values in
            values.liveStatistics = liveStatistics
            values.colorCapability = writer.capability
        }
        frames.inspector = inspector
        self.restoration = restoration
        setSizeClasses(for: size)
        if let restoration {
            graph.setHostEnvironment { $0.sceneRestoration = restoration }
        }
    }

    /// Mounts `content` as the root view and runs its first update.
    func mount<Content: View>(_ content: Content) {
        graph.mount(content)
    }

    // MARK: Input

    /// Decodes `bytes` and routes every complete event; an incomplete Esc
    /// sequence waits for more bytes or the timeout.
    func receive(_ bytes: [UInt8]) {
        if let escapeTimer {
            graph.timers.cancel(escapeTimer)
            self.escapeTimer = nil
        }
        for event in decoder.decode(bytes) where !isEnded {
            route(event)
        }
        if decoder.isAwaitingTimeout || decoder.isPasting {
            escapeTimer = graph.timers.schedule(after: Self.escapeTimeout) { [weak self] in
                guard let self else { return }
                escapeTimer = nil
                for event in decoder.flush() {
                    route(event)
                }
            }
        }
    }

    /// Routes one event and applies what it changed. While the inspector
    /// is open, only key presses (to it) and replies are routed.
    func route(_ event: InputEvent) {
        switch event {
        case .key(let press):
            self.press(press)
        case .paste where inspector.isOpen, .mouse where inspector.isOpen:
            break
        case .paste(let text):
            _ = graph.dispatchPaste(text)
            graph.update()
        case .mouse(let mouse):
            let point = CellPoint(column: mouse.column, row: mouse.row)
            let step = MouseEvent.wheelStep
            switch mouse.kind {
            case .press where mouse.button == .left:
                click(at: point)
                drag(at: point, phase: .began)
            case .drag where mouse.button == .left: drag(at: point, phase: .moved)
            case .release: drag(at: point, phase: .ended)
            case .press where mouse.button == .right: secondaryClick(at: point)
            case .move: hover(at: point)
            case .scrollUp: scroll(at: point, along: .vertical, by: -step)
            case .scrollDown: scroll(at: point, along: .vertical, by: step)
            case .scrollLeft: scroll(at: point, along: .horizontal, by: -step)
            case .scrollRight: scroll(at: point, along: .horizontal, by: step)
            default: break
            }
        case .focus(let isFocused):
            if isFocused, phase == .inactive {
                setPhase(.active)
            } else if !isFocused, phase == .active {
                setPhase(.inactive)
            }
        case .cursorPosition, .modeReport:
            reply(event)
        }
    }

    /// Offers `press` to the inspector, then to the views, then to
    /// ``unhandledKey``; applies what it changed. A press the inspector
    /// takes changes nothing in the graph, so no update runs.
    func press(_ press: KeyPress) {
        if inspector.respond(to: press) {
            return
        }
        if !graph.dispatch(press) {
            unhandledKey(press)
        }
        graph.update()
    }

    /// Clicks the cell at `point` and applies what it changed; nothing
    /// while the inspector is open.
    func click(at point: CellPoint) {
        guard !inspector.isOpen else { return }
        _ = graph.dispatchClick(at: point)
        graph.update()
    }

    /// Moves the pointer to `point` (no button down) and applies what the
    /// hover handlers changed; nothing while the inspector is open or no
    /// view listens.
    func hover(at point: CellPoint) {
        guard !inspector.isOpen, graph.hover.listeners > 0 || !graph.hover.hovered.isEmpty else { return }
        graph.dispatchHover(at: point)
        graph.update()
    }

    /// Takes a step of a left-button drag at `point` and applies what it
    /// changed; nothing while the inspector is open.
    func drag(at point: CellPoint, phase: DragPhase) {
        guard !inspector.isOpen else { return }
        graph.dispatchDrag(at: point, phase: phase)
        graph.update()
    }

    /// Right-clicks the cell at `point` and applies what it changed;
    /// nothing while the inspector is open.
    func secondaryClick(at point: CellPoint) {
        guard !inspector.isOpen else { return }
        _ = graph.dispatchSecondaryClick(at: point)
        graph.update()
    }

    /// Scrolls the scroll view under `point` by `delta` cells along `axis`
    /// (a wheel notch) and applies what it changed; nothing while the
    /// inspector is open.
    func scroll(at point: CellPoint, along axis: Axis, by delta: Int) {
        guard !inspector.isOpen else { return }
        _ = graph.dispatchScroll(at: point, along: axis, by: delta)
        graph.update()
    }

    // MARK: Scene

    /// Moves the scene to `newPhase` through `.inactive`, one update per
    /// step (Lifecycle.md rule 20). Reaching `.background` saves the scene's
    /// `@SceneStorage` values, after the views saw the phase (so values
    /// their `onChange(of: scenePhase)` wrote are saved too).
    func setPhase(_ newPhase: ScenePhase) {
        while phase != newPhase {
            let step: ScenePhase = phase == .inactive ? newPhase : .inactive
            scene?.phaseWillStep(to: step)
            phase = step
            graph.setHostEnvironment { $0.scenePhase = step }
            graph.update()
            scene?.phaseDidStep(to: step)
            if step == .background {
                scene?.willSave()
                restoration?.save()
            }
        }
    }

    /// Ends the scene the way a quitting host does: a controller scene
    /// disconnects (rule 21), a view tree goes to the background (saved).
    func endScene() {
        if let scene {
            scene.disconnect(self)
        } else {
            setPhase(.background)
        }
    }

    /// Changes the screen's size: the views are laid out again, never
    /// recreated; the size classes follow. A controller scene's hierarchy
    /// hears `viewWillTransition(to:)` first and trait changes after.
    func resize(to size: CellSize) {
        scene?.willResize(to: size)
        graph.screenWillResize(to: size)
        renderer.resize(to: size)
        setSizeClasses(for: size)
        scene?.didResize(environment: graph.hostValues)
        graph.screenDidResize(environment: graph.hostValues)
        graph.update()
    }

    private func setSizeClasses(for size: CellSize) {
        let classes = UserInterfaceSizeClass.classes(for: size)
        graph.setHostEnvironment { values in
            values.horizontalSizeClass = classes.horizontal
            values.verticalSizeClass = classes.vertical
        }
    }

    // MARK: Time

    /// Moves the clock to `time`, firing due timers, and applies what they changed.
    func advance(to time: Duration) {
        graph.timers.advance(to: time)
        graph.update()
    }
}
