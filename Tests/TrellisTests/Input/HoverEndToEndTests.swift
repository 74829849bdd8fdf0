import Foundation
import Testing

/// Hover in a real terminal: the host asks for the pointer's motion (mouse
/// mode 1003) only while a view listens, a motion report reaches the view,
/// and the mode is off again when the program ends.
@Suite("Hover, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct HoverEndToEndTests {
    private var examples: String { Tmux.productsDirectory.appendingPathComponent("swiftui-examples").path }
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("trellis-demo").path }

    @Test("The mood board turns motion reports on; moving the pointer over a card underlines it; Ctrl-C turns them off")
    func moodBoard() throws {
        let tmux = try Tmux(columns: 60, rows: 16)
        defer { tmux.close() }
        try tmux.run("SWIFT_BACKTRACE=enable=no \(examples) mood-board")
        try tmux.waitForScreen { $0.contains("Week 48") }
        try tmux.waitForPane("mouse_all_flag", toBe: "1")
        let cardLine = { (screen: String) in screen.split(separator: "\n").first { $0.contains("card 3") } ?? "" }
        #expect(!cardLine(try tmux.styledScreen()).contains("4m"))
        // The pointer, no button down, to column 10, row 5 (1-based): the
        // visible part of card 2.
        try tmux.send(bytes: Array("\u{1B}[<35;10;5M".utf8))
        try tmux.waitForScreen { _ in (try? cardLine(tmux.styledScreen()).contains("4m")) ?? false }
        try tmux.press("C-c")
        try tmux.waitForScreen { $0.hasSuffix("$") }
        #expect(try tmux.paneValue("mouse_all_flag") == "0")
    }

    @Test("A program with no hover view gets no motion reports: buttons and drags only")
    func noListener() throws {
        let tmux = try Tmux(columns: 100, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        try tmux.waitForScreen { $0.contains("Trellis · demo gallery") }
        #expect(try tmux.paneValue("mouse_button_flag") == "1")
        #expect(try tmux.paneValue("mouse_all_flag") == "0")
        try tmux.press("q")
        try tmux.waitForScreen { $0.hasSuffix("$") }
    }
}
