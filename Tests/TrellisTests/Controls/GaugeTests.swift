import Testing
@testable import Trellis

/// `Gauge` draws a labelled bar; `ControlGroup` puts its controls in a row.
@MainActor
@Suite("Gauges and control groups")
struct GaugeTests {
    @Test("A gauge with every label: the label and the current value above, the bar between the bounds")
    func fullGauge() {
        let host = TestHost(columns: 24, rows: 2) {
            Gauge(value: 50, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("50%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryLinear)
        }
        #expect(host.lines[0] == "Battery              50%")
        // 24 − 2 − 4 = 18 columns of bar, half of them filled.
        #expect(host.lines[1] == "0 █████████          100")
    }

    @Test("A value outside the range is clamped; a gauge with only a label has the label above the bar")
    func clampedGauge() {
        let host = TestHost(columns: 20, rows: 2) {
            Gauge(value: 3.0) { Text("Load") }
        }
        #expect(host.lines[0] == "Load")
        #expect(host.lines[1] == String(repeating: "█", count: 20))
    }

    @Test("A control group's buttons stand in a row, each reachable with Tab")
    func controlGroup() {
        let log = EventLog()
        let host = TestHost(columns: 30, rows: 1) {
            ControlGroup {
                Button("Cut") { log("cut") }
                Button("Copy") { log("copy") }
            }
            .controlGroupStyle(.navigation)
            .headerProminence(.increased)
        }
        #expect(host.screen == "[ Cut ] [ Copy ]")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["copy"])
    }
}
