import Foundation
import Testing

/// `scene-demo` in a real terminal: focus reports and Ctrl-Z/`fg` change
/// `scenePhase`, and `@SceneStorage` comes back at the next launch.
@Suite("Scene demo, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct SceneDemoEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("scene-demo").path }

    /// The changes the lab lists, in order.
    private func changes(_ screen: String) -> [String] {
        screen.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("Changes this run:") }.dropFirst()
            .prefix { $0.hasPrefix("  ") && $0.contains(" → ") }
            .map { $0.prefix(while: { $0 != "│" }).trimmingCharacters(in: .whitespaces) }
    }

    @Test("Focus out and in, then Ctrl-Z and fg: each step shows as it happens, in rule 20's order")
    func phases() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("export XDG_STATE_HOME=$(mktemp -d)")
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains("scenePhase:  active ") && $0.contains("1 appear    scene lab") }
        try tmux.send(bytes: [0x1B, 0x5B, 0x4F])
        let inactive = try tmux.waitForScreen { $0.contains("scenePhase:  inactive ") }
        #expect(changes(inactive) == ["active → inactive"])
        try tmux.send(bytes: [0x1B, 0x5B, 0x49])
        try tmux.waitForScreen { $0.contains("scenePhase:  active ") }
        try tmux.press("C-z")
        try tmux.waitForScreen { $0.contains("Stopped") }
        try tmux.run("fg")
        let back = try tmux.waitForScreen { changes($0).count == 6 }
        #expect(back.contains("scenePhase:  active "))
        #expect(changes(back) == [
            "active → inactive", "inactive → active", "active → inactive", "inactive → background",
            "background → inactive", "inactive → active",
        ])
        #expect(back.contains("7 change    inactive → active"))
        try tmux.type("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }

    @Test("The counter and the note are as they were left at the next launch")
    func restoration() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("export XDG_STATE_HOME=$(mktemp -d)")
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains("Counter: 0 ") }
        try tmux.press("Tab", "Enter", "Enter", "Enter", "Tab", "Tab")
        try tmux.type("buy milk")
        try tmux.waitForScreen { $0.contains("Counter: 3 ") && $0.contains("Note: buy milk") }
        try tmux.press("Escape")
        try tmux.press("BTab", "BTab")
        try tmux.type("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
        try tmux.run(demo)
        let relaunched = try tmux.waitForScreen { $0.contains("scenePhase:  active ") }
        #expect(relaunched.contains("\nCounter: 3 [ +1 ] [ Reset ] "))
        #expect(relaunched.contains("\nNote: buy milk "))
        try tmux.type("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }
}
