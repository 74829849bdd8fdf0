import Testing
@testable import Trellis

/// Semantics rule 20: scene phases, always through `.inactive`; and resizes.
@MainActor
@Suite("Scene phase and resize")
struct ScenePhaseTests {
    struct PhaseWatcher: View {
        let log: EventLog
        @Environment(\.scenePhase) private var phase
        var body: some View {
            Text("\(phase)")
                .onChange(of: phase) { old, new in log("\(old)→\(new)") }
        }
    }

    @Test("The host starts active; background and back pass through inactive, one update per step")
    func backgroundAndBack() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 1) { PhaseWatcher(log: log) }
        #expect(host.screen == "active")
        let passes = host.statistics.updatePasses
        host.setScenePhase(.background)
        #expect(host.screen == "background")
        #expect(log.take() == ["active→inactive", "inactive→background"])
        #expect(host.statistics.updatePasses - passes == 2)
        host.setScenePhase(.active)
        #expect(log.take() == ["background→inactive", "inactive→active"])
    }

    @Test("Terminal focus out and in make the scene inactive and active (CSI O, CSI I)")
    func terminalFocus() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 1) { PhaseWatcher(log: log) }
        host.send(Array("\u{1B}[O".utf8))
        #expect(host.screen == "inactive")
        host.send(Array("\u{1B}[O".utf8))
        host.send(Array("\u{1B}[I".utf8))
        #expect(log.take() == ["active→inactive", "inactive→active"])
    }

    struct Counter: View {
        let handle: StateHandle<Int>
        @State private var count = 0
        @Environment(\.horizontalSizeClass) private var width
        var body: some View {
            let _ = handle.bind($count)
            VStack(alignment: .leading) {
                Text("count \(count)")
                Text(width == .compact ? "compact" : "regular")
                Divider()
            }
        }
    }

    @Test("A @State counter survives ten resizes; the layout and the size class follow")
    func resizes() {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 100, rows: 30) { Counter(handle: handle) }
        handle.value = 7
        host.update()
        let created = host.statistics.nodesCreated
        for (index, columns) in [20, 90, 30, 85, 40, 120, 25, 80, 79, 100].enumerated() {
            host.resize(columns: columns, rows: 10 + index)
            let label = columns < 80 ? "compact" : "regular"
            #expect(host.screen == "count 7\n" + label + "\n" + String(repeating: "─", count: columns))
        }
        #expect(host.statistics.nodesCreated == created)
        #expect(handle.value == 7)
    }

    @Test("A resized screen shows what a screen mounted at that size shows", arguments: [20, 45, 79, 80, 130] as [Int])
    func resizeMatchesMount(columns: Int) {
        let handle = StateHandle<Int>()
        let resized = TestHost(columns: 100, rows: 30) { Counter(handle: handle) }
        resized.resize(columns: columns, rows: 5)
        let mounted = TestHost(columns: columns, rows: 5) { Counter(handle: StateHandle<Int>()) }
        #expect(resized.screen == mounted.screen)
    }

    @Test("A zero-size screen draws nothing and does not crash; growing again draws")
    func zeroSize() {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 2) { Counter(handle: handle) }
        host.resize(columns: 0, rows: 0)
        #expect(host.screen == "")
        host.resize(columns: 30, rows: 1)
        #expect(host.screen.hasPrefix("count 0"))
    }
}
