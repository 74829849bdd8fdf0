import Testing
@testable import Trellis

/// The picker and button styles ported apps set, and `.labelsHidden()`.
@MainActor
@Suite("Control styles")
struct ControlStyleTests {
    enum Period: String, CaseIterable, Identifiable {
        case day = "Day", week = "Week", month = "Month"
        var id: Self { self }
    }

    @Observable
    final class Filter {
        var period = Period.week
    }

    struct Periods: View {
        @Bindable var filter: Filter
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Period", selection: $filter.period) {
                    ForEach(Period.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                Text("Showing \(filter.period.rawValue)")
            }
        }
    }

    @Test("A segmented picker: options side by side without the label, the chosen one reversed; arrows and clicks choose")
    func segmented() {
        let filter = Filter()
        let host = TestHost(columns: 24, rows: 2) { Periods(filter: filter) }
        #expect(host.reverseVideoScreen(columns: 24, rows: 2) == " Day │« Week »│ Month\nShowing Week")
        host.press(.tab)
        host.press(.rightArrow)
        #expect(filter.period == .month)
        #expect(host.reverseVideoScreen(columns: 24, rows: 2) == " Day │ Week │« Month »\nShowing Month")
        #expect(host.attributeMap(columns: 24, rows: 1) == "uuuuuuuuuuuuuuuuuuuu")
        host.press(.rightArrow)
        #expect(filter.period == .month)
        host.click(column: 1, row: 0)
        #expect(filter.period == .day)
        filter.period = .week
        host.update()
        #expect(host.reverseVideoScreen(columns: 24, rows: 2) == " Day │« Week »│ Month\nShowing Week")
    }

    @Test(".wheel lists the options inline, .navigationLink and .palette as the menu and segments")
    func otherPickerStyles() {
        let host = TestHost(columns: 24, rows: 6) {
            VStack(alignment: .leading) {
                Picker("A", selection: .constant(Period.day)) { ForEach(Period.allCases) { Text($0.rawValue) } }
                    .pickerStyle(.wheel)
                Picker("B", selection: .constant(Period.day)) { ForEach(Period.allCases) { Text($0.rawValue) } }
                    .pickerStyle(.navigationLink)
                Picker("C", selection: .constant(Period.day)) { ForEach(Period.allCases) { Text($0.rawValue) } }
                    .pickerStyle(.palette)
            }
        }
        #expect(host.screen == "A\n(•) Day\n( ) Week\n( ) Month\nB [ Day   ▾ ]\n Day │ Week │ Month")
    }

    @Test(".labelsHidden() hides the labels of pickers, toggles and steppers, not the controls")
    func labelsHidden() {
        let host = TestHost(columns: 24, rows: 3) {
            VStack(alignment: .leading) {
                Picker("Sort", selection: .constant(Period.day)) { ForEach(Period.allCases) { Text($0.rawValue) } }
                Toggle("Wi-Fi", isOn: .constant(true))
                Stepper("Count", value: .constant(1))
            }
            .labelsHidden()
        }
        #expect(!host.screen.contains("Sort") && !host.screen.contains("Wi-Fi") && !host.screen.contains("Count"))
        #expect(host.screen.hasPrefix("[ Day   ▾ ]\n"))
    }

    @Test("A prominent button is bold on the tint; a link button is its label in the tint")
    func buttonStyles() {
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                Button("Save") {}.buttonStyle(.borderedProminent).tint(.green)
                Button("Forgot?") {}.buttonStyle(.link)
            }
        }
        #expect(host.screen == " Save\nForgot?")
        #expect(host.colorMap(columns: 20, rows: 1, legend: [.green: "g"]) == "gggggg..............")
        #expect(host.attributeMap(columns: 20, rows: 1) == "bbbbbb")
        #expect(host.colorMap(columns: 7, rows: 2, legend: [.blue: "b", .white: "w"], isBackground: false) == "wwwwww.\nbbbbbbb")
    }
}
