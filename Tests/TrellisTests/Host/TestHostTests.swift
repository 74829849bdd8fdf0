import Testing
@testable import Trellis

@MainActor
@Suite("TestHost")
struct TestHostTests {
    struct Screen: View {
        let log: EventLog
        var body: some View {
            VStack {
                Text("header").onDisappear { log("header-") }
                Text("body")
                    .task(TaskTests.loggingTask("body", log))
                    .onDisappear { log("body-") }
            }
            .onDisappear { log("screen-") }
        }
    }

    @Test("unmount() runs disappear actions child-first, cancels tasks and destroys every node")
    func unmount() async {
        let log = EventLog()
        let host = TestHost { Screen(log: log) }
        await host.settle()
        #expect(log.take() == ["body.t▶"])
        let created = host.statistics.nodesCreated
        host.unmount()
        #expect(log.take() == ["header-", "body.t✕", "body-", "screen-"])
        #expect(host.statistics.liveNodes == 0)
        #expect(host.statistics.nodesDestroyed == created)
        #expect(host.statistics.appearedNodes == 0)
        #expect(host.screen == "")
        await host.settle()
        #expect(host.checkInvariants() == [])
    }

    @Test("Mounting runs the first update and its appear actions")
    func mountRunsFirstFrame() {
        let log = EventLog()
        let host = TestHost { Text("hi").onAppear { log("hi+") } }
        #expect(log.take() == ["hi+"])
        #expect(host.screen == "hi")
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.liveNodes == 2, "the onAppear modifier and the text")
    }

    @Test("A host released without unmounting cancels its tasks")
    func releasedHostCancelsTasks() async {
        let log = EventLog()
        var host: TestHost? = TestHost { Screen(log: log) }
        await host?.settle()
        #expect(log.take() == ["body.t▶"])
        host = nil
        #expect(log.take() == ["body.t✕"])
    }

    /// A class value put in the host's environment, to see when it goes.
    final class HostValue {}

    struct HostValueKey: EnvironmentKey {
        static var defaultValue: HostValue? { nil }
    }

    @Test("A released host frees everything it made: its graph, session, statistics and environment values")
    func releasedHostFreesEverything() {
        weak var graph: Graph?
        weak var session: Session?
        weak var statistics: LiveStatistics?
        weak var hostValue: HostValue?
        var host: TestHost? = TestHost { Text("x") }
        graph = host?.session.graph
        session = host?.session
        statistics = host?.session.liveStatistics
        do {
            let value = HostValue()
            hostValue = value
            host?.session.graph.setHostEnvironment { $0[HostValueKey.self] = value }
            host?.session.graph.setHostEnvironment { $0.scenePhase = .inactive }
        }
        #expect(hostValue != nil)
        host = nil
        #expect(graph == nil)
        #expect(session == nil)
        #expect(statistics == nil)
        #expect(hostValue == nil)
    }

    @Test("settle() on a tree without tasks returns after one update")
    func settleWithoutTasks() async {
        let host = TestHost { Text("calm") }
        let passes = host.statistics.updatePasses
        await host.settle()
        #expect(host.statistics.updatePasses == passes)
        #expect(host.screen == "calm")
    }
}
