import Dispatch
import Foundation

/// Runs views on the terminal from a program of your own: full screen
/// until they finish, or inline below the cursor, returning a value.
///
/// ```swift
/// // A picker inside a CLI: draws below the prompt, returns the choice.
/// let fruit = try Terminal.runBlocking(.inline, returning: String.self) { finish in
///     FruitList(onChoose: { finish($0) })
/// }
/// print(fruit ?? "")                     // stdout may be a pipe: choice=$(fruits)
///
/// // A full-screen tool in an async program:
/// try await Terminal.run { Dashboard() }  // until dismissed, or Ctrl-C
/// ```
///
/// A run ends when a view calls the `finish` action it was handed (the run
/// returns that value), calls `@Environment(\.dismiss)` (the run returns
/// `nil`), or when the user presses Ctrl-C that no view handled, or the
/// process gets `SIGINT`, `SIGTERM` or `SIGHUP`: then, by default, the
/// program ends as the signal would (status 130 for Ctrl-C), or, with
/// `interruption: .throwsError`, the run throws
/// ``TerminalError/interrupted(signal:)`` (see ``Interruption``). The
/// terminal is restored in every case, and on crashes and `exit()` too.
///
/// Terminal I/O goes to `/dev/tty` when standard input or output is not a
/// terminal, so the program's own pipes stay free; `printAbove` lines then
/// go to standard output (`cmd > log` gets them). While a full-screen run
/// lasts, what the program prints is kept and printed after it; during an
/// inline run it is printed above the region as it comes.
///
/// **Without a terminal** (a CI job, `setsid cmd < /dev/null`, `TERM=dumb`)
/// an inline run runs *headless* by default (``Headless``): its views,
/// tasks and timers run, `printAbove` lines go to standard output as plain
/// text, its last frame is printed once as plain text when it finishes,
/// and it returns its value, so one program serves a terminal and a log. A
/// full-screen run throws ``TerminalError/notATerminal`` (or
/// ``TerminalError/dumbTerminal``) unless it passes `headless: .always`.
/// One run at a time.
public enum Terminal {
    /// The largest area a run draws: 2,048 columns by 1,024 rows.
    ///
    /// ```swift
    /// Terminal.maximumSize   // (columns: 2048, rows: 1024)
    /// ```
    ///
    /// A terminal that reports more (a broken one answering 65535 × 65535)
    /// is drawn in its top-left 2,048 × 1,024 cells instead of allocating
    /// gigabytes of cells; each dimension is capped apart. At this size a
    /// frame buffer holds about 2.1 million cells. Real terminals stay far
    /// below it: a full-screen window on an 8K display with a small font
    /// is about 800 × 250.
    public static let maximumSize = (columns: 2_048, rows: 1_024)

    /// What a run does where no terminal can be reached.
    ///
    /// ```swift
    /// // In CI: the progress runs, its lines and last frame go to the log.
    /// try await Terminal.run(.inline) { finish in Deploy(finish: finish) }
    /// // A full-screen dashboard that should also run in a cron job:
    /// try await Terminal.run(headless: .always) { Dashboard() }
    /// ```
    public enum Headless: Sendable {
        /// Inline runs run headless; full-screen runs throw. The default.
        case inlineOnly
        /// Every run runs headless (a full-screen one prints its last frame).
        case always
        /// Every run throws ``TerminalError/notATerminal`` or
        /// ``TerminalError/dumbTerminal``.
        case never

        /// Whether a run drawn as `presentation` runs headless.
        func allows(_ presentation: Presentation) -> Bool {
            switch self {
            case .inlineOnly: presentation.isInline
            case .always: true
            case .never: false
            }
        }
    }

    /// Where a run draws.
    public enum Presentation: Sendable {
        /// The whole terminal, on the alternate screen: the shell's screen
        /// comes back unchanged when the run ends.
        case fullScreen
        /// Below the cursor, as tall as the view (at most the terminal),
        /// growing and shrinking with it; the last frame stays in the
        /// scrollback when the run ends.
        case inline
        /// Below the cursor as ``inline``, but erased when the run ends:
        /// only the lines printed above it stay (a spinner that leaves
        /// nothing behind, rich's `transient`).
        case transient

        /// Whether the run draws below the cursor rather than full screen.
        var isInline: Bool { self != .fullScreen }
    }

    /// Runs `content` until it finishes; returns the value passed to the
    /// `finish` action, or `nil` when a view dismissed the run or the
    /// calling task was cancelled.
    ///
    /// ```swift
    /// let name = try await Terminal.run(.inline, returning: String.self) { finish in
    ///     NamePrompt(onSubmit: { finish($0) })
    /// }
    /// ```
    ///
    /// Ctrl-C ends the program unless `interruption` is
    /// ``Interruption/throwsError``; without a terminal, see ``Headless``;
    /// `handle` lets code outside the views print, press keys and finish
    /// (``RunHandle``).
    @MainActor
    public static func run<Value, Content: View>(
        _ presentation: Presentation = .fullScreen, returning: Value.Type = Value.self,
        interruption: Interruption = .endsProcess, headless: Headless = .inlineOnly, handle: RunHandle? = nil,
        @ViewBuilder content: (FinishAction<Value>) -> Content
    ) async throws -> Value? {
        let (host, view) = try makeHost(presentation, headless: headless, content: content)
        var outcome: Result<Any?, Error>?
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                host.start(view) { result in
                    handle?.detach()
                    outcome = result
                    continuation.resume()
                }
                if outcome == nil {
                    handle?.attach(host)
                }
            }
        } onCancel: {
            Task { @MainActor in host.finish(with: nil) }
        }
        return try value(of: outcome, interruption: interruption) as? Value
    }

    /// Runs `content` until a view dismisses it.
    ///
    /// ```swift
    /// try await Terminal.run { Dashboard() }
    /// ```
    @MainActor
    public static func run<Content: View>(
        _ presentation: Presentation = .fullScreen, interruption: Interruption = .endsProcess,
        headless: Headless = .inlineOnly, handle: RunHandle? = nil, @ViewBuilder content: () -> Content
    ) async throws {
        _ = try await run(
            presentation, returning: Never.self, interruption: interruption, headless: headless, handle: handle
        ) { _ in content() }
    }

    /// Runs `content` until it finishes, driving the main run loop while it
    /// runs (so the main actor, its tasks and timers go on); for programs
    /// whose `main` is synchronous. Returns the value passed to `finish`, or
    /// `nil` when a view dismissed the run.
    ///
    /// ```swift
    /// let choice = try Terminal.runBlocking(.inline, returning: Int.self) { finish in Menu(finish: finish) }
    /// ```
    ///
    /// On Linux the main actor runs only while the main queue is drained:
    /// this function drains it, through `RunLoop.main`, until the run ends.
    @MainActor
    public static func runBlocking<Value, Content: View>(
        _ presentation: Presentation = .fullScreen, returning: Value.Type = Value.self,
        interruption: Interruption = .endsProcess, headless: Headless = .inlineOnly, handle: RunHandle? = nil,
        @ViewBuilder content: (FinishAction<Value>) -> Content
    ) throws -> Value? {
        let (host, view) = try makeHost(presentation, headless: headless, content: content)
        var outcome: Result<Any?, Error>?
        host.start(view) { result in
            handle?.detach()
            outcome = result
        }
        if outcome == nil {
            handle?.attach(host)
        }
        while outcome == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        return try value(of: outcome, interruption: interruption) as? Value
    }

    /// Runs `content` until a view dismisses it, driving the main run loop.
    ///
    /// ```swift
    /// try Terminal.runBlocking { Dashboard() }
    /// ```
    @MainActor
    public static func runBlocking<Content: View>(
        _ presentation: Presentation = .fullScreen, interruption: Interruption = .endsProcess,
        headless: Headless = .inlineOnly, handle: RunHandle? = nil, @ViewBuilder content: () -> Content
    ) throws {
        _ = try runBlocking(
            presentation, returning: Never.self, interruption: interruption, headless: headless, handle: handle
        ) { _ in content() }
    }

    /// Puts `text` on the system clipboard through the terminal (OSC 52),
    /// which most terminals honour (some ask the user first, some ignore
    /// it; tmux needs `set-clipboard on`). Returns whether the request was
    /// written.
    ///
    /// ```swift
    /// Button("Copy link") { Terminal.copyToClipboard(url.absoluteString) }
    /// ```
    ///
    /// The text travels base64-encoded, so nothing in it can reach the
    /// terminal as a control sequence; it is never drawn. Writes to
    /// `/dev/tty`, so it works while standard output is a pipe. Texts over
    /// 100,000 bytes are refused (terminals cap the sequence).
    @discardableResult
    public static func copyToClipboard(_ text: String) -> Bool {
        guard let sequence = clipboardSequence(for: text), let device = try? TerminalDevice.open() else { return false }
        defer { device.close() }
        return (try? device.write(sequence)) != nil
    }

    /// The OSC 52 sequence that puts `text` on the clipboard, or `nil` for
    /// a text over 100,000 bytes.
    ///
    /// ```
    /// "hi"   →   ESC ] 5 2 ; c ; aGk= BEL
    /// ```
    static func clipboardSequence(for text: String) -> [UInt8]? {
        guard text.utf8.count <= 100_000 else { return nil }
        return Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{7}".utf8)
    }

    /// The host for a run and the view it mounts, with the finish action
    /// bound to the host: a ``TerminalHost``, or a ``HeadlessHost`` where
    /// no terminal can be reached and `headless` allows it.
    @MainActor
    private static func makeHost<Value, Content: View>(
        _ presentation: Presentation, headless: Headless, content: (FinishAction<Value>) -> Content
    ) throws -> (any RunHost, Content) {
        let environment = ProcessInfo.processInfo.environment
        let host: any RunHost
        do {
            host = try TerminalHost(presentation: presentation, restoration: nil, environment: environment)
        } catch TerminalError.notATerminal where headless.allows(presentation) {
            host = HeadlessHost(environment: environment)
        } catch TerminalError.dumbTerminal where headless.allows(presentation) {
            host = HeadlessHost(environment: environment)
        }
        let finish = FinishAction<Value> { [weak host] value in host?.finish(with: value) }
        return (host, content(finish))
    }
}
