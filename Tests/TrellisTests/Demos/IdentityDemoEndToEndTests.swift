import Foundation
import Testing

/// `identity-demo` in a real terminal: tmux runs it, keys drive its
/// experiments, and the captured screen shows the counters and the event
/// log. Needs tmux, as the other end-to-end tests.
@Suite("Identity demo, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct IdentityDemoEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("identity-demo").path }

    /// The event log's lines on `screen`: number, kind and subject.
    private func logLines(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let panel = line[line.index(after: bar)...].trimmingCharacters(in: CharacterSet(charactersIn: " │"))
            guard let first = panel.first, first.isNumber else { return nil }
            return panel.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
    }

    @Test("if/else resets its counter while the ternary keeps it, and the log shows the new branch appear before the old disappears")
    func branches() throws {
        let tmux = try Tmux(columns: 120, rows: 32)
        defer { tmux.close() }
        try tmux.run(demo)
        let first = try tmux.waitForScreen { $0.contains("10 appear row 2 by index") || $0.contains("row 2 by index") }
        #expect(logLines(first).prefix(3) == ["1 appear if branch", "2 appear ternary", "3 appear id 0"])
        try tmux.press("Tab", "Enter", "Enter")
        try tmux.waitForScreen { $0.contains("ternary counter: 2") && $0.contains("if/else counter: 2") }
        try tmux.press("Tab", "Space")
        let flipped = try tmux.waitForScreen { $0.contains("disappear if branch") }
        #expect(flipped.contains(" if/else counter: 0 "))
        #expect(flipped.contains(" ternary counter: 2 "))
        #expect(logLines(flipped).suffix(2) == ["11 appear else branch", "12 disappear if branch"])
        try tmux.press("q")
    }

    @Test("ForEach by index moves a deleted row's state to the next fruit; by id it leaves with its row")
    func forEachDeletion() throws {
        let tmux = try Tmux(columns: 120, rows: 32)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains("row 2 by index") }
        // Tab order: Tick, condition, Tick, New id, Tick, wrap, Delete first, Reset, then the fruits.
        try tmux.press("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
        try tmux.press("BTab", "BTab", "BTab", "Enter")
        let screen = try tmux.waitForScreen { $0.contains("disappear row 2 by index") }
        let fruits = screen.split(separator: "\n").filter { $0.contains(" ×") }.map {
            $0.prefix(while: { $0 != "│" }).split(separator: " ").joined(separator: " ")
        }
        #expect(fruits == ["pear ×0 pear ×1", "plum ×0 plum ×0"])
        #expect(logLines(screen).suffix(2) == ["11 disappear apple by id", "12 disappear row 2 by index"])
        try tmux.press("q")
    }
}
