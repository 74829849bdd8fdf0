import Testing
@testable import Trellis

/// Scenarios a review found broken, kept as specifications.
@MainActor
@Suite("Regressions")
struct RegressionTests {
    @MainActor
    @Observable
    final class Items {
        var items: [String]
        init(_ items: [String]) { self.items = items }
    }

    struct Row: View {
        let name: String
        let log: EventLog
        var body: some View {
            Text(name)
                .onAppear { log("\(name)+") }
                .onDisappear { log("\(name)-") }
        }
    }

    struct Rows: View {
        let model: Items
        let log: EventLog
        var body: some View {
            VStack { ForEach(model.items, id: \.self) { Row(name: $0, log: log) } }
        }
    }

    @Test("Duplicate IDs in an unchanged prefix stay indexed, so a later move keeps their rows")
    func duplicatePrefix() {
        let model = Items(["a", "a"])
        let log = EventLog()
        let host = TestHost { Rows(model: model, log: log) }
        _ = log.take()
        model.items = ["a", "a", "b"]
        host.update()
        #expect(log.take() == ["b+"])
        model.items = ["b", "a", "a"]
        host.update()
        #expect(log.take() == [])
        #expect(host.checkInvariants() == [])
    }

    struct First: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) {
            if value.isEmpty { value = nextValue() }
        }
    }

    struct Titled: View {
        let model: Items
        let log: EventLog
        var body: some View {
            VStack {
                ForEach(model.items, id: \.self) { Text($0).preference(key: First.self, value: $0) }
            }
            .onPreferenceChange(First.self) { log("first \($0)") }
        }
    }

    @Test("Reordering rows reduces preferences again (reduction follows child order)")
    func reorderedPreferences() {
        let model = Items(["a", "b"])
        let log = EventLog()
        let host = TestHost { Titled(model: model, log: log) }
        #expect(log.take() == ["first a"])
        model.items = ["b", "a"]
        host.update()
        #expect(log.take() == ["first b"])
    }

    @MainActor
    final class Switch {
        var isOn = true
    }

    struct Runaway: View {
        let runaway: Switch
        let handle: StateHandle<Int>
        @State private var count = 0
        var body: some View {
            let _ = handle.bind($count)
            Text("n \(count)").onChange(of: count) {
                if runaway.isOn { count += 1 }
            }
        }
    }

    @Test("After the cycle detector stops a frame, the views it left invalid update in the next one")
    func stoppedFrameResumes() {
        let runaway = Switch()
        let handle = StateHandle<Int>()
        let host = TestHost { Runaway(runaway: runaway, handle: handle) }
        handle.value = 1
        host.update()
        #expect(host.statistics.cyclesStopped == 1)
        runaway.isOn = false
        handle.value = 1_000
        host.update()
        #expect(host.screen == "n 1000")
        #expect(host.checkInvariants() == [])
    }

    final class Reference {}

    struct OptionalChild: View {
        let reference: Reference?
        let title: String
        let log: EventLog
        var body: some View {
            let _ = log("child")
            Text(title)
        }
    }

    struct OptionalParent: View {
        let reference: Reference
        let handle: StateHandle<Int>
        let log: EventLog
        @State private var tick = 0
        var body: some View {
            let _ = handle.bind($tick)
            VStack {
                Text("\(tick)")
                OptionalChild(reference: reference, title: String(repeating: "x", count: 40), log: log)
            }
        }
    }

    @Test("An optional reference field is compared by identity, not treated as always changed")
    func optionalReference() {
        let handle = StateHandle<Int>()
        let log = EventLog()
        let host = TestHost { OptionalParent(reference: Reference(), handle: handle, log: log) }
        _ = log.take()
        handle.value = 1
        host.update()
        #expect(log.take() == [])
    }

    final class HostBox {
        var host: TestHost?
    }

    struct Quitter: View {
        let switches: Switches
        let box: HostBox
        let log: EventLog
        var body: some View {
            Text("alive")
                .onChange(of: switches.flag) { box.host?.unmount() }
                .onDisappear { log("quitter-") }
        }
    }

    @Test("unmount() called from an action runs once the frame is done")
    func unmountFromAction() {
        let switches = Switches()
        let box = HostBox()
        let log = EventLog()
        let host = TestHost { Quitter(switches: switches, box: box, log: log) }
        box.host = host
        switches.flag = false
        host.update()
        #expect(host.statistics.liveNodes == 0)
        #expect(log.take() == ["quitter-"])
        box.host = nil
    }

    struct Doubled: DynamicProperty {
        @State var raw = 0
        var doubled = 0
        mutating func update() { doubled = raw * 2 }
    }

    struct DerivedView: View {
        let handle: StateHandle<Int>
        var derived = Doubled()
        var body: some View {
            let _ = handle.bind(derived.$raw)
            Text("doubled \(derived.doubled)")
        }
    }

    @Test("State read inside a DynamicProperty's update() is a dependency of the view")
    func updateReadsAreTracked() {
        let handle = StateHandle<Int>()
        let host = TestHost { DerivedView(handle: handle) }
        handle.value = 5
        host.update()
        #expect(host.screen == "doubled 10")
    }

    @MainActor
    @Observable
    final class Model {
        var items = ["one", "two"]
    }

    struct Toggled: View {
        let switches: Switches
        let model: Model
        var body: some View {
            if switches.flag {
                VStack { ForEach(0..<2) { Text(model.items[$0]) } }
            }
        }
    }

    @Test("Re-mounting a ForEach that reads a model does not leave registrations behind")
    func forEachRegistrationsBounded() {
        let switches = Switches()
        let model = Model()
        let host = TestHost { Toggled(switches: switches, model: model) }
        for _ in 0..<100 {
            switches.flag.toggle()
            host.update()
        }
        #expect(host.statistics.observationRegistrations <= 3)
    }

    struct Instant: ViewModifier {
        func body(content: Content) -> some View {
            content.transition(.identity)
        }
    }

    struct Swapped: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            if switches.flag {
                Row(name: "A", log: log).modifier(Instant())
            } else {
                Row(name: "B", log: log)
            }
        }
    }

    @Test("A transition set inside a view modifier's body is the modified view's transition")
    func transitionThroughModifierBody() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { Swapped(switches: switches, log: log) }
        _ = log.take()
        switches.flag = false
        host.update()
        #expect(log.take() == ["A-", "B+"])
    }
}
