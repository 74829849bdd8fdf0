import DemoKit
import Testing
@testable import Trellis

/// The UIKit-style screens demo, headless: rules 22 and 23 in its log.
@MainActor
@Suite("UIKit-style screens demo")
struct ControllerScreensTests {
    private func callbacks(_ log: LifecycleLog, after: Int) -> [String] {
        log.entries.filter { $0.id > after }.map(\.subject)
    }

    @Test("Full screen, then over full screen: the log shows rules 23 and 22, B freed each time, A's state kept")
    func presentations() {
        let log = LifecycleLog()
        let host = TestHost(columns: 100, rows: 24) {
            DemoScreen(title: "UIKit-style screens", log: log) { ControllerScreens(log: log) }
        }
        #expect(callbacks(log, after: 0) == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains("\ncount 1 [ +1 ]"))
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains("Controller B #1, presented fullScreen"))
        #expect(!host.screen.contains("Controller A"))
        host.press(.escape)
        #expect(callbacks(log, after: 4) == [
            "present B fullScreen", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "B.viewDidAppear", "A.viewDidDisappear", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
            "A.viewDidAppear", "B.viewDidDisappear", "B.deinit",
        ])
        #expect(host.screen.contains("\ncount 1 [ +1 ]"))
        let before = log.entries.count
        // The dismissal gave the focus back to "Present full screen".
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains("Controller B #2, presented overFullScreen"))
        #expect(host.screen.contains("Controller A"))
        host.press(.escape)
        #expect(callbacks(log, after: before) == [
            "present B overFullScreen", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            "B.viewWillDisappear", "B.viewDidDisappear", "B.deinit",
        ])
    }
}
