import Observation
import Testing
@testable import Trellis

/// Semantics rule 14 and the acceptance counters: an update evaluates only
/// the bodies whose inputs or dependencies changed.
@MainActor
@Suite("Minimal work")
struct MinimalWorkTests {
    /// A leaf with state, registering its binding when it is the target.
    struct Leaf: View {
        let index: Int
        let target: Int
        let handle: StateHandle<Int>
        @State private var hits = 0
        var body: some View {
            let _ = index == target ? handle.bind($hits) : ()
            Text("leaf \(index): \(hits)")
        }
    }

    struct Forest: View {
        let size: Int
        let target: Int
        let handle: StateHandle<Int>
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<size) { index in
                    Leaf(index: index, target: target, handle: handle)
                }
            }
        }
    }

    @Test("Changing the state one leaf of a 10,000-view tree reads evaluates exactly one body")
    func oneLeafOfTenThousand() {
        let handle = StateHandle<Int>()
        let host = TestHost(rows: 10_001) { Forest(size: 10_000, target: 4_321, handle: handle) }
        #expect(host.statistics.bodyEvaluations == 10_001)
        let before = host.statistics
        handle.value = 1
        host.update()
        #expect(host.statistics.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(host.statistics.nodesCreated == before.nodesCreated)
        #expect(host.lines[4_321] == "leaf 4321: 1")
    }

    struct Unread: View {
        let handle: StateHandle<Int>
        @State private var unread = 0
        var body: some View {
            let _ = handle.bind($unread)
            Text("constant")
        }
    }

    @Test("A state nobody read re-evaluates nothing")
    func unreadState() {
        let handle = StateHandle<Int>()
        let host = TestHost { Unread(handle: handle) }
        handle.value = 42
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.statistics.updatePasses == 1)
    }

    struct Counted: View {
        let label: String
        let log: EventLog
        var body: some View {
            let _ = log("body \(label)")
            Text(label)
        }
    }

    struct Parent: View {
        let log: EventLog
        let handle: StateHandle<Int>
        @State private var count = 0
        var body: some View {
            let _ = handle.bind($count)
            VStack(alignment: .leading) {
                Text("count \(count)")
                Counted(label: "fixed", log: log)
                Counted(label: count.isMultiple(of: 2) ? "even" : "odd", log: log)
            }
        }
    }

    @Test("A child whose inputs are equal is not re-evaluated when its parent is")
    func equalInputsStop() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Parent(log: log, handle: handle) }
        #expect(log.take() == ["body fixed", "body even"])
        handle.value = 2
        host.update()
        #expect(log.take() == [])
        handle.value = 3
        host.update()
        #expect(log.take() == ["body odd"])
        #expect(host.lines == ["count 3", "fixed", "odd"])
    }

    struct DepthKey: EnvironmentKey {
        static let defaultValue = 0
    }

    struct Reader: View {
        let log: EventLog
        let name: String
        @Environment(\.testDepth) private var depth
        var body: some View {
            let _ = log(name)
            Text("\(name) \(depth)")
        }
    }

    struct Bystander: View {
        let log: EventLog
        let name: String
        var body: some View {
            let _ = log(name)
            Text(name)
        }
    }

    struct EnvironmentTree: View {
        let log: EventLog
        let handle: StateHandle<Int>
        @State private var depth = 1
        var body: some View {
            let _ = handle.bind($depth)
            VStack(alignment: .leading) {
                ForEach(0..<50) { Bystander(log: log, name: "bystander \($0)") }
                Reader(log: log, name: "reader 1")
                VStack(alignment: .leading) {
                    Bystander(log: log, name: "nested bystander")
                    Reader(log: log, name: "reader 2")
                }
            }
            .environment(\.testDepth, depth)
        }
    }

    @Test("Changing an environment key re-evaluates only the views that read it")
    func environmentReaders() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost(rows: 60) { EnvironmentTree(log: log, handle: handle) }
        _ = log.take()
        let before = host.statistics.bodyEvaluations
        handle.value = 2
        host.update()
        #expect(log.take() == ["reader 1", "reader 2"])
        #expect(host.statistics.bodyEvaluations - before == 3)
        #expect(host.lines.suffix(3) == ["reader 1 2", "nested bystander", "reader 2 2"])
    }

    @MainActor
    @Observable
    final class Profile {
        var name = "Ada"
        var email = "ada@example.com"
        @ObservationIgnored var cache = 0
    }

    struct NameLabel: View {
        let profile: Profile
        let log: EventLog
        var body: some View {
            let _ = log("name")
            Text(profile.name)
        }
    }

    struct EmailLabel: View {
        let profile: Profile
        let log: EventLog
        var body: some View {
            let _ = log("email")
            Text(profile.email + " \(profile.cache)")
        }
    }

    struct ProfileCard: View {
        let profile: Profile
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                NameLabel(profile: profile, log: log)
                EmailLabel(profile: profile, log: log)
            }
        }
    }

    @Test("An @Observable write re-evaluates only the views that read that property; @ObservationIgnored never does")
    func observablePerProperty() {
        let profile = Profile()
        let log = EventLog()
        let host = TestHost { ProfileCard(profile: profile, log: log) }
        #expect(log.take() == ["name", "email"])
        profile.name = "Grace"
        host.update()
        #expect(log.take() == ["name"])
        profile.email = "grace@example.com"
        host.update()
        #expect(log.take() == ["email"])
        profile.cache = 7
        host.update()
        #expect(log.take() == [])
        #expect(host.lines == ["Grace", "grace@example.com 0"])
    }

    @Test("Rule 6 (non-lazy part): every row of a non-lazy stack appears at mount, in order")
    func nonLazyStackAppearsAtOnce() {
        let log = EventLog()
        struct Stack: View {
            let log: EventLog
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(0..<5) { index in
                        Text("row \(index)").onAppear { log("row \(index)+") }
                    }
                }
            }
        }
        let host = TestHost(rows: 2) { Stack(log: log) }
        #expect(log.take() == (0..<5).map { "row \($0)+" })
        host.update()
        #expect(log.take() == [])
    }

    /// A value one view's body copies into another that a second view shows.
    @Observable
    final class Relay {
        var source = 0
        var mirrored = 0
        func mirror() -> Int {
            mirrored = source
            return source
        }
    }

    struct Mirroring: View {
        let relay: Relay
        var body: some View { Text("source \(relay.mirror())") }
    }

    struct Mirrored: View {
        let relay: Relay
        var body: some View { Text("mirrored \(relay.mirrored)") }
    }

    @Test("A view marked while the update re-evaluates another is re-evaluated in the same frame")
    func markedDuringUpdate() {
        let relay = Relay()
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading) {
                Mirroring(relay: relay)
                Mirrored(relay: relay)
            }
        }
        #expect(host.screen == "source 0\nmirrored 0")
        relay.source = 5
        host.update()
        #expect(host.screen == "source 5\nmirrored 5")
        relay.source = 7
        host.update()
        #expect(host.screen == "source 7\nmirrored 7")
    }
}

extension EnvironmentValues {
    var testDepth: Int {
        get { self[MinimalWorkTests.DepthKey.self] }
        set { self[MinimalWorkTests.DepthKey.self] = newValue }
    }
}
