import Foundation
import Synchronization

/// Questions and progress for command-line tools, each one call from a
/// synchronous or an async `main`: the prompt runs inline below the cursor,
/// returns the answer, and leaves one line with it in the scrollback.
///
/// ```swift
/// let name = try Prompt.text("Project name", validate: { $0.isEmpty ? "A name is needed" : nil })
/// let kind = try Prompt.select("Template", choices: ["app", "library", "plugin"])
/// let features = try Prompt.multiSelect("Features", choices: ["tests", "docs", "ci"])
/// guard try Prompt.confirm("Create \(name ?? "")?", default: true) == true else { exit(1) }
/// try Prompt.progress("Creating files", total: 12) { progress in
///     for file in files { write(file); progress.advance() }
/// }
/// ```
///
/// Each returns `nil` when the user presses Esc. Ctrl-C ends the program
/// (status 130), as in any command-line tool. A prompt needs a terminal: it
/// throws ``TerminalError/notATerminal`` (or `.dumbTerminal`) without one,
/// rather than wait for keys that cannot come; the terminal is `/dev/tty`
/// when standard input or output is redirected, so `answer=$(tool)` works.
/// `Prompt.progress(_:total:work:)` runs without a terminal too,
/// printing its lines and its last report as plain text. Each prompt is a
/// view an app can embed: ``ConfirmPrompt``, ``SelectPrompt``,
/// ``MultiSelectPrompt``, ``TextPrompt``, ``ProgressReport``.
@MainActor
public enum Prompt {
    /// Asks a yes-or-no question (``ConfirmPrompt``); `nil` when cancelled.
    public static func confirm(_ title: String, default defaultAnswer: Bool = false) throws -> Bool? {
        try ask { finish in ConfirmPrompt(title, default: defaultAnswer) { finish($0) } }
    }

    /// Asks a yes-or-no question (``ConfirmPrompt``); `nil` when cancelled.
    public static func confirm(_ title: String, default defaultAnswer: Bool = false) async throws -> Bool? {
        try await ask { finish in ConfirmPrompt(title, default: defaultAnswer) { finish($0) } }
    }

    /// Asks for one of `choices` (``SelectPrompt``), each shown as `label`
    /// gives it (its description by default); `nil` when cancelled.
    public static func select<Choice>(
        _ title: String, choices: [Choice], label: ((Choice) -> String)? = nil
    ) throws -> Choice? {
        try ask { finish in SelectPrompt(title, choices: choices, label: label ?? describe) { finish($0) } }
    }

    /// Asks for one of `choices` (``SelectPrompt``); `nil` when cancelled.
    public static func select<Choice>(
        _ title: String, choices: [Choice], label: ((Choice) -> String)? = nil
    ) async throws -> Choice? {
        try await ask { finish in SelectPrompt(title, choices: choices, label: label ?? describe) { finish($0) } }
    }

    /// Asks for any of `choices` (``MultiSelectPrompt``), returned in the
    /// order they were offered; `nil` when cancelled.
    public static func multiSelect<Choice>(
        _ title: String, choices: [Choice], label: ((Choice) -> String)? = nil
    ) throws -> [Choice]? {
        try ask { finish in MultiSelectPrompt(title, choices: choices, label: label ?? describe) { finish($0) } }
    }

    /// Asks for any of `choices` (``MultiSelectPrompt``); `nil` when cancelled.
    public static func multiSelect<Choice>(
        _ title: String, choices: [Choice], label: ((Choice) -> String)? = nil
    ) async throws -> [Choice]? {
        try await ask { finish in
            MultiSelectPrompt(title, choices: choices, label: label ?? describe) { finish($0) }
        }
    }

    /// Asks for a line of text that `validate` accepts (``TextPrompt``);
    /// `nil` when cancelled.
    public static func text(
        _ title: String, placeholder: String = "", initial: String = "",
        validate: @escaping (String) -> String? = { _ in nil }
    ) throws -> String? {
        try ask { finish in
            TextPrompt(title, placeholder: placeholder, initial: initial, validate: validate) { finish($0) }
        }
    }

    /// Asks for a line of text that `validate` accepts (``TextPrompt``);
    /// `nil` when cancelled.
    public static func text(
        _ title: String, placeholder: String = "", initial: String = "",
        validate: @escaping (String) -> String? = { _ in nil }
    ) async throws -> String? {
        try await ask { finish in
            TextPrompt(title, placeholder: placeholder, initial: initial, validate: validate) { finish($0) }
        }
    }

    /// Asks for a secret, drawn as bullets (``TextPrompt`` with
    /// `isSecure`); `nil` when cancelled.
    public static func password(_ title: String, validate: @escaping (String) -> String? = { _ in nil }) throws
        -> String?
    {
        try ask { finish in TextPrompt(title, isSecure: true, validate: validate) { finish($0) } }
    }

    /// Asks for a secret, drawn as bullets; `nil` when cancelled.
    public static func password(
        _ title: String, validate: @escaping (String) -> String? = { _ in nil }
    ) async throws -> String? {
        try await ask { finish in TextPrompt(title, isSecure: true, validate: validate) { finish($0) } }
    }

    /// Runs `work` on a thread of its own while a ``ProgressReport`` of
    /// `total` items shows below the cursor; returns what `work` returns, or
    /// throws what it throws. `work` reports through its
    /// ``ProgressTracker``. The last report stays in the scrollback.
    public static func progress<Result: Sendable>(
        _ title: String, total: Int, work: @escaping @Sendable (ProgressTracker) throws -> Result
    ) throws -> Result {
        let (tracker, figures) = makeTracker(total: total)
        let outcome = Mutex<Swift.Result<Result, any Error>?>(nil)
        Thread.detachNewThread {
            let result = Swift.Result { try work(tracker) }
            outcome.withLock { $0 = result }
            finish(tracker.run, figures: figures)
        }
        try Terminal.runBlocking(.inline, handle: tracker.run) { ProgressRun(title: title, figures: figures) }
        while outcome.withLock({ $0 }) == nil {
            _ = RunLoop.main.run(mode: .default, before: .now.addingTimeInterval(0.01))
        }
        return try outcome.withLock { $0! }.get()
    }

    /// Runs `work` while a ``ProgressReport`` of `total` items shows below
    /// the cursor; returns what `work` returns, or throws what it throws.
    public static func progress<Result: Sendable>(
        _ title: String, total: Int, work: @escaping @Sendable (ProgressTracker) async throws -> Result
    ) async throws -> Result {
        let (tracker, figures) = makeTracker(total: total)
        let task = Task.detached {
            defer { finish(tracker.run, figures: figures) }
            return try await work(tracker)
        }
        try await withTaskCancellationHandler {
            try await Terminal.run(.inline, handle: tracker.run) { ProgressRun(title: title, figures: figures) }
        } onCancel: {
            task.cancel()
        }
        return try await task.value
    }

    // MARK: Running a prompt

    private static func ask<Value>(_ content: (FinishAction<Value>) -> some View) throws -> Value? {
        try Terminal.runBlocking(.inline, returning: Value.self, headless: .never, content: content)
    }

    private static func ask<Value>(_ content: (FinishAction<Value>) -> some View) async throws -> Value? {
        try await Terminal.run(.inline, returning: Value.self, headless: .never, content: content)
    }

    private static func describe<Choice>(_ choice: Choice) -> String {
        String(describing: choice)
    }

    private static func makeTracker(total: Int) -> (ProgressTracker, ProgressFigures) {
        let figures = ProgressFigures(total: total)
        return (ProgressTracker(run: Terminal.RunHandle(), figures: figures), figures)
    }

    /// Ends a progress run once its work is done: the clock read one last
    /// time (after every advance queued before), then the run finished.
    private nonisolated static func finish(_ run: Terminal.RunHandle, figures: ProgressFigures) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { figures.tick() }
            run.finish()
        }
    }
}
