import Testing
@testable import Trellis

@MainActor
@Suite("State")
struct StateTests {
    @Test("Unmounted state reads its initial value and ignores writes")
    func unmountedState() {
        let state = State(initialValue: 3)
        state.wrappedValue = 10
        #expect(state.wrappedValue == 3)
        let optional = State<String?>()
        #expect(optional.wrappedValue == nil)
    }

    struct Closing: View {
        let log: EventLog
        @State private var draft = "unsaved text"
        var body: some View {
            Text(draft).onDisappear { log("saving \(draft)") }
        }
    }

    @Test("onDisappear reads the state of a view whose identity has ended")
    func stateOutlivesNode() {
        let log = EventLog()
        let host = TestHost { Closing(log: log) }
        host.unmount()
        #expect(log.take() == ["saving unsaved text"])
        #expect(host.statistics.liveNodes == 0)
    }

    struct Described: View {
        @State private var count = 2
        @State private var name = "n"
        var body: some View { Text("x") }
    }

    @Test("The graph description shows state values by property name")
    func description() {
        let host = TestHost { Described() }
        #expect(host.graphDescription == """
            Described (count = 2, name = n)
              Text "x"
            """)
    }

    struct Selection: DynamicProperty {
        @State var ids: Set<Int> = []
        var updates = 0
        mutating func update() { updates += 1 }
    }

    struct Picker: View {
        let handle: StateHandle<Set<Int>>
        var selection = Selection()
        var body: some View {
            let _ = handle.bind(selection.$ids)
            Text("selected \(selection.ids.sorted()) updates \(selection.updates)")
        }
    }

    @Test("A user DynamicProperty is linked, and updated before every body")
    func customDynamicProperty() {
        let handle = StateHandle<Set<Int>>()
        let host = TestHost { Picker(handle: handle) }
        #expect(host.screen == "selected [] updates 1")
        handle.value = [2, 1]
        host.update()
        #expect(host.screen == "selected [1, 2] updates 1")
        #expect(host.graphDescription.contains("selection.ids = "))
    }
}

@MainActor
@Suite("DynamicProperty")
struct DynamicPropertyTests {
    struct Themed: DynamicProperty {
        @Environment(\.greeting) var greeting
        @State var visits = 0
    }

    struct Greeter: View {
        var themed = Themed()
        var body: some View {
            Text("\(themed.greeting) after \(themed.visits) visits")
        }
    }

    @Test("A struct of your own can hold @Environment and @State with default values")
    func environmentInsideDynamicProperty() {
        let host = TestHost { Greeter().environment(\.greeting, "welcome") }
        #expect(host.screen == "welcome after 0 visits")
    }
}
