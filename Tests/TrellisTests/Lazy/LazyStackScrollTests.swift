import Observation
import Testing
@testable import Trellis

/// What a scroll of a lazy stack costs: the rows that stay in view are
/// moved, not placed again (`ViewNode.move(to:proposal:)`).
@MainActor
@Suite("Lazy stack scrolls")
struct LazyStackScrollTests {
    /// A row with a check box that a click toggles, in a view of its own.
    struct Row: View {
        let index: Int
        @State private var isChecked = false
        var body: some View {
            Text((isChecked ? "[x] " : "[ ] ") + "row \(index)")
                .onTapGesture { isChecked.toggle() }
        }
    }

    @Observable
    final class Model {
        var count = 400
        var margin: CGFloat = 0
        var covered = false
        var lines = 1
    }

    /// A list of `model.count` rows (the first one `model.lines` lines
    /// tall), with indicator margins and a view over the bar's column as
    /// the model says.
    struct Screen: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading) {
                Text("header")
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        Text((0..<model.lines).map { "top \($0)" }.joined(separator: "\n"))
                        ForEach(0..<model.count) { Row(index: $0) }
                    }
                }
                .contentMargins(.vertical, model.margin, for: .scrollIndicators)
                .overlay(alignment: .topTrailing) {
                    if model.covered {
                        Text("!")
                    }
                }
                Text("footer")
            }
        }
    }

    @Test("A one-row scroll lays out as many views with 40 rows in view as with 10")
    func oneRowScrollMovesTheRowsInView() {
        var passes: [Int] = []
        for rows in [10, 40] {
            let host = TestHost(columns: 30, rows: rows) { Screen(model: Model()) }
            host.press(.tab)
            host.press(.downArrow)
            let before = host.statistics.layoutPasses
            host.press(.downArrow)
            passes.append(host.statistics.layoutPasses - before)
            #expect(host.lines[1].hasPrefix("[ ] row 1"))
        }
        #expect(passes[0] == passes[1])
        #expect(passes[0] > 0)
    }
}
