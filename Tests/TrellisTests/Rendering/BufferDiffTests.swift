import Testing
@testable import Trellis

@Suite("BufferDiff")
struct BufferDiffTests {
    /// The runs as `row:column "text"` with `·` for a continuation.
    func describe(_ runs: [BufferDiff.Run], in next: Buffer) -> [String] {
        runs.map { run in
            let text = String(run.cells(in: next).map { $0.isContinuation ? "·" : $0.character })
            return "\(run.row):\(run.column) \"\(text)\""
        }
    }

    @Test("Identical buffers have no runs")
    func identical() {
        let buffer = Buffer(width: 10, lines: ["hello", "漢字"])
        #expect(BufferDiff.runs(from: buffer, to: buffer).isEmpty)
    }

    @Test("One changed cell is one run of one cell")
    func oneCell() {
        let previous = Buffer(width: 10, lines: ["Count: 41"])
        let next = Buffer(width: 10, lines: ["Count: 42"])
        let runs = BufferDiff.runs(from: previous, to: next)
        #expect(describe(runs, in: next) == ["0:8 \"2\""])
        #expect(runs.first.map { next[column: $0.column, row: $0.row] } == Cell(character: "2"))
        #expect(runs.first?.endColumn == 9)
    }

    @Test("Only the cells inside the given areas are compared: none for no areas, one area's rows, several merged")
    func comparedAreas() {
        let previous = Buffer(width: 8, lines: ["abcdefgh", "abcdefgh", "abcdefgh"])
        let next = Buffer(width: 8, lines: ["aXcdefZh", "Wbcdefgh", "abYdefgh"])
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: []), in: next).isEmpty)
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: nil), in: next) == [
            "0:1 \"X\"", "0:6 \"Z\"", "1:0 \"W\"", "2:2 \"Y\"",
        ])
        let one = [CellRect(column: 1, row: 0, width: 7, height: 3)]
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: one), in: next) == ["0:1 \"X\"", "0:6 \"Z\"", "2:2 \"Y\""])
        let outside = [CellRect(column: 0, row: 5, width: 8, height: 2)]
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: outside), in: next).isEmpty)
        let several = [CellRect(column: 0, row: 1, width: 2, height: 2), CellRect(column: 1, row: 2, width: 3, height: 1)]
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: several), in: next) == ["1:0 \"W\"", "2:2 \"Y\""])
    }

    @Test("Areas listed out of order, overlapping on a row, are compared once each, in row-major order")
    func unorderedAreas() {
        let previous = Buffer(width: 8, lines: ["abcdefgh", "abcdefgh", "abcdefgh"])
        let next = Buffer(width: 8, lines: ["aXcdefZh", "Wbcdefgh", "abYdefgh"])
        let areas = [
            CellRect(column: 0, row: 2, width: 8, height: 1),
            CellRect(column: 4, row: 0, width: 4, height: 1),
            CellRect(column: 0, row: 0, width: 5, height: 2),
        ]
        #expect(describe(BufferDiff.runs(from: previous, to: next, areas: areas), in: next) == [
            "0:1 \"X\"", "0:6 \"Z\"", "1:0 \"W\"", "2:2 \"Y\"",
        ])
    }

    @Test("Changes after long unchanged stretches are found where they are: first column, middle, last column")
    func changesAfterEqualStretches() {
        let line = String(repeating: "x", count: 200)
        let previous = Buffer(width: 200, lines: [line, line, line, ""])
        var next = previous
        next.draw("a", at: 0, row: 0)
        next.draw("b", at: 150, row: 1)
        next.draw("c", at: 199, row: 2)
        next.draw("d", at: 199, row: 3)
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:0 \"a\"", "1:150 \"b\"", "2:199 \"c\"", "3:199 \"d\""])
    }

    @Test("Consecutive changes make one run; separated ones stay apart, in row-major order")
    func runsInOrder() {
        let previous = Buffer(width: 8, lines: ["abcdefgh", "abcdefgh"])
        let next = Buffer(width: 8, lines: ["aXYdefZh", "Wbcdefgh"])
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"XY\"", "0:6 \"Z\"", "1:0 \"W\""])
    }

    @Test("A style change is a change")
    func styleChange() {
        let previous = Buffer(width: 3, lines: ["abc"])
        var next = previous
        next[column: 1, row: 0].attributes = .bold
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"b\""])
    }

    @Test("A wide character replacing narrow ones is one run of both halves")
    func wideReplacesNarrow() {
        let previous = Buffer(width: 4, lines: ["abcd"])
        let next = Buffer(width: 4, lines: ["a漢d"])
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"漢·\""])
    }

    @Test("Narrow characters replacing a wide one are one run")
    func narrowReplacesWide() {
        let previous = Buffer(width: 4, lines: ["a漢d"])
        let next = Buffer(width: 4, lines: ["abcd"])
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"bc\""])
    }

    @Test("A run ending on the first half of a wide character takes its continuation")
    func runEndingOnFirstHalf() {
        let previous = Buffer(width: 4, lines: ["a漢d"])
        var next = previous
        next[column: 1, row: 0].character = "字"
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"字·\""])
    }

    @Test("A changed continuation starts its run at the wide character")
    func runStartingOnContinuation() {
        let previous = Buffer(width: 4, lines: ["a漢d"])
        var next = previous
        next[column: 2, row: 0].foreground = .red
        next[column: 3, row: 0].character = "e"
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:1 \"漢·e\""])
    }

    @Test("A link index that names another URL is a change")
    func retargetedLink() {
        var previous = Buffer(width: 3, height: 1)
        var style = Cell()
        style.link = previous.addLink("https://a.example")
        previous.draw("abc", row: 0, style: style)
        var next = Buffer(width: 3, height: 1)
        #expect(next.addLink("https://b.example") == 1)
        next.draw("abc", row: 0, style: style)

        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:0 \"abc\""])

        var same = Buffer(width: 3, height: 1)
        _ = same.addLink("https://a.example")
        same.draw("abc", row: 0, style: style)
        #expect(BufferDiff.runs(from: previous, to: same).isEmpty)
    }

    @Test("Buffers of different sizes differ everywhere: every row is a run")
    func differentSizes() {
        let previous = Buffer(width: 2, lines: ["ab"])
        let next = Buffer(width: 3, lines: ["ab", "c"])
        #expect(describe(BufferDiff.runs(from: previous, to: next), in: next) == ["0:0 \"ab \"", "1:0 \"c  \""])
    }

    @Test("A writer lists a frame's runs in storage it keeps, emptied once the frame is written")
    func writerKeepsRunStorage() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false)
        let previous = Buffer(width: 10, lines: ["Count: 41"])
        let next = Buffer(width: 10, lines: ["Count: 42"])
        _ = writer.render(previous, over: nil)
        let bytes = String(decoding: writer.render(next, over: previous, areas: [next.bounds]), as: UTF8.self)
        #expect(bytes.hasSuffix("2"))
        // Emptied: a run holds the frame's cells, which the renderer draws
        // into again and must not find shared.
        #expect(writer.runs.isEmpty)
        #expect(writer.runs.capacity > 0)
        #expect(writer.render(next, over: next, areas: [next.bounds]).isEmpty)
        #expect(writer.runs.isEmpty)
    }
}

extension BufferDiff.Run {
    /// The run's cells in `buffer`, the frame it was diffed to.
    func cells(in buffer: Buffer) -> [Cell] {
        (column..<endColumn).map { buffer[column: $0, row: row] }
    }
}
