import Observation
import Testing
@testable import Trellis

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    struct Counter: View {
        let name: String
        let log: EventLog
        @State private var count = 0

        var body: some View {
            Button("\(name) \(count)") { count += 1 }
                .onAppear { log("\(name)+") }
                .onDisappear { log("\(name)-") }
        }
    }

    struct Status: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                ViewThatFits(in: .horizontal) {
                    Counter(name: "a wide counter that needs room", log: log)
                    Counter(name: "short", log: log)
                }
                Text("below")
            }
        }
    }

    @Test("The first subview that fits is shown; a resize switches, only the shown one appears, and each keeps its state")
    func choosesByWidth() {
        let log = EventLog()
        let host = TestHost(columns: 50, rows: 3) { Status(log: log) }
        #expect(host.screen == "[ a wide counter that needs room 0 ]\nbelow")
        #expect(log.take() == ["a wide counter that needs room+"])

        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "[ a wide counter that needs room 1 ]\nbelow")

        host.resize(columns: 20, rows: 3)
        #expect(host.screen == "[ short 0 ]\nbelow")
        #expect(log.take() == ["short+", "a wide counter that needs room-"])

        host.resize(columns: 50, rows: 3)
        #expect(host.screen == "[ a wide counter that needs room 1 ]\nbelow")
        #expect(log.take() == ["a wide counter that needs room+", "short-"])
    }

    @Observable
    final class Flag {
        var isOn = true
    }

    struct Branches: View {
        let flag: Flag
        let log: EventLog
        var body: some View {
            ViewThatFits(in: .horizontal) {
                if flag.isOn {
                    Text("first branch, wide").onAppear { log("A+") }.onDisappear { log("A-") }
                } else {
                    Text("other branch").onAppear { log("B+") }.onDisappear { log("B-") }
                }
                Text("narrow").onAppear { log("C+") }.onDisappear { log("C-") }
            }
        }
    }

    @Test("A conditional candidate that is not shown switches branches without appearing; shown later, its new branch appears")
    func hiddenConditional() {
        let log = EventLog()
        let flag = Flag()
        let host = TestHost(columns: 10, rows: 2) { Branches(flag: flag, log: log) }
        #expect(host.screen == "narrow")
        #expect(log.take() == ["C+"])
        flag.isOn = false
        host.update()
        #expect(host.screen == "narrow")
        #expect(log.take() == [])
        host.resize(columns: 20, rows: 2)
        #expect(host.screen == "other branch")
        #expect(log.take() == ["B+", "C-"])
        flag.isOn = true
        host.update()
        #expect(host.screen == "first branch, wide")
        #expect(log.take() == ["A+", "B-"])
    }

    @Test("When nothing fits, the last subview is shown; a subview that fits only vertically is skipped in both axes")
    func lastWhenNothingFits() {
        let host = TestHost(columns: 6, rows: 4) {
            ViewThatFits {
                Text("far too long for six")
                VStack { Text("one"); Text("two"); Text("three"); Text("four"); Text("five") }
                Text("last one")
            }
        }
        #expect(host.screen == "last\none")
    }

    @Test("Only the shown subview takes part in focus: Tab reaches one button")
    func focusOnlyShown() {
        var presses: [String] = []
        let host = TestHost(columns: 12, rows: 2) {
            ViewThatFits(in: .horizontal) {
                Button("a long label here") { presses.append("long") }
                Button("short") { presses.append("short") }
            }
        }
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(presses == ["short", "short"])
        #expect(host.screen == "[ short ]")
    }
}
