import Testing
@testable import Trellis

/// `Toggle` and `Stepper`: keys, clicks, styles, bounds.
@MainActor
@Suite("Toggle and Stepper")
struct ToggleTests {
    struct Settings: View {
        @State private var isMuted = false
        @State private var wifi = true
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Mute", isOn: $isMuted)
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
            }
        }
    }

    @Test("Space, Return and clicks flip a toggle; both styles draw the state")
    func toggles() {
        let host = TestHost(columns: 20, rows: 2) { Settings() }
        #expect(host.screen == "[ ] Mute\n(  ●) Wi-Fi")
        host.press(.tab)
        host.press(.space)
        #expect(host.screen == "[x] Mute\n(  ●) Wi-Fi")
        host.press(.return)
        #expect(host.screen == "[ ] Mute\n(  ●) Wi-Fi")
        host.click(column: 2, row: 1)
        #expect(host.screen == "[ ] Mute\n(●  ) Wi-Fi")
    }

    struct Volume: View {
        let log: EventLog
        @State private var level = 2
        var body: some View {
            Stepper("Level \(level)", value: $level, in: 0...3) { editing in log(editing ? "begin" : "end") }
        }
    }

    @Test("Arrow keys and +/- step the value within its bounds")
    func stepperKeys() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 1) { Volume(log: log) }
        #expect(host.screen == "Level 2 [−|+]")
        host.press(.tab)
        host.press(.upArrow)
        #expect(host.screen == "Level 3 [−|+]")
        host.press(.upArrow)
        host.type("+")
        #expect(host.screen == "Level 3 [−|+]")
        #expect(host.cell(column: 11, row: 0).attributes.contains(.dim))
        host.type("-")
        host.press(.leftArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.screen == "Level 0 [−|+]")
        #expect(log.take() == ["begin", "end", "begin", "end", "begin", "end", "begin", "end"])
    }

    @Test("Clicks on − and + step the value")
    func stepperClicks() {
        let host = TestHost(columns: 20, rows: 1) { Volume(log: EventLog()) }
        host.click(column: 9, row: 0)
        #expect(host.screen == "Level 1 [−|+]")
        host.click(column: 11, row: 0)
        host.click(column: 11, row: 0)
        #expect(host.screen == "Level 3 [−|+]")
    }
}
