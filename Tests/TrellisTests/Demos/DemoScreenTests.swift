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

    /// Each demo's content with the first lines it must show.
    enum Demo: String, CaseIterable {
        case identity, lifecycle, rows, scene, controls, controllers

        @MainActor func screen(log: LifecycleLog) -> AnyView {
            switch self {
            case .identity: AnyView(DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) })
            case .lifecycle: AnyView(DemoScreen(title: "Lifecycle explorer", log: log) { LifecycleExplorer(log: log) })
            case .rows: AnyView(DemoScreen(title: "Ten million rows", log: log) { TenMillionRows(log: log) })
            case .scene: AnyView(DemoScreen(title: "Scene phase", log: log) { ScenePhaseLab(log: log) })
            case .controls: AnyView(DemoScreen(title: "Controls", log: log) { ControlsDemo(log: log) })
            case .controllers: AnyView(DemoScreen(title: "UIKit-style screens", log: log) { ControllerScreens(log: log) })
            }
        }

        /// The content's own first lines, as a 60 × 15 window shows them.
        var firstLines: [String] {
            switch self {
            case .identity: ["1. Branches [ Tick ] [x] condition", "if/else counter: 0", "ternary counter: 0"]
            case .lifecycle: ["Tab A  Presentations  Navigation", "Tab A count 0 [ +1 ] ticks 0"]
            case .rows: ["Row 0", "  a row of two lines", "Row 1"]
            case .scene: ["scenePhase:  active"]
            case .controls: ["Name", "Password"]
            case .controllers: ["Controller A", "count 0 [ +1 ]"]
            }
        }
    }

    @Test("At 60 × 15 every demo keeps its own content on screen, above a one-row log", arguments: Demo.allCases)
    func everyDemoAtSixtyByFifteen(demo: Demo) {
        let log = LifecycleLog()
        let host = TestHost(columns: 60, rows: 15) { demo.screen(log: log) }
        let content = host.lines[2..<12].map { $0.trimmingCharacters(in: .whitespaces) }
        for line in demo.firstLines {
            #expect(content.contains { $0.hasPrefix(line.trimmingCharacters(in: .whitespaces)) }, "\(line)")
        }
        #expect(host.lines[12].hasPrefix("log "))
        #expect(host.lines[14] == "Tab/Shift-Tab move · Enter/Space press · click · q quits")
    }
}
