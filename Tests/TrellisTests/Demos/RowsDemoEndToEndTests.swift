import Foundation
import Testing

/// `rows-demo` in a real terminal: ten million rows, a jump, an insertion
/// at the top while scrolled, and the status line's figures.
@Suite("Rows demo, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct RowsDemoEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("rows-demo").path }

    /// The status line's figure after `label` (`rows built 35` → 35).
    private func figure(_ label: String, in screen: String) -> Int? {
        guard let range = screen.range(of: label + " ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }

    @Test("Jump to row 5,000,000, insert rows at the top without moving the view, with the rows built staying few")
    func jumpAndInsert() throws {
        let tmux = try Tmux(columns: 120, rows: 30)
        defer { tmux.close() }
        try tmux.run(demo)
        let first = try tmux.waitForScreen { $0.contains("rows built") && figure("live nodes", in: $0) ?? 0 > 0 }
        #expect(first.contains("\nRow 0 "))
        try tmux.press("Tab")
        try tmux.type("5000000")
        try tmux.press("Enter")
        let jumped = try tmux.waitForScreen { $0.contains("\nRow 5000000 ") }
        let rowsAfterJump = jumped.split(separator: "\n").filter { $0.hasPrefix("Row ") }.map { $0.split(separator: " ")[1] }
        #expect(rowsAfterJump.first == "5000000")
        try tmux.press("Tab", "Enter")
        let inserted = try tmux.waitForScreen { $0.contains("inserted 10") }
        let rowsAfterInsert = inserted.split(separator: "\n").filter { $0.hasPrefix("Row ") }.map { $0.split(separator: " ")[1] }
        #expect(rowsAfterInsert.first == "5000000")
        let settled = try tmux.waitForScreen { (figure("rows built", in: $0) ?? 0) > 0 && $0.contains("\nRow 5000000 ") }
        #expect((figure("rows built", in: settled) ?? .max) <= 30 + 128)
        try tmux.press("q")
    }
}
