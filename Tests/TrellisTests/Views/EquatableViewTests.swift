import Testing
@testable import Trellis

@MainActor
@Suite("EquatableView")
struct EquatableViewTests {
    struct Chart: View, Equatable {
        let version: Int
        let points: [Int]
        let log: EventLog

        nonisolated static func == (lhs: Chart, rhs: Chart) -> Bool {
            lhs.version == rhs.version
        }

        var body: some View {
            let _ = log("chart body")
            Text("chart v\(version) \(points.count) points")
        }
    }

    struct Dashboard: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            Chart(version: switches.number, points: Array(repeating: 0, count: switches.text.count), log: log)
                .equatable()
        }
    }

    @Test(".equatable() stops the update when == says the view is unchanged")
    func equatableStops() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Dashboard(switches: switches, log: log) }
        #expect(log.take() == ["chart body"])
        switches.text = "abc"
        host.update()
        #expect(log.take() == [])
        #expect(host.screen == "chart v0 1 points")
        switches.number = 1
        host.update()
        #expect(log.take() == ["chart body"])
        #expect(host.screen == "chart v1 3 points")
    }
}
