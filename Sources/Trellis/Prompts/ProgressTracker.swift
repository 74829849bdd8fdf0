import Dispatch
import Observation

/// What work run by `Prompt.progress(_:total:work:)` reports its progress
/// through, from any thread: items done, and lines to print above the
/// report.
///
/// ```swift
/// try await Prompt.progress("Uploading", total: files.count) { progress in
///     for file in files {
///         try await upload(file)
///         progress.printAbove("✓ \(file)")
///         progress.advance()
///     }
/// }
/// ```
///
/// Each call is queued on the main queue, in order, as
/// ``Terminal/RunHandle``'s are. Cost: one block on the main queue per call.
public final class ProgressTracker: Sendable {
    let run: Terminal.RunHandle
    let figures: ProgressFigures

    init(run: Terminal.RunHandle, figures: ProgressFigures) {
        self.run = run
        self.figures = figures
    }

    /// Counts `count` more items done.
    public func advance(by count: Int = 1) {
        let figures = figures
        DispatchQueue.main.async {
            MainActor.assumeIsolated { figures.completed += count }
        }
    }

    /// Prints `text` (one or more lines) above the report.
    public func printAbove(_ text: String) {
        run.printAbove(text)
    }
}

/// The figures a running ``ProgressReport`` shows: the count, and the time
/// since the work began, brought up to date by ``tick()``.
@MainActor
@Observable
final class ProgressFigures {
    let total: Int
    var completed = 0
    private(set) var elapsed = Duration.zero
    @ObservationIgnored private let started = ContinuousClock.now

    init(total: Int) {
        self.total = total
    }

    /// Reads the clock.
    func tick() {
        elapsed = ContinuousClock.now - started
    }
}

/// A ``ProgressReport`` of live figures, its clock read four times a second
/// while it shows.
struct ProgressRun: View {
    let title: String
    let figures: ProgressFigures

    var body: some View {
        ProgressReport(title, completed: figures.completed, total: figures.total, elapsed: figures.elapsed)
            .task {
                while !Task.isCancelled {
                    figures.tick()
                    try? await Task.sleep(for: .milliseconds(250))
                }
            }
    }
}
