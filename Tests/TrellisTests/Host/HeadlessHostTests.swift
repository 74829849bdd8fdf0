import Foundation
import Testing

/// Runs where no terminal can be reached: the probe is started in a new
/// session (`setsid`), with standard input `/dev/null` and its output in a
/// pipe, as a CI job or a cron job starts a program.
@Suite("Headless runs")
struct HeadlessHostTests {
    /// Runs the probe with `arguments` without a terminal.
    private func runWithoutTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> ProductRun {
        try ProductRun(product: "trellis-terminal-probe", arguments: arguments, environment: environment)
    }

    @Test("An inline run without a terminal runs its tasks, prints its lines and its last frame as plain text, and returns its value")
    func inlineRunsHeadless() throws {
        let run = try runWithoutTerminal(["--deploy"])
        #expect(run.output == "Deploying…\n✓ step 1\n✓ step 2\n✓ step 3\nstep 3 of 3\nresult: deployed\n")
        #expect(run.error == "")
        #expect(run.status == 0)
    }

    @Test("TERM=dumb runs an inline run the same way, even with a terminal reachable")
    func dumbTerminalRunsHeadless() throws {
        let run = try runWithoutTerminal(["--deploy"], environment: ["TERM": "dumb"])
        #expect(run.output == "Deploying…\n✓ step 1\n✓ step 2\n✓ step 3\nstep 3 of 3\nresult: deployed\n")
        #expect(run.status == 0)
    }

    @Test("COLUMNS sets the width the last frame is laid out at")
    func columns() throws {
        let run = try runWithoutTerminal(["--deploy"], environment: ["COLUMNS": "6"])
        #expect(run.output == "Deploying…\n✓ step 1\n✓ step 2\n✓ step 3\nstep 3\nof 3\nresult: deployed\n")
    }

    @Test("A run handle drives a headless run from another thread: its lines, its key and its value")
    func runHandle() throws {
        let run = try runWithoutTerminal(["--handle"])
        #expect(run.output == "uploaded 1\nuploaded 2\nuploaded 3\nkeys: x\nresult: 3\n")
        #expect(run.status == 0)
    }

    @Test("Without a terminal a prompt fails at once with a clear error, and the progress prompt runs as plain text")
    func prompts() throws {
        let select = try runWithoutTerminal(["--prompt", "select"])
        #expect(select.output == "")
        #expect(select.error.hasPrefix("probe: no terminal"))
        #expect(select.status == 1)
        let progress = try runWithoutTerminal(["--prompt", "progress"])
        let lines = progress.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["item 1", "item 2", "item 3"])
        #expect(lines.count == 6 && lines[3].hasPrefix("Working ") && lines[4].hasPrefix("3/3 · ") && lines[5] == "3 items")
        #expect(progress.status == 0)
    }

    @Test("A full-screen run without a terminal still fails with a clear error and status 1")
    func fullScreenFails() throws {
        let run = try runWithoutTerminal([])
        #expect(run.output == "")
        #expect(run.error.contains("terminal"))
        #expect(run.status == 1)
    }
}
