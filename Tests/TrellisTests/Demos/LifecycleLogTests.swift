import DemoKit
import Testing
@testable import Trellis

/// The demos' event log and the identity lab, headless.
@MainActor
@Suite("Demo kit")
struct LifecycleLogTests {
    @Test("The log numbers its events from 1 and keeps the latest ones within its capacity")
    func capacity() {
        let log = LifecycleLog(capacity: 3)
        for index in 0..<5 {
            log.record(.appear, "view \(index)")
        }
        #expect(log.entries.map(\.id) == [3, 4, 5])
        #expect(log.entries.map(\.subject) == ["view 2", "view 3", "view 4"])
    }

    @Test("The identity lab: flipping the condition resets the if/else counter and keeps the ternary's, in rule 10's order")
    func identityLab() {
        let log = LifecycleLog()
        let host = TestHost(columns: 120, rows: 32) { DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) } }
        #expect(log.entries.prefix(2).map(\.subject) == ["if branch", "ternary"])
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        #expect(host.screen.contains("if/else counter: 2"))
        host.press(.tab)
        host.press(.space)
        #expect(host.screen.contains("if/else counter: 0"))
        #expect(host.screen.contains("ternary counter: 2"))
        #expect(log.entries.suffix(2).map { "\($0.kind.rawValue) \($0.subject)" } == ["appear else branch", "disappear if branch"])
        #expect(host.screen.contains(" 12 disappear if branch"))
    }

    @Test("On an 80 × 24 terminal the identity lab scrolls to keep the focused button in view")
    func identityLabScrolls() {
        let log = LifecycleLog()
        let host = TestHost(columns: 80, rows: 24) { DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) } }
        #expect(host.screen.contains("\n 1. Branches "))
        #expect(!host.screen.contains("plum ×0"))
        for _ in 0..<13 {
            host.press(.tab)
        }
        #expect(host.screen.contains("\n plum ×0    plum ×0 "))
        #expect(!host.screen.contains("\n 1. Branches "))
    }
}
