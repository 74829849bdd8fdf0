import Testing
@testable import Trellis

/// `.progressViewStyle(_:)`: the built-in styles, a custom one, and the
/// current value's label.
@MainActor
@Suite("progressViewStyle")
struct ProgressViewStyleTests {
    @Test("The current value's label stands under the bar")
    func currentValueLabel() {
        let host = TestHost(columns: 20, rows: 3) {
            ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("5 of 10") }
        }
        #expect(host.lines == ["Copying", "███████▌         50%", "5 of 10"])
    }

    @Test("Circular: a spinner without a fraction, a quarter glyph and the percentage with one")
    func circular() {
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                ProgressView("Indexing")
                ProgressView("Syncing", value: 0.5)
                ProgressView("Done", value: 1.0)
                ProgressView(value: 0.1)
            }
            .progressViewStyle(.circular)
        }
        #expect(host.lines == ["⠋ Indexing", "◑ Syncing 50%", "● Done 100%", "○ 10%"])
    }

    @Test("Linear: a bar with a fraction, a spinner without; .automatic is the default look")
    func linearAndAutomatic() {
        let host = TestHost(columns: 20, rows: 5) {
            VStack(alignment: .leading) {
                ProgressView("Copy", value: 0.5).progressViewStyle(.linear)
                ProgressView("Wait").progressViewStyle(LinearProgressViewStyle(tint: .blue))
                ProgressView(value: 0.5).progressViewStyle(.automatic)
            }
            .frame(width: 20)
        }
        #expect(host.lines == ["Copy", "███████▌         50%", "⠋ Wait", "███████▌         50%"])
        #expect(host.cell(column: 0, row: 2).foreground == .blue)
        #expect(host.cell(column: 0, row: 1).foreground == nil)
    }

    @Test("CircularProgressViewStyle(tint:) colours the glyph, LinearProgressViewStyle(tint:) the bar")
    func tint() {
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                ProgressView(value: 0.75).progressViewStyle(CircularProgressViewStyle(tint: .green))
                ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red))
            }
            .frame(width: 20)
        }
        #expect(host.lines == ["◕ 75%", "███████▌         50%"])
        #expect(host.cell(column: 0, row: 0).foreground == .green)
        #expect(host.cell(column: 0, row: 1).foreground == .red)
        #expect(host.cell(column: 19, row: 1).foreground == nil)
    }

    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
            }
        }
    }

    @Test("A custom style draws from the configuration")
    func custom() {
        let host = TestHost(columns: 20, rows: 1) {
            ProgressView("Load", value: 0.4).progressViewStyle(PercentStyle())
        }
        #expect(host.screen == "Load 40 percent")
    }
}
