import DemoKit
import Testing
@testable import Trellis

/// The scene-phase lab, headless: the phase and its changes as they
/// happen, and its `@SceneStorage` across a restart.
@MainActor
@Suite("Scene phase lab")
struct ScenePhaseLabTests {
    private func lab(_ log: LifecycleLog, scene: SceneRestoration) -> TestHost {
        TestHost(columns: 100, rows: 20, scene: scene) { DemoScreen(title: "Scene phase", log: log) { ScenePhaseLab(log: log) } }
    }

    @Test("Background and back: every step of rule 20 shows on the lab and in the log, in order")
    func phases() throws {
        let directory = try TemporaryDirectory()
        let log = LifecycleLog()
        let host = lab(log, scene: SceneRestoration(url: directory.appending("scene.json")))
        #expect(host.screen.contains("\nscenePhase:  active "))
        #expect(host.screen.contains("\nChanges this run:   "))
        #expect(host.screen.contains("\n  none yet   "))
        host.setScenePhase(.inactive)
        #expect(host.screen.contains("\nscenePhase:  inactive "))
        host.setScenePhase(.active)
        host.setScenePhase(.background)
        host.setScenePhase(.active)
        let lines = host.screen.split(separator: "\n").map(String.init)
        let changes = lines.drop { !$0.hasPrefix("Changes this run:") }.dropFirst().prefix(6).map {
            $0.prefix(while: { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(changes == [
            "active → inactive", "inactive → active", "active → inactive", "inactive → background",
            "background → inactive", "inactive → active",
        ])
        #expect(log.entries.map { "\($0.kind.rawValue) \($0.subject)" } == [
            "appear scene lab", "change active → inactive", "change inactive → active", "change active → inactive",
            "change inactive → background", "change background → inactive", "change inactive → active",
        ])
    }

    @Test("The counter and the note saved when the scene went to the background are there at the next launch")
    func restored() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene.json")
        do {
            let host = lab(LifecycleLog(), scene: SceneRestoration(url: url))
            host.press(.tab)
            host.press(.return)
            host.press(.return)
            host.press(.tab)
            host.press(.tab)
            host.type("milk")
            #expect(host.screen.contains("\nCounter: 2 [ +1 ] [ Reset ] "))
            host.setScenePhase(.background)
        }
        let host = lab(LifecycleLog(), scene: SceneRestoration(url: url))
        #expect(host.screen.contains("\nCounter: 2 [ +1 ] [ Reset ] "))
        #expect(host.screen.contains("\nNote: milk "))
    }
}
