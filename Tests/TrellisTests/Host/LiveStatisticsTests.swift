import Testing
@testable import Trellis

/// `@Environment(\.liveStatistics)`: the engine's figures for a view that
/// shows them, read without becoming a dependency.
@MainActor
@Suite("Live statistics")
struct LiveStatisticsTests {
    final class Reader {
        var live: LiveStatistics?
    }

    struct Probe: View {
        let reader: Reader
        @Environment(\.liveStatistics) private var live
        var body: some View {
            let _ = { reader.live = live }()
            Text("probe")
        }
    }

    @Test("A view under a host reads the graph's counters as they are now, and reading them re-evaluates nothing")
    func readsCounters() throws {
        let reader = Reader()
        let host = TestHost(columns: 20, rows: 2) { Probe(reader: reader) }
        let live = try #require(reader.live)
        #expect(live.statistics == host.statistics)
        let before = host.statistics.bodyEvaluations
        _ = live.statistics
        host.update()
        #expect(host.statistics.bodyEvaluations == before)
        #expect(live.statistics.framesDrawn == host.statistics.framesDrawn)
    }

    @Test("Kept past its host, it reads zero counters instead of a freed graph")
    func outlivesItsHost() throws {
        let reader = Reader()
        do {
            let host = TestHost(columns: 20, rows: 2) { Probe(reader: reader) }
            #expect(try #require(reader.live).statistics.framesDrawn > 0)
            host.unmount()
        }
        let live = try #require(reader.live)
        #expect(live.statistics == GraphStatistics())
    }

    @Test("Unmounting a lazy stack gives back its rows' count")
    func lazyRowsReleased() {
        let switches = Switches()
        struct Shown: View {
            let switches: Switches
            var body: some View {
                if switches.flag {
                    ScrollView { LazyVStack { ForEach(0..<1_000) { Text("\($0)") } } }
                } else {
                    Text("none")
                }
            }
        }
        let host = TestHost(columns: 10, rows: 5) { Shown(switches: switches) }
        #expect(host.statistics.lazyRows == 5)
        switches.flag = false
        host.update()
        #expect(host.statistics.lazyRows == 0)
    }
}
