import Observation
import Testing
@testable import Trellis

/// What a scroll of a lazy stack costs and draws: the rows that stay in
/// view are moved, not placed again (`ViewNode.move(to:proposal:within:)`); the
/// row that comes in is listed once in the damage, not with every view
/// inside it; the scroll bar redraws only the cells the shift changed
/// (`ScrollViewNode.barAreas(after:frame:)`). Every frame equals one drawn
/// from scratch.
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

    @Test("A one-row scroll moves each row that stays in view and places only the row that came in")
    func oneRowScrollCountsItsMoves() {
        // 10 screen rows: the header, 8 rows in view, the footer.
        let host = TestHost(columns: 30, rows: 10) { Screen(model: Model()) }
        host.press(.tab)
        host.press(.downArrow)
        let before = host.statistics
        host.press(.downArrow)
        #expect(host.statistics.layoutMoves - before.layoutMoves == 7)
        #expect(host.lines[1].hasPrefix("[ ] row 1"))
        #expect(host.lines[8].hasPrefix("[ ] row 8"))
        #expect(host.testGraph.checkInvariants() == [])
    }

    @Test("Scrolls down and up keep the stack's layout items the rows in view: a click hits the row drawn under it")
    func scrollsKeepTheLayoutItems() {
        let host = TestHost(columns: 30, rows: 10) { Screen(model: Model()) }
        host.press(.tab)
        for key in [KeyEquivalent.downArrow, .downArrow, .downArrow, .upArrow, .pageDown, .downArrow, .upArrow] {
            host.press(key)
            #expect(host.testGraph.checkInvariants() == [], "\(key)")
        }
        let line = host.lines[4]
        host.click(column: 1, row: 4)
        #expect(host.lines[4] == line.replacingOccurrences(of: "[ ]", with: "[x]"))
    }

    @Test("A one-row scroll draws the row that came in and the bar's cells that changed, not the bar's column")
    func oneRowScrollDrawsTheBarsChangedCells() {
        let host = TestHost(columns: 30, rows: 24) { Screen(model: Model()) }
        host.press(.tab)
        var terminal = TerminalEmulator(width: 30, height: 24)
        terminal.feed(host.takeOutput())
        for step in 0..<40 {
            let before = host.statistics.cellsDrawn
            host.press(.downArrow)
            terminal.feed(host.takeOutput())
            // The row that came in (29 columns, the bar's cell beside it)
            // and, when the thumb moved, its old and new cells.
            #expect(host.statistics.cellsDrawn - before <= 30 + 2, "step \(step)")
            #expect(terminal.lines == host.screen, "step \(step)")
        }
    }

    @Test(
        "Scrolls with the thumb moving, margins around the bar, a view over it, focus, resizes and row changes draw the frames drawn from scratch",
        arguments: [1, 2, 3, 4] as [UInt64])
    func incrementalEqualsFull(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let model = Model()
        model.count = 60
        var size = (columns: 30, rows: 12)
        var terminal = TerminalEmulator(width: size.columns, height: size.rows)
        let host = TestHost(columns: size.columns, rows: size.rows) { Screen(model: model) }
        terminal.feed(host.takeOutput())
        host.press(.tab)
        for step in 0..<300 {
            switch Int.random(in: 0..<16, using: &generator) {
            case 0...5: host.press(.downArrow)
            case 6...7: host.press(.upArrow)
            case 8: host.press(Bool.random(using: &generator) ? .pageDown : .pageUp)
            case 9: host.press(Bool.random(using: &generator) ? .home : .end)
            case 10: host.click(column: 1, row: Int.random(in: 1..<(size.rows - 1), using: &generator))
            case 11:
                // The focus leaves the scroll view or comes back: the thumb's glyph changes.
                host.press(.tab)
            case 12:
                model.margin = model.margin == 0 ? 2 : 0
                host.update()
            case 13:
                model.covered.toggle()
                host.update()
            case 14:
                // The first row grows or shrinks, and the list grows: the thumb moves.
                model.lines = Int.random(in: 1...3, using: &generator)
                model.count += Int.random(in: 0...40, using: &generator)
                host.update()
            default:
                size = (30 + Int.random(in: 0...4, using: &generator), 10 + Int.random(in: 0...4, using: &generator))
                host.resize(columns: size.columns, rows: size.rows)
                // A new terminal of the new size, shown a whole frame.
                terminal = TerminalEmulator(width: size.columns, height: size.rows)
                _ = host.takeOutput()
                host.session.renderer.redrawEverything()
                host.update()
            }
            terminal.feed(host.takeOutput())
            let incremental = host.cellMap(columns: size.columns, rows: size.rows)
            let attributes = (0..<size.rows).map { row in
                (0..<size.columns).map { host.cell(column: $0, row: row).attributes }
            }
            #expect(terminal.lines == host.screen, "step \(step)")
            host.session.renderer.redrawEverything()
            host.update()
            terminal.feed(host.takeOutput())
            #expect(
                host.cellMap(columns: size.columns, rows: size.rows) == incremental,
                "step \(step): the incremental frame differs from a full one")
            #expect(
                (0..<size.rows).map { row in (0..<size.columns).map { host.cell(column: $0, row: row).attributes } }
                    == attributes, "step \(step)")
            #expect(host.testGraph.checkInvariants() == [], "step \(step)")
        }
    }
}
