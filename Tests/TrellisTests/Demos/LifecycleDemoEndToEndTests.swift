import Foundation
import Testing

/// `lifecycle-demo` in a real terminal: the event log shows the orders of
/// the contract in `Lifecycle.md` for a tab switch, a sheet, a cover and a push and pop.
/// Needs tmux, as the other end-to-end tests.
@Suite("Lifecycle demo, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct LifecycleDemoEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("lifecycle-demo").path }

    /// The event log's lines on `screen` after event `after`: kind and subject.
    private func events(_ screen: String, after: Int) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let words = line[line.index(after: bar)...].split(separator: " ").filter { $0 != "│" }
            guard let number = words.first.flatMap({ Int($0) }), number > after else { return nil }
            return words.dropFirst().joined(separator: " ")
        }
    }

    /// How many events the log on `screen` shows.
    private func count(_ screen: String) -> Int {
        events(screen, after: 0).count
    }

    @Test("Tab switch, sheet, cover, push and pop log exactly the orders of rules 15–18")
    func orders() throws {
        let tmux = try Tmux(columns: 120, rows: 44)
        defer { tmux.close() }
        try tmux.run(demo)
        let start = try tmux.waitForScreen { count($0) == 2 }
        #expect(events(start, after: 0) == ["appear Tab A", "task ▶ Tab A"])

        // Rule 15: the new tab appears, then the old one disappears; tasks start last.
        try tmux.press("]")
        let tabs = try tmux.waitForScreen { count($0) == 6 }
        #expect(events(tabs, after: 2) == ["appear Presenter", "disappear Tab A", "task ✕ Tab A", "task ▶ Presenter"])

        // Rule 16: presenting appears the sheet; dismissing: it disappears, then onDismiss.
        try tmux.press("Tab", "Tab", "Enter")
        try tmux.waitForScreen { count($0) == 8 }
        try tmux.press("Escape")
        let sheet = try tmux.waitForScreen { count($0) == 11 }
        #expect(events(sheet, after: 6) == ["appear Sheet", "task ▶ Sheet", "disappear Sheet", "task ✕ Sheet", "action sheet onDismiss"])

        // Rule 17: the cover appears, then the presenter disappears; dismissing
        // appears the presenter, then the cover disappears, then onDismiss.
        // Closing the sheet gave the focus back to its button: one Tab to Cover.
        try tmux.press("Tab", "Enter")
        // The cover takes the whole screen, the log with it.
        try tmux.waitForScreen { $0.hasPrefix("Cover count 0") }
        try tmux.press("Escape")
        let cover = try tmux.waitForScreen { count($0) == 20 }
        #expect(
            events(cover, after: 11) == [
                "appear Cover", "disappear Presenter", "task ✕ Presenter", "task ▶ Cover", "appear Presenter",
                "disappear Cover", "task ✕ Cover", "action cover onDismiss", "task ▶ Presenter",
            ])

        // Rule 18: push appears the destination, then the previous top
        // disappears; pop appears the revealed screen, then the popped one disappears.
        try tmux.press("]")
        try tmux.waitForScreen { count($0) == 24 }
        try tmux.press("Tab", "Tab", "Enter")
        try tmux.waitForScreen { count($0) == 28 }
        try tmux.press("Escape")
        let navigation = try tmux.waitForScreen { count($0) == 32 }
        #expect(
            events(navigation, after: 24) == [
                "appear Level 1", "disappear Root", "task ✕ Root", "task ▶ Level 1", "appear Root", "disappear Level 1",
                "task ✕ Level 1", "task ▶ Root",
            ])
        try tmux.press("q")
    }
}
