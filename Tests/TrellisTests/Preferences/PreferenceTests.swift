import Testing
@testable import Trellis

struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty {
            value = nextValue()
        }
    }
}

struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    struct Screen: View {
        let log: EventLog
        let switches: Switches
        var body: some View {
            VStack {
                Text("a").preference(key: CountKey.self, value: 2)
                Text("b").preference(key: CountKey.self, value: switches.number)
                if switches.flag {
                    Text("c").preference(key: CountKey.self, value: 5)
                }
                Text("title").preference(key: TitleKey.self, value: switches.text)
            }
            .onPreferenceChange(CountKey.self) { log("count \($0)") }
            .onPreferenceChange(TitleKey.self) { log("title \($0)") }
        }
    }

    @Test("Sibling values are reduced in order and reported when they first appear and when they change")
    func reduceAndReport() {
        let log = EventLog()
        let switches = Switches()
        let host = TestHost { Screen(log: log, switches: switches) }
        #expect(log.take() == ["count 7", "title a"])

        switches.number = 3
        host.update()
        #expect(log.take() == ["count 10"])

        switches.flag = false
        host.update()
        #expect(log.take() == ["count 5"])

        switches.text = "b"
        host.update()
        #expect(log.take() == ["title b"])

        switches.number = 3
        host.update()
        #expect(log.take() == [])
    }

    @Test("A preference set on a parent replaces what its descendants set")
    func parentOverrides() {
        let log = EventLog()
        _ = TestHost {
            VStack {
                Text("child").preference(key: TitleKey.self, value: "child")
            }
            .preference(key: TitleKey.self, value: "parent")
            .onPreferenceChange(TitleKey.self) { log($0) }
        }
        #expect(log.take() == ["parent"])
    }

    @Test("transformPreference changes the value its subtree reports")
    func transform() {
        let log = EventLog()
        _ = TestHost {
            VStack {
                Text("x").preference(key: CountKey.self, value: 1)
                Text("y").preference(key: CountKey.self, value: 1)
            }
            .transformPreference(CountKey.self) { $0 *= 10 }
            .onPreferenceChange(CountKey.self) { log("count \($0)") }
        }
        #expect(log.take() == ["count 20"])
    }

    struct Row: View {
        let index: Int
        let switches: Switches
        var body: some View {
            Text("row \(index)").preference(key: CountKey.self, value: index == 7 ? switches.number : 1)
        }
    }

    @Test("Only the path from a changed value up to its reader is reduced again")
    func incrementalReduction() {
        let log = EventLog()
        let switches = Switches()
        let host = TestHost(rows: 100) {
            VStack {
                ForEach(0..<50) { Row(index: $0, switches: switches) }
            }
            .onPreferenceChange(CountKey.self) { log("count \($0)") }
        }
        #expect(log.take() == ["count 49"])
        switches.number = 11
        host.update()
        #expect(log.take() == ["count 60"])
        #expect(host.statistics.bodyEvaluations == 51)
    }

    struct Optional: View {
        let log: EventLog
        let switches: Switches
        var body: some View {
            VStack {
                if switches.flag {
                    Text("t").preference(key: TitleKey.self, value: "shown")
                }
            }
            .onPreferenceChange(TitleKey.self) { log("title '\($0)'") }
        }
    }

    @Test("When the last writer goes, the reader is told the default value")
    func writerRemoved() {
        let log = EventLog()
        let switches = Switches()
        let host = TestHost { Optional(log: log, switches: switches) }
        switches.flag = false
        host.update()
        #expect(log.take() == ["title 'shown'", "title ''"])
    }
}
