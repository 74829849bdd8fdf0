import Testing
@testable import Trellis

/// `Slider`: the track, the keys, clicks, steps and value labels.
@MainActor
@Suite("Slider")
struct SliderTests {
    struct Thermostat: View {
        @State var celsius = 20.0
        @State var edits: [Bool] = []
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $celsius, in: 10...30, step: 2) {
                    Text("Temperature")
                } minimumValueLabel: {
                    Text("10")
                } maximumValueLabel: {
                    Text("30")
                } onEditingChanged: { edits.append($0) }
                Text("\(celsius, specifier: "%.0f")° \(edits.map { $0 ? "+" : "-" }.joined())")
            }
        }
    }

    @Test("Value labels stand at the ends, the label is not drawn, the knob at the value's place; keys step and clamp")
    func keysAndSteps() {
        let host = TestHost(columns: 17, rows: 2) { Thermostat() }
        #expect(host.screen == "10 ━━━━━●───── 30\n20°")
        #expect(host.colorMap(columns: 17, rows: 1, legend: [.blue: "b"], isBackground: false) == "...bbbbb.........")
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.reverseVideoScreen(columns: 17, rows: 2) == "10 ━━━━━━«●»──── 30\n22° +-")
        host.press(.end)
        host.press(.upArrow)
        #expect(host.screen == "10 ━━━━━━━━━━● 30\n30° +-+-")
        host.press(.pageDown)
        #expect(host.screen == "10 ━━━━━━━━━●─ 30\n28° +-+-+-")
        host.press(.home)
        host.press(.leftArrow)
        #expect(host.screen == "10 ●────────── 30\n10° +-+-+-+-")
    }

    @Test("A click on the track moves the knob there, snapped to the step")
    func click() {
        let host = TestHost(columns: 17, rows: 2) { Thermostat() }
        host.click(column: 5, row: 0)
        #expect(host.screen == "10 ━━●──────── 30\n14° +-")
        host.click(column: 13, row: 0)
        #expect(host.screen == "10 ━━━━━━━━━━● 30\n30° +-+-")
    }

    @Test("Without a step each key moves one column's worth; a disabled slider is faint and ignores keys")
    func columnSteps() {
        let handle = StateHandle<Double>()
        struct Volume: View {
            let handle: StateHandle<Double>
            @State var volume = 0.0
            var body: some View {
                let _ = handle.bind($volume)
                Slider(value: $volume).frame(width: 5)
            }
        }
        let host = TestHost(columns: 5, rows: 1) { Volume(handle: handle) }
        host.press(.tab)
        host.press(.rightArrow)
        #expect(handle.value == 0.25)
        #expect(host.screen == "━●───")
        let disabled = TestHost(columns: 5, rows: 1) { Slider(value: .constant(0.5)).disabled(true) }
        disabled.press(.tab)
        disabled.press(.rightArrow)
        #expect(disabled.screen == "━━●──")
        #expect(disabled.attributeMap(columns: 5, rows: 1) == "ddddd")
    }
}

extension SliderTests {
    @Test("Both orders of SwiftUI's label and onEditingChanged compile and draw the same track")
    func initialisers() {
        let host = TestHost(columns: 5, rows: 3) {
            VStack {
                Slider(value: .constant(0.5)) { Text("Volume") }
                Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } onEditingChanged: { _ in }
                Slider(value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }
            }
        }
        #expect(host.screen == "━━●──\n━━●──\n━━●──")
    }
}
