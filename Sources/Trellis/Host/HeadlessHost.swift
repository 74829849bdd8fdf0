import Dispatch
import Foundation

/// Runs one view tree where no terminal can be reached (a CI job, a cron
/// job, `setsid cmd < /dev/null`, `TERM=dumb`): the same views, their
/// state, tasks and timers, with nothing drawn until the end.
///
/// ```
/// start   standard output flushed · signals (INT, TERM, HUP) · mount
/// run     tasks, state changes and timers update the graph; no frame is drawn
///         printAbove("✓ built") → "✓ built\n" on standard output at once
/// finish  finish(value) / dismiss / a signal → scene to the background · the
///         last frame printed once as plain text · views unmounted · the run returns
/// ```
///
/// What a run prints is plain text: no escape sequences, styles dropped,
/// controls shown as symbols (``render(_:width:)``'s rules), so a log file
/// reads as the terminal showed it. The width is `COLUMNS` when the
/// environment sets it (1…2,048), 80 otherwise; the last frame is as tall
/// as its view's ideal height. With no keyboard, a view that waits for a
/// key waits until a signal ends the run. Used by ``Terminal``'s run
/// functions for inline runs (and full-screen ones that ask for it) when
/// ``TerminalHost`` cannot open a terminal.
@MainActor
final class HeadlessHost: RunHost {
    private let session: Session
    private let width: Int
    private let clock = SessionClock()
    private var signals: TerminalSignals?
    private var isFinished = false
    /// Set while the views mount; an end asked for then (`finish` in
    /// `onAppear`) waits until the mount is over.
    private var isMounting = false
    private var endAfterMount: Result<Any?, Error>?
    private var completion: ((Result<Any?, Error>) -> Void)?

    /// A host `COLUMNS` wide (80 when unset or out of range).
    init(environment: [String: String]) {
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        width = (1...Terminal.maximumSize.columns).contains(columns) ? columns : 80
        session = Session(
            size: CellSize(width: width, height: 0),
            writer: TerminalWriter(capability: .none, synchronizedOutput: false, hyperlinks: false))
    }

    func start<Content: View>(_ content: Content, completion: @escaping (Result<Any?, Error>) -> Void) {
        self.completion = completion
        _ = fflush(nil)
        let graph = session.graph
        session.frames.scheduling = .mainRunLoop
        session.frames.drawsFrames = false
        clock.drive(session) {}
        graph.setHostEnvironment { values in
            values.dismiss = DismissAction { [weak self] in self?.finish(with: nil) }
            values.printAbove = PrintAboveAction { [weak self] text in self?.printAbove(text) }
        }
        signals = try? TerminalSignals(observing: [.interrupt, .terminate, .hangUp]) { [weak self] signal in
            self?.end(with: .failure(TerminalError.interrupted(signal: signal.number)))
        }
        isMounting = true
        session.mount(content)
        isMounting = false
        if let result = endAfterMount {
            end(with: result)
        }
    }

    func finish(with value: Any?) {
        end(with: .success(value))
    }

    func printAbove(_ text: String) {
        StandardOutput.write(lines: text)
    }

    func press(_ press: KeyPress) {
        guard !isFinished else { return }
        session.press(press)
    }

    /// Ends the run once: the scene goes to the background, the last frame
    /// is printed, the views are unmounted and `completion` is called.
    private func end(with result: Result<Any?, Error>) {
        guard !isFinished else { return }
        if isMounting {
            endAfterMount = endAfterMount ?? result
            return
        }
        isFinished = true
        session.endScene()
        session.graph.update()
        let frame = lastFrame()
        if !frame.isEmpty {
            StandardOutput.write(lines: frame)
        }
        session.isEnded = true
        clock.stop()
        signals?.cancel()
        signals = nil
        session.frames.scheduling = .manual
        session.graph.unmount()
        let completion = completion
        self.completion = nil
        completion?(result)
    }

    /// The views as they stand, drawn once as plain text at the host's
    /// width and their ideal height (at most ``renderedRowLimit`` rows).
    private func lastFrame() -> String {
        let height = min(session.frames.idealHeight(width: width), renderedRowLimit)
        guard height > 0 else { return "" }
        session.resize(to: CellSize(width: width, height: height))
        session.frames.drawsFrames = true
        session.frames.runFrame()
        return session.renderer.front?.text ?? ""
    }
}
