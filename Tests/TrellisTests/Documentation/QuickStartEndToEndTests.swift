import Foundation
import Testing

/// The README's quick start, exactly as printed (`Demos/quick-start`), in a
/// real terminal: the counter, the inline prompt, and Ctrl-C in each, which
/// ends the program with the terminal restored and status 130, no crash.
@Suite("README quick start, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct QuickStartEndToEndTests {
    private var program: String { Tmux.productsDirectory.appendingPathComponent("quick-start").path }

    @Test("Quit ends the counter, the prompt takes a name, and the greeting follows its last frame")
    func wholeRun() throws {
        let tmux = try Tmux(columns: 60, rows: 12)
        defer { tmux.close() }
        try tmux.run(program)
        try tmux.waitForScreen { $0.contains("Count: 0") }
        try tmux.press("Tab", "Enter")
        try tmux.waitForScreen { $0.contains("Count: 1") }
        try tmux.press("Tab", "Enter")
        try tmux.waitForScreen { $0.contains("your name") }
        try tmux.type("Ada")
        try tmux.press("Enter")
        // The next command is typed once the shell's prompt is back, so the
        // terminal does not echo it while the program is still exiting.
        try tmux.waitForScreen(untilPromptAfterLineStartingWith: "Hello, Ada!")
        try tmux.run("echo \"status $?\"")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status ")
        #expect(screen.hasSuffix("Ada\nHello, Ada!\n$ echo \"status $?\"\nstatus 0\n$"))
    }

    @Test("Ctrl-C in the counter or the prompt restores the terminal and ends the program with status 130, without a crash",
          arguments: ["counter", "prompt"])
    func interrupt(at stage: String) throws {
        let tmux = try Tmux(columns: 60, rows: 12)
        defer { tmux.close() }
        try tmux.run(program)
        try tmux.waitForScreen { $0.contains("Count: 0") }
        if stage == "prompt" {
            try tmux.press("Tab", "Tab", "Enter")
            try tmux.waitForScreen { $0.contains("your name") }
        }
        try tmux.press("C-c")
        try tmux.waitForScreen { $0.hasSuffix("$") }
        #expect(try tmux.paneValue("alternate_on") == "0")
        try tmux.run("echo \"status $?\"")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status ")
        #expect(screen.contains("status 130"))
        let history = try tmux.history()
        #expect(!history.contains("Fatal error"))
        #expect(!history.contains("Backtrac"))
        #expect(!history.contains("Hello,"))
    }
}
