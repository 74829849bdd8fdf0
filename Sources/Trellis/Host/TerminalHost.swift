import Dispatch
import Foundation

/// Runs one view tree on the real terminal until it finishes: full screen
/// on the alternate screen, or inline below the cursor.
///
/// Created and owned by ``Terminal``'s run functions, one at a time. It
/// owns the ``TerminalDevice`` (raw mode, the restore path the crash
/// handlers share), the ``Session`` (graph, renderer, decoder, scene phase),
/// the signal observer, the output capture (replayed after a full-screen
/// run, shown above the region of an inline one as it arrives), and three
/// Dispatch sources on the main queue — terminal input, the self-pipe of
/// signals, the timer armed for the clock's next deadline — so an idle app
/// sleeps in the kernel and uses no CPU. Everything runs on the main actor.
///
/// The life of a run:
///
/// ```
/// start   raw mode (restore bytes armed for crashes and exit())
///         full screen: ESC[?1049h alternate screen · inline: CR, rows reserved below the cursor
///         ESC[?25l cursor hidden · ESC[?1004h focus · ESC[?2004h paste · ESC[?1000;1002;1006h mouse (full screen)
///         output capture · signals · input source · first frame
/// run     input → Session routes it → one frame per batch
///         state changes, task results → the graph's scheduled update → one frame
///         timers → the clock advances → one frame
///         SIGWINCH → resize, frame · Ctrl-Z / SIGTSTP → background, restore, stop; SIGCONT → raw, redraw, active
/// finish  dismiss / finish(value) / Ctrl-C / SIGINT·TERM·HUP / end of input / broken pipe
///         scene → background (saved; a controller scene disconnects) · views unmounted · last frame left (inline) · terminal restored
///         captured output replayed · lines printed above (full screen) · the run returns
/// ```
///
/// Inline, the region is as tall as the view's ideal height (at most the
/// terminal's height): it grows by writing line feeds at its bottom (which
/// scroll the screen when the region reaches it) and shrinks by erasing its
/// last rows, and the writer addresses it only relatively, so the region
/// never needs to know where on the screen it is. The scrollback is never
/// cleared.
@MainActor
final class TerminalHost: RunHost {
    /// Where the run draws.
    let presentation: Terminal.Presentation
    private let device: TerminalDevice
    let session: Session
    var capture: OutputCapture?
    /// Output captured during an inline run after its last line break.
    var capturedPartialLine: [UInt8] = []
    private var signals: TerminalSignals?
    private var inputSource: DispatchSourceRead?
    private let clock = SessionClock()
    var terminalSize: CellSize
    private var capabilities: TerminalCapabilities
    /// Rows of the inline region now reserved on screen.
    var regionHeight = 0
    /// Lines printed above the region, waiting for the next frame (inline)
    /// or for the end of the run (full screen).
    var linesAbove: [String] = []
    private(set) var isFinished = false
    /// Set while ``end(with:)`` draws the last frame and restores the terminal.
    private var isEnding = false
    private var isMounted = false
    /// Set from the mount through the first frame; an end asked for then
    /// (`finish` in `onAppear`) waits in ``endAfterFirstFrame`` until the
    /// first frame is drawn, so that frame is what the run leaves behind.
    private var isDrawingFirstFrame = false
    private var endAfterFirstFrame: Result<Any?, Error>?
    /// Set while the host stops itself (Ctrl-Z), until it has resumed.
    private var isSuspended = false
    /// Set when the host resumed after stopping itself: the `SIGCONT` that
    /// woke it arrives afterwards and finds nothing to do.
    private var expectsOwnResume = false
    /// Whether the terminal was asked for the pointer's motion (mode 1003):
    /// while a view listens for hover, in full screen.
    var isReportingMotion = false
    /// Whether a run is going on in this process: one at a time.
    private static var isRunning = false
    private var completion: ((Result<Any?, Error>) -> Void)?

    /// The bytes that restore the terminal, armed for the crash path too.
    private var restoreSequence: [UInt8] {
        TerminalDevice.restoreSequence(alternateScreen: presentation == .fullScreen)
    }

    /// Opens the terminal for a run (nothing is written yet).
    ///
    /// Throws ``TerminalError/dumbTerminal`` for `TERM=dumb` and
    /// ``TerminalError/notATerminal`` when no terminal is reachable.
    init(presentation: Terminal.Presentation, restoration: SceneRestoration?, environment: [String: String]) throws {
        guard !TerminalDevice.isDumb(environment: environment) else { throw TerminalError.dumbTerminal }
        guard !Self.isRunning else { throw TerminalError.io("a terminal run is already going on in this process") }
        self.presentation = presentation
        device = try TerminalDevice.open()
        terminalSize = Self.size(of: device)
        capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let writer = TerminalWriter(
            capability: capabilities.color, synchronizedOutput: capabilities.synchronizedOutput,
            hyperlinks: capabilities.hyperlinks, addressing: presentation.isInline ? .relative : .absolute)
        let screen = presentation.isInline ? CellSize(width: terminalSize.width, height: 0) : terminalSize
        session = Session(size: screen, writer: writer, restoration: restoration)
        capture = presentation == .fullScreen ? OutputCapture() : nil
    }

    /// The terminal's size; 80 × 24 when it cannot say or says zero (an
    /// unsized pseudo-terminal), as terminals default to, and at most
    /// ``Terminal/maximumSize``.
    static func size(of device: TerminalDevice) -> CellSize {
        guard let size = device.size(), size.columns > 0, size.rows > 0 else { return CellSize(width: 80, height: 24) }
        return CellSize(
            width: min(size.columns, Terminal.maximumSize.columns), height: min(size.rows, Terminal.maximumSize.rows))
    }

    /// Starts the run: sets the terminal up, mounts `content` and draws the
    /// first frame. `completion` is called once, when the run ends.
    func start<Content: View>(_ content: Content, completion: @escaping (Result<Any?, Error>) -> Void) {
        start(mounting: { session in session.mount(content) }, completion: completion)
    }

    /// Starts the run: sets the terminal up, lets `mount` mount the views
    /// (a view tree, or a controller scene's launch) and draws the first
    /// frame. `completion` is called once, when the run ends.
    func start(mounting mount: (Session) -> Void, completion: @escaping (Result<Any?, Error>) -> Void) {
        self.completion = completion
        Self.isRunning = true
        // What the program printed before the run reaches its destination
        // before the first frame (`cmd | tee log` keeps the order).
        _ = fflush(nil)
        do {
            try device.enterRawMode(restoring: restoreSequence)
            try device.write(setupSequence)
            if capabilities.sendsQueries {
                try device.write(TerminalCapabilities.synchronizedOutputQuery)
            }
        } catch {
            end(with: .failure(error))
            return
        }
        if presentation.isInline {
            capture = makeLiveCapture()
        }
        capture?.begin()
        do {
            signals = try TerminalSignals { [weak self] signal in self?.handle(signal) }
        } catch {
            end(with: .failure(error))
            return
        }
        let graph = session.graph
        session.frames.scheduling = .mainRunLoop
        session.frames.write = { [weak self] bytes in self?.write(bytes) }
        if presentation.isInline {
            drawFramesInline()
        } else {
            session.frames.didDraw = { [weak self] in self?.motionReportingChange() ?? [] }
        }
        clock.drive(session) { [weak self] in self?.render() }
        graph.setHostEnvironment { values in
            values.dismiss = DismissAction { [weak self] in self?.finish(with: nil) }
            values.printAbove = PrintAboveAction { [weak self] text in self?.printAbove(text) }
        }
        session.unhandledKey = { [weak self] press in self?.handleUnhandled(press) }
        session.reply = { [weak self] event in self?.handleReply(event) }
        listenForInput()
        isDrawingFirstFrame = true
        mount(session)
        if presentation.isInline, graph.focus.focused == nil {
            // An inline run is a prompt: it waits for keys at its first
            // field or list, as a form in a terminal does.
            _ = graph.focus.advance(forward: true, within: nil)
        }
        isMounted = true
        render()
        isDrawingFirstFrame = false
        if let result = endAfterFirstFrame {
            end(with: result)
        }
    }

    /// Ends the run with `value` (the first call wins).
    func finish(with value: Any?) {
        end(with: .success(value))
    }

    /// Handles `press` as a key from the terminal, and draws the frame.
    func press(_ press: KeyPress) {
        guard !isFinished else { return }
        session.press(press)
        render()
    }

    // MARK: Setting up and restoring

    private func listenForInput() {
        let source = DispatchSource.makeReadSource(fileDescriptor: device.inputDescriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        // The terminal's descriptors are closed only once Dispatch has
        // stopped watching them: closed at once, their numbers could go to
        // the next run's terminal, whose new source the old one's late
        // cancellation would then silence (a second prompt in a program
        // would never hear a key).
        source.setCancelHandler { [device] in device.close() }
        source.resume()
        inputSource = source
    }

    private func readInput() {
        do {
            let bytes = try device.readAvailable()
            guard !bytes.isEmpty else { return }
            session.receive(bytes)
            render()
        } catch TerminalError.endOfInput where !isForeground {
            // Put in the background (`bg`): a read fails there. Wait,
            // stopped, until the shell gives the terminal back.
            resume()
        } catch {
            end(with: .failure(error))
        }
    }

    /// Whether this process's group owns the terminal (it runs in the
    /// foreground); `true` when the terminal cannot say.
    private var isForeground: Bool {
        let owner = tcgetpgrp(device.inputDescriptor)
        return owner < 0 || owner == getpgrp()
    }

    // MARK: Frames

    /// Runs a frame (``FrameLoop/runFrame()``), unless the run has ended.
    func render() {
        guard !isFinished else { return }
        session.frames.runFrame()
    }

    /// Writes a frame's bytes; a write that fails ends the run (unless it is
    /// ending: its last frame's write may fail quietly).
    private func write(_ bytes: [UInt8]) {
        do {
            try device.write(bytes)
        } catch {
            if !isEnding {
                end(with: .failure(error))
            }
        }
    }

    // MARK: Keys, replies and signals

    /// Ctrl-C no view handled ends the run; Ctrl-Z suspends it.
    private func handleUnhandled(_ press: KeyPress) {
        guard !isFinished, press.modifiers == .control else { return }
        switch press.key {
        case "c": end(with: .failure(TerminalError.interrupted(signal: SIGINT)))
        case "z": suspend()
        default: break
        }
    }

    private func handleReply(_ event: InputEvent) {
        if case .modeReport(2026, let setting) = event {
            session.renderer.setSynchronizedOutput(setting == 1 || setting == 2)
        }
    }

    private func handle(_ signal: TerminalSignal) {
        switch signal {
        case .resize:
            resize()
        case .suspend:
            suspend()
        case .resume:
            if expectsOwnResume {
                expectsOwnResume = false
            } else {
                resume()
            }
        case .interrupt:
            end(with: .failure(TerminalError.interrupted(signal: SIGINT)))
        case .terminate:
            end(with: .failure(TerminalError.interrupted(signal: SIGTERM)))
        case .hangUp:
            end(with: .failure(TerminalError.interrupted(signal: SIGHUP)))
        }
    }

    /// Reads the new size and lays out again; views are never recreated.
    private func resize() {
        terminalSize = Self.size(of: device)
        switch presentation {
        case .fullScreen:
            session.resize(to: terminalSize)
        case .inline, .transient:
            // The terminal reflowed the region's lines: start it afresh
            // where the cursor is.
            try? device.write(session.renderer.returnToOrigin() + Self.eraseDown)
            session.resize(to: CellSize(width: terminalSize.width, height: 0))
            restartRegion()
        }
        render()
    }

    /// Ctrl-Z: the scene goes to the background, the terminal is restored
    /// and the process stops until `fg`; then raw mode, a full redraw, and
    /// the scene back to active.
    private func suspend() {
        guard !isFinished, !isSuspended else { return }
        isSuspended = true
        session.setPhase(.background)
        var bytes: [UInt8] = []
        if presentation.isInline {
            bytes = leaveRegion()
        }
        try? device.write(bytes)
        device.restore()
        TerminalSignals.suspend()
        isSuspended = false
        expectsOwnResume = true
        resume()
    }

    /// Back from a stop: raw mode, setup, a full redraw, the scene active.
    /// A `SIGCONT` that arrives when the host did not stop itself (after a
    /// `SIGSTOP` from outside) redraws the same way, the inline region in
    /// its old place; the `SIGCONT` that follows the host's own stop finds
    /// it resumed and does nothing.
    private func resume() {
        guard !isFinished else { return }
        // Resumed in the background (`bg`, or a CONT from outside): touching
        // the terminal now would take it from the shell. Stop again until
        // `fg`, as vim does ("Stopped (tty output)").
        while !isForeground {
            TerminalSignals.suspend()
        }
        if !expectsOwnResume, presentation.isInline {
            // Stopped from outside: the region may have been overwritten,
            // but the cursor is still in it; go back to its first cell.
            try? device.write(session.renderer.returnToOrigin())
        }
        do {
            try device.enterRawMode(restoring: restoreSequence)
            try device.write(setupSequence)
        } catch {
            end(with: .failure(error))
            return
        }
        // The restore turned motion reports off; the next frame asks again.
        isReportingMotion = false
        // The terminal may have been resized while the process was stopped
        // (the shell, in the foreground, got the SIGWINCH).
        terminalSize = Self.size(of: device)
        if presentation.isInline {
            restartRegion()
        } else {
            session.resize(to: terminalSize)
        }
        session.renderer.redrawEverything()
        session.renderer.cursorWasHidden()
        session.setPhase(.active)
        render()
    }

    // MARK: Ending

    /// Ends the run once: the scene goes to the background and is saved,
    /// the views are unmounted, the terminal restored, captured output
    /// replayed, and `completion` called.
    private func end(with result: Result<Any?, Error>) {
        guard !isFinished, !isEnding else { return }
        if isDrawingFirstFrame {
            endAfterFirstFrame = endAfterFirstFrame ?? result
            return
        }
        isEnding = true
        if isMounted {
            session.endScene()
            showCapturedOutput(includingUnfinishedLine: true)
            session.frames.runFrame()
        }
        isFinished = true
        session.isEnded = true
        let input = inputSource
        inputSource = nil
        input?.cancel()
        clock.stop()
        signals?.cancel()
        signals = nil
        if presentation == .transient {
            try? device.write(session.renderer.returnToOrigin() + Self.eraseDown)
        } else if presentation.isInline {
            try? device.write(leaveRegion())
        }
        session.frames.scheduling = .manual
        session.graph.unmount()
        device.restore()
        capture?.end()
        if presentation == .fullScreen, !linesAbove.isEmpty {
            StandardOutput.write(lines: linesAbove.joined(separator: "\n"))
        }
        if input == nil {
            device.close()
        }
        Self.isRunning = false
        let completion = completion
        self.completion = nil
        completion?(result)
    }
}
