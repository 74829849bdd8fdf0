import Testing
@testable import Trellis

/// What the graph relies on when it holds the evaluating node, the type
/// profiles and the view values without counting references: the current
/// node is put back when an evaluation ends, a type's profile lives as long
/// as the program, and a node owns the value it was made from until it goes.
@MainActor
@Suite("Evaluation")
struct EvaluationTests {
    /// Counts the tokens made and released.
    final class Ledger {
        var made = 0
        var released = 0
    }

    /// A reference a view carries, counted in its ledger.
    final class Token {
        let ledger: Ledger

        init(ledger: Ledger) {
            self.ledger = ledger
            ledger.made += 1
        }

        deinit {
            ledger.released += 1
        }
    }

    /// Records which node was current while its body ran.
    final class Sightings {
        var nodes: [ObjectIdentifier?] = []
    }

    struct Reporter: View {
        let sightings: Sightings
        var body: some View {
            let _ = sightings.nodes.append(Evaluation.current.map(ObjectIdentifier.init))
            Text("reporter")
        }
    }

    struct Holder: View {
        let token: Token
        var body: some View {
            Text("holding")
        }
    }

    struct Switch: View {
        let ledger: Ledger
        let handle: StateHandle<Bool>
        @State private var shows = true
        var body: some View {
            let _ = handle.bind($shows)
            if shows {
                Holder(token: Token(ledger: ledger))
            }
        }
    }

    @Test("A body runs with its own node current, and no node is current once it returns")
    func currentDuringBody() {
        let sightings = Sightings()
        let host = TestHost { Reporter(sightings: sightings) }
        #expect(sightings.nodes.count == 1)
        #expect(sightings.nodes[0] != nil)
        #expect(Evaluation.current == nil)
        host.unmount()
    }

    @Test("An evaluation inside another puts the outer node back when it returns")
    func nestedEvaluationRestoresTheOuterNode() throws {
        let host = TestHost { Reporter(sightings: Sightings()) }
        let outer = try #require(host.testGraph.root)
        let inner = try #require(outer.children.first)
        var seen: [ObjectIdentifier?] = []
        Evaluation.run(for: outer) {
            seen.append(Evaluation.current.map(ObjectIdentifier.init))
            Evaluation.readEnvironment(for: inner) {
                seen.append(Evaluation.current.map(ObjectIdentifier.init))
            }
            seen.append(Evaluation.current.map(ObjectIdentifier.init))
        }
        #expect(seen == [ObjectIdentifier(outer), ObjectIdentifier(inner), ObjectIdentifier(outer)])
        #expect(Evaluation.current == nil)
        host.unmount()
    }

    @Test("Every node of a view type hands out the same observation profile, which outlives them")
    func profilesLiveAsLongAsTheProgram() throws {
        let first = TestHost { Reporter(sightings: Sightings()) }
        let node = try #require(first.testGraph.root.children.first)
        let profile = node.observationProfile.toOpaque()
        first.unmount()
        let second = TestHost { Reporter(sightings: Sightings()) }
        let again = try #require(second.testGraph.root.children.first)
        #expect(again.observationProfile.toOpaque() == profile)
        #expect(
            ObservationProfile.shared(by: ForEachNode<Range<Int>, Int, Text>.self)
                === ObservationProfile.shared(by: ForEachNode<Range<Int>, Int, Text>.self)
        )
        second.unmount()
    }

    @Test("A node keeps the view value it was made from, and releases it once when it goes")
    func nodeOwnsItsValue() {
        let ledger = Ledger()
        let handle = StateHandle<Bool>()
        let host = TestHost { Switch(ledger: ledger, handle: handle) }
        #expect(host.screen == "holding")
        #expect(ledger.made == 1)
        #expect(ledger.released == 0)
        handle.value = false
        host.update()
        #expect(ledger.made == 1)
        #expect(ledger.released == 1)
        host.unmount()
    }
}
