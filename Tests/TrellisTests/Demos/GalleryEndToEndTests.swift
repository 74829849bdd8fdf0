import Foundation
import Testing

/// `trellis-demo`'s gallery in a real terminal: pick, open, back, help,
/// quit.
@Suite("Gallery, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct GalleryEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("trellis-demo").path }

    @Test("↓ and Enter open the lifecycle explorer, Esc comes back, ? shows the keys, q quits with status 0")
    func launcher() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run("\(demo); echo \"sta\"\"tus=$?\"")
        let home = try tmux.waitForScreen { $0.hasSuffix("↑/↓ or click pick · Enter open · Esc back · ? help · q quits") }
        #expect(home.hasPrefix("Trellis · demo gallery\n" + String(repeating: "─", count: 100) + "\n › Identity lab "))
        try tmux.press("Down", "Enter")
        let explorer = try tmux.waitForScreen { $0.contains("1 appear    Tab A") }
        #expect(explorer.hasPrefix("Trellis · Lifecycle explorer\n"))
        try tmux.press("Escape")
        try tmux.waitForScreen { $0.contains("\n › Lifecycle explorer") && $0.contains("swift run lifecycle-demo") }
        try tmux.type("?")
        try tmux.waitForScreen { $0.contains("F12, Ctrl-G  the graph inspector, over any screen") }
        try tmux.press("Escape")
        try tmux.waitForScreen { !$0.contains("F12, Ctrl-G") }
        try tmux.press("Down")
        try tmux.waitForScreen { $0.contains("\n › Ten million rows") }
        try tmux.type("q")
        let screen = try tmux.waitForScreen { $0.contains("status=") }
        #expect(screen.contains("status=0"))
        #expect(try tmux.paneValue("alternate_on") == "0")
    }
}
