import Testing
@testable import Trellis

/// `render(_:width:)` prints a view once as plain text, at its ideal height.
@MainActor
@Suite("One-shot render")
struct RenderTests {
    @Test("a report renders at its ideal height, one line per row, trailing spaces trimmed")
    func report() {
        let text = render(
            VStack(alignment: .leading) {
                Text("Build report").bold()
                Divider()
                HStack {
                    Text("tests")
                    Spacer()
                    Text("312").foregroundColor(.green)
                }
            },
            width: 20)
        #expect(
            text == """
                Build report
                ────────────────────
                tests            312
                """)
    }

    @Test("text wraps at the width, and nothing but text leaves: no escape byte")
    func wrapsWithoutEscapes() {
        let text = render(
            Text("the quick brown fox jumps").underline().foregroundColor(Color(hex: 0xFF8800))
                + Text(" \u{1B}[2J").bold(),
            width: 10)
        #expect(!text.utf8.contains(0x1B))
        #expect(
            text == """
                the quick
                brown fox
                jumps ␛[2J
                """)
    }

    @Test("a view that wants every row gets its ideal height, cut at the row limit")
    func boundedHeight() {
        let text = render(Text("top").frame(maxHeight: .infinity, alignment: .top), width: 5)
        #expect(text == "top")
        let tall = render(VStack(spacing: 0) { ForEach(0..<(renderedRowLimit + 5), id: \.self) { Text("\($0)") } }, width: 8)
        #expect(tall.split(separator: "\n").count == renderedRowLimit)
    }

    @Test("no width or height draws more than the cell limit")
    func boundedCells() {
        let wide = render(VStack { Text("a"); Text("b") }, width: Int.max)
        #expect(wide == "a\nb")
        let rows = renderedCellLimit / 5_000
        let tall = render(
            VStack(spacing: 0) { ForEach(0..<(rows + 5), id: \.self) { Text("\($0)") } }.frame(width: 5_000),
            width: 5_000)
        #expect(tall.split(separator: "\n").count == rows)
    }

    @Test("a width of zero or less, or an empty view, gives an empty string")
    func empty() {
        #expect(render(Text("hello"), width: 0) == "")
        #expect(render(Text("hello"), width: -3) == "")
        #expect(render(EmptyView(), width: 10) == "")
    }

    @Test("the view appears, is drawn, and disappears before render returns")
    func lifecycle() {
        var log: [String] = []
        let text = render(
            Text("once")
                .onAppear { log.append("appear") }
                .onDisappear { log.append("disappear") },
            width: 10)
        #expect(text == "once")
        #expect(log == ["appear", "disappear"])
    }
}
