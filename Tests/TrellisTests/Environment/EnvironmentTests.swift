import Testing
@testable import Trellis

struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

struct LevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }

    var level: Int {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
    struct Greeter: View {
        @Environment(\.greeting) private var greeting
        @Environment(\.level) private var level
        var body: some View { Text("\(greeting) at \(level)") }
    }

    @Test("A key nobody set reads its default value")
    func defaultValue() {
        let host = TestHost { Greeter() }
        #expect(host.screen == "hello at 0")
    }

    @Test("The nearest .environment wins; siblings outside it keep the inherited value")
    func nearestWriterWins() {
        let host = TestHost {
            VStack(alignment: .leading) {
                Greeter()
                VStack(alignment: .leading) {
                    Greeter()
                    Greeter().environment(\.greeting, "innermost")
                }
                .environment(\.greeting, "inner")
            }
            .environment(\.greeting, "outer")
        }
        #expect(host.lines == ["outer at 0", "inner at 0", "innermost at 0"])
    }

    struct Nested: View {
        let depth: Int
        var body: some View {
            VStack(alignment: .leading) {
                Greeter()
                if depth > 1 {
                    Nested(depth: depth - 1).transformEnvironment(\.level) { $0 += 1 }
                }
            }
        }
    }

    @Test("transformEnvironment changes the inherited value for the subtree")
    func transform() {
        let host = TestHost { Nested(depth: 3).environment(\.level, 10) }
        #expect(host.lines == ["hello at 10", "hello at 11", "hello at 12"])
    }

    struct Adjustable: View {
        let handle: StateHandle<Int>
        @State private var base = 1
        var body: some View {
            let _ = handle.bind($base)
            Nested(depth: 3).environment(\.level, base)
        }
    }

    @Test("A changed value reaches readers below a transform, which recomputes")
    func transformFollowsUpstream() {
        let handle = StateHandle<Int>()
        let host = TestHost { Adjustable(handle: handle) }
        #expect(host.lines == ["hello at 1", "hello at 2", "hello at 3"])
        let before = host.statistics.bodyEvaluations
        handle.value = 5
        host.update()
        #expect(host.lines == ["hello at 5", "hello at 6", "hello at 7"])
        #expect(host.statistics.bodyEvaluations - before == 4, "Adjustable and the three Greeters")
    }

    @Test("EnvironmentValues can be built and read outside a view, and describe themselves")
    func standaloneValues() {
        var values = EnvironmentValues()
        #expect(values.greeting == "hello")
        values.greeting = "hi"
        values.level = 2
        values.greeting = "hey"
        #expect(values.greeting == "hey")
        #expect(values.description == "[GreetingKey = hey, LevelKey = 2]")
    }

    @Test("An environment value read outside a body records no dependency")
    func readOutsideBody() {
        let values = EnvironmentValues()
        #expect(values[GreetingKey.self] == "hello")
    }
}

@MainActor
@Suite("Environment writers")
struct EnvironmentWriterTests {
    struct BothKeys: View {
        @Environment(\.greeting) private var greeting
        @Environment(\.level) private var level
        let log: EventLog
        var body: some View {
            let _ = log("read")
            Text("\(greeting) \(level)")
        }
    }

    struct SwitchingKey: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            BothKeys(log: log)
                .environment(switches.flag ? \.greeting : \.farewell, "set")
        }
    }

    @Test("A writer that starts setting another key updates the readers of both")
    func changingKeyPath() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { SwitchingKey(switches: switches, log: log) }
        #expect(host.screen == "set 0")
        switches.flag = false
        host.update()
        #expect(host.screen == "hello 0")
        #expect(log.take() == ["read", "read"])
        switches.flag = true
        host.update()
        #expect(host.screen == "set 0")
    }

    struct Conditional: View {
        let switches: Switches
        var body: some View {
            BothKeys(log: EventLog())
                .transformEnvironment(\.level) { level in
                    if switches.flag { level = 7 }
                }
        }
    }

    @Test("A key a transform stops setting falls back to the inherited value, and comes back")
    func conditionalSetter() {
        let switches = Switches()
        let host = TestHost { Conditional(switches: switches) }
        #expect(host.screen == "hello 7")
        switches.flag = false
        host.update()
        #expect(host.screen == "hello 0")
        switches.flag = true
        host.update()
        #expect(host.screen == "hello 7")
    }

    struct CaseSwitch: View {
        let switches: Switches
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { Text("row \($0)") }
            }
            .environment(switches.flag ? \.textCase : \.spareCase, .uppercase)
        }
    }

    @Test("Texts that read the default style take a style set above them later, and the default again when it goes")
    func textStyleComesAndGoes() {
        let switches = Switches()
        switches.flag = false
        let host = TestHost(columns: 8, rows: 3) { CaseSwitch(switches: switches) }
        #expect(host.screen == "row 0\nrow 1\nrow 2")
        switches.flag = true
        host.update()
        #expect(host.screen == "ROW 0\nROW 1\nROW 2")
        switches.flag = false
        host.update()
        #expect(host.screen == "row 0\nrow 1\nrow 2")
    }

    @Test("When a setter writes a key twice, the last write wins")
    func doubleWrite() {
        let host = TestHost {
            BothKeys(log: EventLog())
                .transformEnvironment(\.greeting) { greeting in
                    greeting = "first"
                    greeting = "second"
                }
        }
        #expect(host.screen == "second 0")
    }
}

struct FarewellKey: EnvironmentKey {
    static let defaultValue = "bye"
}

extension EnvironmentValues {
    var farewell: String {
        get { self[FarewellKey.self] }
        set { self[FarewellKey.self] = newValue }
    }
}

struct SpareCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// A key of the text case's type that no view reads: a writer switched
    /// to it stops setting the text style.
    var spareCase: Text.Case? {
        get { self[SpareCaseKey.self] }
        set { self[SpareCaseKey.self] = newValue }
    }
}
