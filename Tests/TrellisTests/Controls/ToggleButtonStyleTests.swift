import Testing
@testable import Trellis

/// `Toggle(_:systemImage:isOn:)`, `.toggleStyle(.button)` and
/// `SwitchToggleStyle(tint:)`.
@MainActor
@Suite("Toggle styles and symbols")
struct ToggleButtonStyleTests {
    @Test("Toggle(_:systemImage:isOn:) draws the symbol before the title", arguments: BindingSource.allCases)
    func systemImage(source: BindingSource) {
        let mounted = source.mount(initial: false, columns: 24, rows: 1) { isOn in
            Toggle("Airplane", systemImage: "airplane", isOn: isOn)
        }
        let host = mounted.host
        #expect(host.screen == "[ ] ✈ Airplane")
        host.press(.tab)
        host.press(.space)
        #expect(mounted.read() == true)
        #expect(host.screen == "[x] ✈ Airplane")
    }

    @Test(".toggleStyle(.button) is a bracketed button, bold on the tint while on", arguments: BindingSource.allCases)
    func button(source: BindingSource) {
        let mounted = source.mount(initial: false, columns: 10, rows: 1) { isOn in
            Toggle("Bold", isOn: isOn).toggleStyle(.button).tint(.green)
        }
        let host = mounted.host
        #expect(host.screen == "[ Bold ]")
        #expect(host.colorMap(columns: 10, rows: 1, legend: [.green: "g"]) == "")
        host.click(column: 3, row: 0)
        #expect(mounted.read() == true)
        #expect(host.screen == "[ Bold ]")
        #expect(host.colorMap(columns: 10, rows: 1, legend: [.green: "g"]) == "gggggggg..")
        #expect(host.colorMap(columns: 10, rows: 1, legend: [.white: "w"], isBackground: false) == "wwwwwwww..")
        #expect(host.cell(column: 2, row: 0).attributes.contains(.bold))
        mounted.write(false)
        host.update()
        #expect(host.colorMap(columns: 10, rows: 1, legend: [.green: "g"]) == "")
    }

    @Test("SwitchToggleStyle(tint:) draws the knob in the tint when on")
    func switchTint() {
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue))
                Toggle("Bluetooth", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
            }
        }
        #expect(host.lines == ["(  ●) Wi-Fi", "(  ●) Bluetooth"])
        #expect(host.cell(column: 3, row: 0).foreground == .blue)
        #expect(host.cell(column: 3, row: 1).foreground == .green)
    }
}
