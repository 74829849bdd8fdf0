import DemoKit
import Testing
@testable import Trellis

/// `DemoScreen` keeps a demo's own content on screen in a small window.
@MainActor
@Suite("Demo screen")
struct DemoScreenTests {
    @Test("Under 80 × 24 the log shrinks to one row, so the demo keeps the rest; l shows the whole log and hides it")
    func smallWindow() {
        let log = LifecycleLog()
        let host = TestHost(columns: 60, rows: 15) {
            DemoScreen(title: "Small", log: log) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...9, id: \.self) { Text("content line \($0)") }
                }
                .onAppear { log.record(.appear, "content") }
            }
        }
        #expect(host.lines == [
            "Trellis · Small", String(repeating: "─", count: 60),
            "content line 1", "content line 2", "content line 3", "content line 4", "content line 5",
            "content line 6", "content line 7", "content line 8", "content line 9", "",
            "log 1 appear content · l shows the log",
            String(repeating: "─", count: 60), "Tab/Shift-Tab move · Enter/Space press · click · q quits",
        ])
        host.press("l")
        #expect(host.screen.contains("│ Event log"))
        #expect(!host.screen.contains("content line 9"))
        host.press("l")
        #expect(host.screen.contains("content line 9"))
    }
}
