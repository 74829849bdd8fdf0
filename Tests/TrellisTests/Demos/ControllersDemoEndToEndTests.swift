import Foundation
import Testing

/// `controllers-demo` in a real terminal: an app started by its delegates,
/// a controller presenting another full screen and over full screen, and
/// the event log showing UIKit's orders (Lifecycle.md rules 21–23); the
/// embedded controller `A` appears once the launch is done, as a transition
/// asked for during another waits for it.
@Suite("Controllers demo, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct ControllersDemoEndToEndTests {
    private var demo: String { Tmux.productsDirectory.appendingPathComponent("controllers-demo").path }

    /// The log's subjects on `screen` after event `after`, in order.
    private func events(_ screen: String, after: Int) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let words = line[line.index(after: bar)...].split(separator: " ").filter { $0 != "│" }
            guard let number = words.first.flatMap({ Int($0) }), number > after, words.count >= 3 else { return nil }
            return String(words[2])
        }
    }

    @Test("Launch, present full screen, dismiss, present over full screen, dismiss: the log shows rules 21, 23 and 22")
    func presentations() throws {
        let tmux = try Tmux(columns: 110, rows: 50)
        defer { tmux.close() }
        try tmux.run("export XDG_STATE_HOME=$(mktemp -d)")
        try tmux.run("\(demo); echo \"sta\"\"tus=$?\"")
        let launch = try tmux.waitForScreen { events($0, after: 0).count == 12 }
        #expect(events(launch, after: 0) == [
            "app.didFinishLaunching", "scene.willConnect", "root.viewDidLoad", "A.viewDidLoad", "root.viewWillAppear",
            "root.viewIsAppearing", "scene.willEnterForeground", "scene.didBecomeActive", "root.viewDidAppear",
            "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
        ])

        try tmux.press("Tab", "Tab", "Enter")
        let covered = try tmux.waitForScreen { $0.contains("Controller B #1, presented fullScreen") }
        #expect(!covered.contains("Controller A"))
        try tmux.press("Escape")
        let fullScreen = try tmux.waitForScreen { events($0, after: 12).count == 13 }
        #expect(events(fullScreen, after: 12) == [
            "present", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            "A.viewDidDisappear", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
            "B.viewDidDisappear", "B.deinit",
        ])

        // The dismissal gave the focus back to "Present full screen".
        try tmux.press("Tab", "Enter")
        let over = try tmux.waitForScreen { $0.contains("Controller B #2, presented overFullScreen") }
        #expect(over.contains("Controller A"))
        try tmux.press("Escape")
        let overFullScreen = try tmux.waitForScreen { events($0, after: 25).count == 8 }
        #expect(events(overFullScreen, after: 25) == [
            "present", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "B.viewWillDisappear",
            "B.viewDidDisappear", "B.deinit",
        ])

        try tmux.type("q")
        let screen = try tmux.waitForScreen { $0.contains("status=") }
        #expect(screen.contains("status=0"))
    }
}
