import Testing
@testable import Trellis

@MainActor
@Observable
final class RegressionModel {
    var a = "a"
    var lines = 1
    var flag = false
    var color: Color = .red
}

/// The incrementally updated host equals a fresh host of the same state,
/// cell by cell (link indexes compared as present/absent), and the bytes
/// written so far replay to the same screen.
@MainActor
func expectSameAsFresh<V: View>(
    _ host: TestHost, _ terminal: inout TerminalEmulator, columns: Int, rows: Int, _ comment: String = "",
    _ make: () -> V, sourceLocation: SourceLocation = #_sourceLocation
) {
    terminal.feed(host.takeOutput())
    let fresh = TestHost(columns: columns, rows: rows) { make() }
    #expect(host.screen == fresh.screen, "\(comment)", sourceLocation: sourceLocation)
    var mismatches: [String] = []
    for row in 0..<rows {
        for column in 0..<columns {
            var mine = host.cell(column: column, row: row)
            var theirs = fresh.cell(column: column, row: row)
            mine.link = min(mine.link, 1)
            theirs.link = min(theirs.link, 1)
            if mine != theirs { mismatches.append("(\(column),\(row)) \(mine) vs \(theirs)") }
        }
    }
    #expect(mismatches.isEmpty, "\(comment) \(mismatches.prefix(2))", sourceLocation: sourceLocation)
    #expect(terminal.lines == fresh.screen, "\(comment) (emulator)", sourceLocation: sourceLocation)
}

@MainActor
@Suite("Layout and rendering regressions")
struct LayoutRegressionTests {
    // MARK: Text styles set by modifiers whose value changes

    struct Styled: View {
        let model: RegressionModel
        var body: some View {
            VStack(alignment: .leading) {
                Text("long text wraps here").lineLimit(model.flag ? 1 : nil)
                HStack { Text("status") }.foregroundStyle(model.flag ? Color.red : Color.green)
            }
        }
    }

    @Test("environment text styles whose value changes reach the texts they are applied to")
    func environmentStyleChange() {
        let model = RegressionModel()
        let host = TestHost(columns: 8, rows: 8) { Styled(model: model) }
        #expect(host.screen == "long\ntext\nwraps\nhere\nstatus")
        model.flag = true
        host.update()
        #expect(host.screen == "long te…\nstatus")
        #expect(host.cell(column: 0, row: 1).foreground == .red)
    }

    struct Ruled: View {
        let model: RegressionModel
        var body: some View {
            Divider().foregroundStyle(model.flag ? Color.red : Color.green)
        }
    }

    @Test("a Divider follows a foregroundStyle whose value changes")
    func dividerStyleChange() {
        let model = RegressionModel()
        let host = TestHost(columns: 4, rows: 1) { Ruled(model: model) }
        #expect(host.cell(column: 0, row: 0).foreground == .green)
        model.flag = true
        host.update()
        #expect(host.cell(column: 0, row: 0).foreground == .red)
    }

    // MARK: Modifiers around several views keep them in place

    struct Pair: View {
        let model: RegressionModel
        var body: some View {
            Text(model.a)
            Text("fixed")
        }
    }

    @Test("padding around a two-view body: changing one text keeps the other in place")
    func paddedPair() {
        let model = RegressionModel()
        let make = { Pair(model: model).padding(2) }
        let host = TestHost(columns: 20, rows: 8) { make() }
        var terminal = TerminalEmulator(width: 20, height: 8)
        #expect(host.screen == "\n\n  a\n  fixed")
        model.a = "b"
        host.update()
        #expect(host.screen == "\n\n  b\n  fixed")
        expectSameAsFresh(host, &terminal, columns: 20, rows: 8) { make() }
    }

    // MARK: Content a GeometryReader rebuilt keeps updating

    struct Label: View {
        let model: RegressionModel
        var body: some View { Text("label " + model.a) }
    }

    struct Measured: View {
        let model: RegressionModel
        var body: some View {
            VStack(alignment: .leading) {
                Text(Array(repeating: "h", count: model.lines).joined(separator: "\n"))
                GeometryReader { proxy in
                    VStack(alignment: .leading) {
                        Text("height \(Int(proxy.size.height))")
                        Label(model: model)
                    }
                }
            }
        }
    }

    @Test("a change inside a GeometryReader after the reader was resized is drawn")
    func geometryReaderStuck() {
        let model = RegressionModel()
        let host = TestHost(columns: 20, rows: 6) { Measured(model: model) }
        #expect(host.screen == "h\nheight 5\nlabel a")
        model.lines = 2
        host.update()
        #expect(host.screen == "h\nh\nheight 4\nlabel a")
        model.a = "b"
        host.update()
        #expect(host.screen == "h\nh\nheight 4\nlabel b")
    }

    // MARK: Culling searches only the subviews of a stack

    struct Overlaid: View {
        let model: RegressionModel
        var body: some View {
            Color.blue.frame(width: 10, height: 20).overlay(alignment: .topLeading) {
                ForEach(0..<20, id: \.self) { row in
                    Text(row == 10 ? model.a : "r\(row)")
                }
            }
        }
    }

    @Test("an overlay of 20 rows: a partial redraw still draws the view under it")
    func overlayBinarySearch() {
        let model = RegressionModel()
        let host = TestHost(columns: 12, rows: 20) { Overlaid(model: model) }
        #expect(host.cell(column: 0, row: 10).background == .blue)
        model.a = "b"
        host.update()
        #expect(host.cell(column: 0, row: 10).background == .blue)
    }

    // MARK: A border follows the text colour

    struct BoxedText: View {
        var body: some View { Text("x").border(.rounded) }
    }

    struct Boxed: View {
        let model: RegressionModel
        var body: some View { BoxedText().foregroundStyle(model.color) }
    }

    @Test("a border in the text colour is redrawn when the colour changes")
    func borderColour() {
        let model = RegressionModel()
        let host = TestHost(columns: 10, rows: 4) { Boxed(model: model) }
        #expect(host.cell(column: 0, row: 0).foreground == .red)
        model.color = .blue
        host.update()
        #expect(host.cell(column: 1, row: 1).foreground == .blue)
        #expect(host.cell(column: 0, row: 0).foreground == .blue)
    }

    // MARK: A GeometryReader that moves rebuilds its content

    struct Header: View {
        let model: RegressionModel
        var body: some View { Text(Array(repeating: "h", count: model.lines).joined(separator: "\n")) }
    }

    struct Moving: View {
        let model: RegressionModel
        var body: some View {
            VStack(alignment: .leading) {
                Header(model: model)
                GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }
                    .frame(height: 1)
            }
        }
    }

    @Test("a GeometryReader's global frame follows the reader when it moves")
    func geometryReaderMoves() {
        let model = RegressionModel()
        let host = TestHost(columns: 10, rows: 4) { Moving(model: model) }
        #expect(host.screen == "h\ny 1")
        model.lines = 2
        host.update()
        #expect(host.screen == "h\nh\ny 2")
    }

    // MARK: Truncation keeps the characters in order

    @Test("tail truncation stops at the first character that does not fit")
    func truncationKeepsOrder() {
        let host = TestHost(columns: 10, rows: 1) {
            Text("ab漢cdefgh").lineLimit(1).frame(width: 4, alignment: .leading)
        }
        #expect(host.screen == "ab…")
    }

    // MARK: Spacers in stack layouts follow their axis

    @Test("a Spacer in an HStackLayout pushes its neighbours apart, as in an HStack")
    func spacerInHStackLayout() {
        let host = TestHost(columns: 10, rows: 4) { VStack { HStackLayout { Text("a"); Spacer(); Text("b") } } }
        #expect(host.screen == "a        b")
    }

    // MARK: SwiftUI's frame, opacity and background

    @Test("frame(maxWidth:) is never wider than its maximum")
    func frameMaximum() {
        let host = TestHost(columns: 20, rows: 3) { Text("abcdefghij").fixedSize().frame(maxWidth: 5).border(.single) }
        #expect(host.lines.first == "┌─────┐")
    }

    @Test("opacity dims only what the faded view draws")
    func opacityDimsOnlyItsContent() {
        let host = TestHost(columns: 12, rows: 1) {
            ZStack(alignment: .leading) {
                Text("underneath")
                Text("x").frame(width: 10, alignment: .leading).opacity(0.5)
            }
        }
        #expect(!host.cell(column: 5, row: 0).attributes.contains(.dim))
    }

    @Test("background on a multi-line Text fills its whole frame")
    func textBackground() {
        let host = TestHost(columns: 10, rows: 2) { Text("ab\nc").background(.red) }
        #expect(host.cell(column: 1, row: 1).background == .red)
    }
}

extension LayoutRegressionTests {
    // MARK: The link table stays bounded

    struct Linked: View {
        let model: RegressionModel
        var body: some View {
            VStack {
                Text("static")
                Link("docs", destination: URL(string: "https://example.com/\(model.a)")!)
            }
        }
    }

    @Test("a link whose URL keeps changing keeps the link table bounded")
    func linkTableGrowth() {
        let model = RegressionModel()
        let host = TestHost(columns: 10, rows: 2) { Linked(model: model) }
        for index in 0..<1_000 {
            model.a = "\(index)"
            host.update()
        }
        // Partial frames add each new URL; a full frame starts afresh once
        // the table passes its bound.
        #expect(host.cell(column: 3, row: 1).link <= UInt16(Renderer.linkLimit) + 1)
        #expect(host.cell(column: 3, row: 1).link > 0)
    }
}
