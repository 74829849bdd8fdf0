import Foundation
import Testing

/// The terminal host in a real terminal: the demos run in tmux, keys are
/// typed, screens captured, and the terminal checked after they end.
///
/// Needs tmux (`.ci/run` installs it when missing; without it these tests
/// are skipped, and say so). The demos are built with the tests.
@Suite("Terminal host, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct TerminalHostEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("trellis-demo").path }
    private var picker: String { Tmux.productsDirectory.appendingPathComponent("inline-picker").path }
    private var probe: String { Tmux.productsDirectory.appendingPathComponent("trellis-terminal-probe").path }
    private var identity: String { Tmux.productsDirectory.appendingPathComponent("identity-demo").path }
    /// The gallery's first line.
    private let gallery = "Trellis · demo gallery"

    /// Runs the probe in a fresh shell, presses `key` once it is up, and
    /// returns the screen after it ended, with the status and whether the
    /// stty settings came back. The status is asked for in a command of its
    /// own: a program killed by `SIGINT` (Ctrl-C, as the probe dies of it)
    /// makes an interactive bash abandon the rest of its command line.
    /// Swift's backtracer is off (`SWIFT_BACKTRACE=enable=no`): symbolicating
    /// a debug build takes longer than the wait, and the test is about the
    /// terminal, not the backtrace.
    private func endProbe(pressing key: String?, signal: Int32? = nil) throws -> (screen: String, tmux: Tmux) {
        let tmux = try Tmux(columns: 100, rows: 30)
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before")
        try tmux.run("export XDG_STATE_HOME=$(mktemp -d)")
        try tmux.run("SWIFT_BACKTRACE=enable=no \(probe)")
        let running = try tmux.waitForScreen { $0.contains("probe ready") }
        #expect(try tmux.paneValue("alternate_on") == "1")
        if let key {
            try tmux.type(key)
        }
        if let signal {
            let line = try #require(running.split(separator: "\n").first { $0.hasPrefix("probe ready, pid ") })
            let pid = try #require(Int32(line.dropFirst("probe ready, pid ".count)))
            kill(pid, signal)
        }
        try tmux.waitForScreen { $0.hasSuffix("$") }
        try tmux.run("echo \"sta\"\"tus=$?\"; stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) || $0.contains("differ:") }
        return (screen, tmux)
    }

    @Test("Typing into the controls demo shows the text, the bullets and the cursor where the user types; Esc leaves the field, then the demo")
    func typing() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("Down", "Down", "Down", "Down", "Down", "Enter")
        try tmux.waitForScreen { $0.contains("Subscribe to news") }
        try tmux.press("Tab")
        try tmux.type("Ada Lovelace")
        let screen = try tmux.waitForScreen { $0.contains("\nName      Ada Lovelace") }
        #expect(screen.hasPrefix("Trellis · Controls\n" + String(repeating: "─", count: 100)))
        #expect(try tmux.paneValue("cursor_flag") == "1")
        #expect(try tmux.paneValue("cursor_x") == "22")
        #expect(try tmux.paneValue("cursor_y") == "2")
        try tmux.press("Tab")
        try tmux.type("pw")
        try tmux.waitForScreen { $0.contains("\nPassword  ••") }
        try tmux.press("C-s")
        try tmux.waitForScreen { $0.contains("Hello, Ada Lovelace (developer, 1 seats)") }
        #expect(try tmux.paneValue("cursor_flag") == "1")
        // The first Esc leaves the field (the cursor goes), the second the demo.
        try tmux.press("Escape")
        try tmux.waitForPane("cursor_flag", toBe: "0")
        #expect(try tmux.screen().contains("Trellis · Controls"))
        try tmux.press("Escape")
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }

    @Test("Ctrl-C quits: the alternate screen is left, stty settings are as before, the status is 130")
    func controlC() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before; echo before-the-demo")
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        #expect(try tmux.paneValue("alternate_on") == "1")
        try tmux.press("C-c")
        try tmux.waitForScreen { $0.hasSuffix("$") }
        try tmux.run("echo \"sta\"\"tus=$?\"; stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) || $0.contains("differ:") }
        #expect(screen.contains("before-the-demo"))
        #expect(screen.contains("status=130"))
        #expect(screen.contains("stty-restored"))
        #expect(!screen.contains(gallery))
        #expect(try tmux.paneValue("alternate_on") == "0")
        #expect(try tmux.paneValue("cursor_flag") == "1")
    }

    @Test("Ctrl-Z then bg: the demo stays stopped and leaves the shell its terminal until fg")
    func background() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("C-z")
        try tmux.waitForScreen { $0.contains("Stopped") }
        try tmux.run("bg")
        try tmux.run("echo still-the-shell\"\"s")
        let shell = try tmux.waitForScreen { hasLine(startingWith: "still-the-shells", in: $0) }
        #expect(!shell.contains(gallery))
        #expect(try tmux.paneValue("alternate_on") == "0")
        try tmux.run("fg")
        try tmux.waitForScreen { $0.contains(gallery) }
        #expect(try tmux.paneValue("alternate_on") == "1")
        try tmux.press("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }

    @Test("A resize while stopped is taken when the demo comes back")
    func resizeWhileStopped() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("C-z")
        try tmux.waitForScreen { $0.contains("Stopped") }
        try tmux.resizeWindow(columns: 70, rows: 15)
        try tmux.run("fg")
        let screen = try tmux.waitForScreen { screen in
            screen.split(separator: "\n", omittingEmptySubsequences: false).count == 15
                && screen.contains("\n" + String(repeating: "─", count: 70) + "\n")
        }
        #expect(screen.hasPrefix(gallery + "\n" + String(repeating: "─", count: 70)))
        try tmux.press("q")
    }

    @Test("A resize lays the demo out again at the new size, its state kept")
    func resize() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("Enter", "Tab", "Enter")
        try tmux.waitForScreen { $0.contains("ternary counter: 1") }
        try tmux.resizeWindow(columns: 60, rows: 20)
        // tmux 3.3 does not know synchronized output: wait for the whole
        // frame (the footer on the last row), not its first rows.
        let narrow = try tmux.waitForScreen { screen in
            screen.contains("\n" + String(repeating: "─", count: 60) + "\n") && screen.contains("ternary counter: 1")
                && screen.split(separator: "\n", omittingEmptySubsequences: false).count == 20
        }
        #expect(narrow.split(separator: "\n", omittingEmptySubsequences: false).first == "Trellis · Identity lab")
        try tmux.resizeWindow(columns: 90, rows: 25)
        let wide = try tmux.waitForScreen { screen in
            screen.contains("\n" + String(repeating: "─", count: 90) + "\n") && screen.contains("ternary counter: 1")
                && screen.split(separator: "\n", omittingEmptySubsequences: false).count == 25
        }
        #expect(wide.hasSuffix("Esc gallery · ? help · q quits"))
        try tmux.press("q")
    }

    @Test("An app that handles Ctrl-C itself keeps running")
    func controlCTakenOver() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("export XDG_STATE_HOME=$(mktemp -d)")
        try tmux.run("\(probe) --keep-ctrl-c; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { $0.contains("probe ready") }
        try tmux.press("C-c")
        try tmux.press("C-c")
        try tmux.waitForScreen { $0.contains("ctrl-c handled 2") }
        #expect(try tmux.paneValue("alternate_on") == "1")
        try tmux.type("q")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        #expect(screen.contains("status=0"))
    }

    @Test("Ctrl-Z stops the demo with the terminal restored; fg redraws it with its state")
    func suspendAndResume() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before")
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains(gallery) }
        try tmux.press("Enter", "Tab", "Enter", "Enter")
        try tmux.waitForScreen { $0.contains("ternary counter: 2") }
        try tmux.press("C-z")
        let stopped = try tmux.waitForScreen { $0.contains("Stopped") }
        #expect(!stopped.contains("ternary counter"))
        #expect(try tmux.paneValue("alternate_on") == "0")
        try tmux.run("stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) }
        try tmux.run("fg")
        let resumed = try tmux.waitForScreen { $0.contains("ternary counter: 2") }
        #expect(resumed.hasPrefix("Trellis · Identity lab"))
        #expect(try tmux.paneValue("alternate_on") == "1")
        try tmux.press("Enter")
        try tmux.waitForScreen { $0.contains("ternary counter: 3") }
        try tmux.press("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }

    @Test("Output printed while full screen is kept off the screen and printed after the run")
    func printCapture() throws {
        let (screen, tmux) = try endProbe(pressing: "pq")
        defer { tmux.close() }
        #expect(screen.contains("printed by the probe"))
        #expect(screen.contains("stderr of the probe"))
        #expect(screen.contains("status=0"))
        #expect(screen.contains("stty-restored"))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }

    @Test("A crash restores the terminal; its message and what was printed reach the screen", arguments: [
        ("f", "Fatal error: probe crash"), ("s", "status=139"),
    ] as [(String, String)])
    func crash(key: String, evidence: String) throws {
        let (screen, tmux) = try endProbe(pressing: "p" + key)
        defer { tmux.close() }
        let history = try tmux.history()
        #expect(history.contains(evidence))
        #expect(history.contains("printed by the probe"))
        #expect(history.contains("stderr of the probe"))
        #expect(!screen.contains("status=0"))
        #expect(screen.contains("stty-restored"))
        #expect(try tmux.paneValue("alternate_on") == "0")
        #expect(try tmux.paneValue("cursor_flag") == "1")
    }

    @Test("exit() anywhere restores the terminal")
    func exitCall() throws {
        let (screen, tmux) = try endProbe(pressing: "e")
        defer { tmux.close() }
        #expect(screen.contains("status=3"))
        #expect(screen.contains("stty-restored"))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }

    @Test("SIGTERM, SIGHUP, SIGINT and SIGQUIT from outside end the run with the terminal restored", arguments: [
        (SIGTERM, "status=143"), (SIGHUP, "status=129"), (SIGINT, "status=130"), (SIGQUIT, "status=131"),
    ] as [(Int32, String)])
    func signals(signal: Int32, status: String) throws {
        let (screen, tmux) = try endProbe(pressing: nil, signal: signal)
        defer { tmux.close() }
        #expect(screen.contains(status))
        #expect(screen.contains("stty-restored"))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }

    /// A handler installed before Trellis's that returns from a signal sent
    /// with kill (Swift's backtracer prints its report and returns; the
    /// probe's `--returning-handler` prints a line and returns) must not
    /// leave the app running on the restored terminal: the process dies of
    /// the signal.
    @Test("A crash signal sent with kill ends an inline run even when the handler it chains to returns", arguments: [
        (SIGQUIT, "status=131"), (SIGABRT, "status=134"), (SIGSEGV, "status=139"),
    ] as [(Int32, String)], ["backtracer", "returning-handler"])
    func crashSignalEndsProcess(signal: (number: Int32, status: String), chainedTo handler: String) throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before")
        if handler == "backtracer" {
            try tmux.run("SWIFT_BACKTRACE=enable=yes,interactive=no,symbolicate=off \(probe) --inline")
        } else {
            try tmux.run("SWIFT_BACKTRACE=enable=no \(probe) --inline --returning-handler")
        }
        let running = try tmux.waitForScreen { $0.contains("probe ready") }
        let line = try #require(running.split(separator: "\n").first { $0.hasPrefix("probe ready, pid ") })
        let pid = try #require(Int32(line.dropFirst("probe ready, pid ".count)))
        kill(pid, signal.number)
        try tmux.waitForScreen { $0.hasSuffix("$") }
        try tmux.run("echo \"sta\"\"tus=$?\"; stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) || $0.contains("differ:") }
        let history = try tmux.history()
        #expect(history.contains(handler == "backtracer" ? "Program crashed" : "probe's own handler returned"))
        #expect(screen.contains(signal.status))
        #expect(screen.contains("stty-restored"))
        #expect(kill(pid, 0) == -1)
    }

    /// Killed by the signal, the probe makes an interactive bash abandon the
    /// rest of its command line, as with any program Ctrl-C ends: the
    /// status is asked for in a command of its own.
    @Test("Inline, Ctrl-C ends the process with status 130 by default, or throws to a program that asks",
          arguments: [false, true])
    func interruptionInline(catches: Bool) throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("\(probe) --inline\(catches ? " --catch-interrupt" : "")")
        try tmux.waitForScreen { $0.contains("probe ready") }
        try tmux.press("C-c")
        try tmux.waitForScreen { $0.hasSuffix("$") }
        try tmux.run("echo \"sta\"\"tus=$?\"")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let lines = screen.split(separator: "\n").map(String.init)
        if catches {
            #expect(lines.suffix(4) == ["caught interruption by signal 2", "$ echo \"sta\"\"tus=$?\"", "status=4", "$"])
        } else {
            #expect(lines.suffix(3) == ["$ echo \"sta\"\"tus=$?\"", "status=130", "$"])
        }
    }

    @Test("Inline, lines printed above stay in the scrollback while the live region stays below them")
    func printAboveInline() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("echo before-the-probe")
        try tmux.run("\(probe) --inline; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { $0.contains("probe ready") }
        for _ in 0..<12 {
            try tmux.type("l")
        }
        try tmux.waitForScreen { $0.contains("lines printed: 12") }
        try tmux.type("q")
        try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        let history = try tmux.history().split(separator: "\n").map(String.init)
        let first = try #require(history.firstIndex(of: "line 1 above"))
        #expect(Array(history[first..<(first + 12)]) == (1...12).map { "line \($0) above" })
        let frame = Array(history[(first + 12)...].prefix(5))
        #expect(frame.count == 5)
        #expect(frame[0].hasPrefix("probe ready, pid "))
        #expect(Array(frame[1...]) == [
            "keys p b l f s e q: print thread above fatal segv exit quit", "lines printed: 12",
            "inline run ended", "status=0",
        ])
        #expect(history.filter { $0.hasPrefix("probe ready") }.count == 1)
        #expect(history.contains("before-the-probe"))
    }

    @Test("Inline, what the program prints from its handlers and from other threads goes above the region, in order")
    func printedOutputInline() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("printf 'before the probe '; \(probe) --inline; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { $0.contains("probe ready") }
        try tmux.type("l")
        try tmux.waitForScreen { $0.contains("lines printed: 1") }
        try tmux.type("p")
        try tmux.waitForScreen { $0.contains("stderr of the probe") }
        try tmux.type("b")
        try tmux.waitForScreen { $0.contains("background 3") }
        try tmux.type("l")
        try tmux.waitForScreen { $0.contains("lines printed: 2") }
        try tmux.type("q")
        try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        let history = try tmux.history().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(history.firstIndex(of: "line 1 above"))
        #expect(Array(history[first..<(first + 7)]) == [
            "line 1 above", "printed by the probe", "stderr of the probe", "background 1", "background 2",
            "background 3", "line 2 above",
        ])
        let frame = Array(history[(first + 7)...].prefix(5))
        #expect(frame.count == 5)
        #expect(frame.first?.hasPrefix("probe ready, pid ") == true)
        #expect(Array(frame.dropFirst()) == [
            "keys p b l f s e q: print thread above fatal segv exit quit",
            "lines printed: 2", "inline run ended", "status=0",
        ])
        #expect(history.filter { $0.hasPrefix("probe ready") }.count == 1)
        #expect(history.contains { $0.contains("before the probe") })
    }

    @Test("Inline, finish called in onAppear leaves the first frame behind and returns its value")
    func finishOnAppear() throws {
        let tmux = try Tmux(columns: 60, rows: 10)
        defer { tmux.close() }
        try tmux.run("echo before; \(probe) --finish-on-appear; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        let history = try tmux.history().split(separator: "\n").map(String.init)
        let first = try #require(history.firstIndex(of: "before"))
        #expect(Array(history[(first + 1)...].prefix(3)) == ["the only frame", "result: finished", "status=0"])
    }

    /// The region at the bottom of a full screen, as after any output: the
    /// terminal re-wraps the full-width row into three when narrowed to 40
    /// columns, and its rows move down (tmux also moves the screen's top
    /// rows into the scrollback to make room). The resize waits until the
    /// cursor is parked at the region's top: a frame the terminal is still
    /// reading when it re-wraps would take its last cursor move over the
    /// re-wrapped rows, in any terminal and for any program.
    @Test("Inline, narrowing the terminal so it re-wraps a full-width row leaves no stale row in the scrollback")
    func narrowedInline() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("seq 1 20; echo before; \(probe) --inline --wide-row; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { $0.contains("probe ready") && $0.contains("====") }
        try tmux.type("l")
        try tmux.waitForScreen { $0.contains("lines printed: 1") }
        try tmux.waitForCursor(atLineStartingWith: "probe ready")
        try tmux.resizeWindow(columns: 40, rows: 12)
        try tmux.waitForScreen { screen in screen.split(separator: "\n").contains { $0.hasPrefix("fatal segv") } }
        try tmux.type("l")
        try tmux.waitForScreen { $0.contains("lines printed: 2") }
        try tmux.type("q")
        try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let history = try tmux.history().split(separator: "\n").map(String.init)
        let first = try #require(history.firstIndex(of: "before"))
        let frame = try #require(history.firstIndex { $0.hasPrefix("probe ready") })
        #expect(Array(history[first..<frame]) == ["before", "line 1 above", "line 2 above"])
        #expect(Array(history[(frame + 1)...]) == [
            "keys p b l f s e q: print thread above", "fatal segv exit quit", "lines printed: 2",
            String(repeating: "=", count: 40), String(repeating: "=", count: 40), String(repeating: "=", count: 20),
            "inline run ended", "status=0", "$",
        ])
    }

    @Test("Inline, with standard output in a file the printed lines reach the file, and a pipe keeps the program's order")
    func redirectedOutputInline() throws {
        let tmux = try Tmux(columns: 60, rows: 12)
        defer { tmux.close() }
        try tmux.run("\(probe) --deploy > /tmp/trellis-e2e-$$.out; echo \"sta\"\"tus=$?\"")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines.suffix(3) == ["step 3 of 3", "status=0", "$"])
        try tmux.run("cat /tmp/trellis-e2e-$$.out; \(probe) --deploy | cat > /tmp/trellis-e2e-$$.piped; echo \"pip\"\"ed\"")
        try tmux.waitForScreen { hasLine(startingWith: "piped", in: $0) }
        try tmux.run("cat /tmp/trellis-e2e-$$.piped; rm /tmp/trellis-e2e-$$.out /tmp/trellis-e2e-$$.piped")
        let final = try tmux.waitForScreen { $0.components(separatedBy: "result: deployed").count == 3 }
        let expected = ["Deploying…", "✓ step 1", "✓ step 2", "✓ step 3", "result: deployed"]
        let history = final.split(separator: "\n").map(String.init)
        let firstFile = try #require(history.firstIndex(of: "Deploying…"))
        #expect(Array(history[firstFile..<(firstFile + 5)]) == expected)
        let secondFile = try #require(history.lastIndex(of: "Deploying…"))
        #expect(Array(history[secondFile..<(secondFile + 5)]) == expected)
    }

    @Test("A run handle prints, presses a key and finishes a run from another thread; a transient run leaves only the printed lines", arguments: [false, true])
    func runHandle(transient: Bool) throws {
        let tmux = try Tmux(columns: 60, rows: 12)
        defer { tmux.close() }
        try tmux.run("echo before; \(probe) --handle\(transient ? " --transient" : ""); echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let history = try tmux.history().split(separator: "\n").map(String.init)
        let first = try #require(history.firstIndex(of: "before"))
        #expect(Array(history[(first + 1)...]) == (
            ["uploaded 1", "uploaded 2", "uploaded 3"] + (transient ? [] : ["keys: x"]) + ["result: 3", "status=0", "$"]))
    }

    @Test("TERM=dumb gives a full-screen app a clear error and status 1, and leaves the terminal as it was")
    func dumbTerminal() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before")
        try tmux.run("TERM=dumb \(probe); echo \"sta\"\"tus=$?\"; stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) || $0.contains("differ:") }
        #expect(screen.contains("trellis-terminal-probe: the terminal is dumb (TERM=dumb): it cannot show an interactive app"))
        #expect(screen.contains("status=1"))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }

    @Test("Under TERM=dumb the demos print text instead: the gallery its tour, a demo its first screen; both exit 0")
    func dumbTerminalDemos() throws {
        let tmux = try Tmux(columns: 100, rows: 12)
        defer { tmux.close() }
        try tmux.run("TERM=dumb \(demo) | head -1; TERM=dumb \(identity) | tail -1; echo \"sta\"\"tus=${PIPESTATUS[0]}\"")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        #expect(screen.contains("""
            Trellis — a guided tour of identity and lifecycle (headless)
            identity-demo is interactive: run it in a terminal (or trellis-demo --tour for a text tour).
            status=0
            """))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }

    @Test("With standard input a pipe, the picker offers its lines and keys still come from the terminal (/dev/tty)")
    func pipedInput() throws {
        let tmux = try Tmux(columns: 80, rows: 20)
        defer { tmux.close() }
        try tmux.run("printf 'north\\nsouth\\neast\\n' | \(picker) | cat; echo \"sta\"\"tus=$?\"")
        let picking = try tmux.waitForScreen { $0.contains("? Pick one") }
        #expect(picking.contains("› north\n  south\n  east"))
        try tmux.type("so")
        try tmux.waitForScreen { $0.contains("› south") && !$0.contains("  east") }
        try tmux.press("Enter")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "status=", in: $0) }
        #expect(screen.contains("✔ Pick one south\nsouth\nstatus=0"))
    }

    @Test("A click on a choice of the inline picker picks it")
    func pickerClick() throws {
        let tmux = try Tmux(columns: 80, rows: 20)
        defer { tmux.close() }
        try tmux.run("clear; choice=$(\(picker)); echo \"cho\"\"sen=[$choice]\"")
        try tmux.waitForScreen { $0.contains("? Pick a fruit") }
        // An SGR mouse press and release on the fourth row (banana): the
        // prompt starts on the screen's first row, after the command's own.
        let screen = try tmux.screen().split(separator: "\n").map(String.init)
        let row = try #require(screen.firstIndex { $0.hasSuffix("banana") }) + 1
        try tmux.send(bytes: Array("\u{1B}[<0;5;\(row)M\u{1B}[<0;5;\(row)m".utf8))
        let final = try tmux.waitForScreen { hasLine(startingWith: "chosen=", in: $0) }
        #expect(final.contains("✔ Pick a fruit banana\nchosen=[banana]"))
    }

    @Test("The inline picker draws below the prompt, prints only the choice to stdout, leaves its last frame and stty as it was")
    func inlinePicker() throws {
        let tmux = try Tmux(columns: 80, rows: 20)
        defer { tmux.close() }
        try tmux.run("echo first-line")
        try tmux.run(
            "before=$(stty -g); choice=$(\(picker)); status=$?; echo \"cho\"\"sen=[$choice] status=$status\"; "
                + "[ \"$(stty -g)\" = \"$before\" ] && echo \"stty-\"\"unchanged\"")
        let picking = try tmux.waitForScreen { $0.contains("? Pick a fruit") }
        #expect(picking.contains("first-line"))
        #expect(try tmux.paneValue("alternate_on") == "0")
        try tmux.type("b")
        let filtered = try tmux.waitForScreen { $0.contains("› banana") && !$0.contains("apple") }
        // The caret stands in the filter, after what was typed.
        let promptRow = try #require(filtered.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("? Pick a fruit b") })
        #expect(try tmux.paneValue("cursor_flag") == "1")
        #expect(try tmux.paneValue("cursor_y") == "\(promptRow)")
        #expect(try tmux.paneValue("cursor_x") == "\("? Pick a fruit b".count)")
        try tmux.press("Down", "Enter")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-unchanged", in: $0) }
        let lines = screen.split(separator: "\n").map(String.init)
        let frameStart = try #require(lines.firstIndex { $0.hasPrefix("✔ Pick a fruit") })
        #expect(Array(lines[frameStart...].prefix(3)) == [
            "✔ Pick a fruit blueberry", "chosen=[blueberry] status=0", "stty-unchanged",
        ])
    }

    @Test("Esc cancels the inline picker: nothing on stdout, status 1, the terminal restored")
    func inlinePickerCancelled() throws {
        let tmux = try Tmux(columns: 80, rows: 20)
        defer { tmux.close() }
        try tmux.run("stty -g > /tmp/trellis-e2e-$$.before")
        try tmux.run("choice=$(\(picker)); echo \"cho\"\"sen=[$choice] status=$?\"; stty -g | cmp - /tmp/trellis-e2e-$$.before && echo stty-re\"\"stored")
        try tmux.waitForScreen { $0.contains("? Pick a fruit") }
        try tmux.press("Escape")
        let screen = try tmux.waitForScreen { hasLine(startingWith: "stty-restored", in: $0) || $0.contains("differ:") }
        #expect(screen.contains("chosen=[] status=1"))
        #expect(screen.contains("stty-restored"))
        #expect(try tmux.paneValue("cursor_flag") == "1")
    }

    /// Whether a line of `screen` starts with `prefix`. The commands the
    /// tests type spell their markers in two quoted pieces (`"sta""tus="`),
    /// so only the output, never a wrapped command line, matches.
    private func hasLine(startingWith prefix: String, in screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.hasPrefix(prefix) }
    }
}
