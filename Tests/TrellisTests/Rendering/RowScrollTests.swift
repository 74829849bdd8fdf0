import Testing
@testable import Trellis

@Suite("RowScroll")
struct RowScrollTests {
    static let screen = CellRect(width: 80, height: 24)

    @Test("A reported scroll is clipped to the screen and kept only when a scroll region can make it")
    func clipping() {
        let partlyAbove = RowScroll(area: CellRect(column: 0, row: -2, width: 80, height: 10), distance: 1, screen: Self.screen)
        #expect(partlyAbove == RowScroll(area: CellRect(column: 0, row: 0, width: 80, height: 8), distance: 1, screen: Self.screen))
        #expect(partlyAbove?.rows == 0..<8)
        #expect(RowScroll(area: CellRect(column: -5, row: 20, width: 90, height: 10), distance: -3, screen: Self.screen)?.rows == 20..<24)
        // Not the whole width, nothing to move, everything moved out, off screen, an empty screen.
        #expect(RowScroll(area: CellRect(column: 0, row: 3, width: 40, height: 10), distance: 1, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 1, row: 3, width: 80, height: 10), distance: 1, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 3, width: 80, height: 10), distance: 0, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 3, width: 80, height: 10), distance: 10, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 3, width: 80, height: 10), distance: -10, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: -8, width: 80, height: 10), distance: 2, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 30, width: 80, height: 10), distance: 1, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 0, width: 80, height: 24), distance: .min, screen: Self.screen) == nil)
        #expect(RowScroll(area: CellRect(column: 0, row: 0, width: 0, height: 0), distance: 1, screen: CellRect(width: 0, height: 0)) == nil)
    }

    @Test("Scrolling a buffer moves whole rows of the band, wide characters and links with them, and blanks the rows moved in")
    func scrollBuffer() throws {
        var buffer = Buffer(width: 6, lines: ["top", "漢字a", "b", "c", "字x", "end"])
        let link = buffer.addLink("https://a.example")
        buffer.put("L", width: 1, at: 5, row: 3, style: Cell(foreground: .red, background: .blue), clip: buffer.bounds)
        buffer[column: 5, row: 3].link = link

        var up = buffer
        up.scroll(try #require(RowScroll(area: CellRect(column: 0, row: 1, width: 6, height: 4), distance: 1, screen: buffer.bounds)))
        #expect(up.text == "top\nb\nc    L\n字x\n\nend")
        #expect(up[column: 5, row: 2].link == link && up[column: 5, row: 2].background == .blue)
        #expect(up[column: 0, row: 3].width == 2 && up[column: 1, row: 3].isContinuation)
        #expect((0..<6).allSatisfy { up[column: $0, row: 4] == .blank })
        #expect(up.links == buffer.links)

        var down = buffer
        down.scroll(try #require(RowScroll(area: CellRect(column: 0, row: 1, width: 6, height: 4), distance: -2, screen: buffer.bounds)))
        #expect(down.text == "top\n\n\n漢字a\nb\nend")
        #expect(down[column: 2, row: 3].width == 2 && down[column: 3, row: 3].isContinuation)
    }

    @Test("The rows a shift moves in are the band's last ones up, its first ones down; a shift that does not clear leaves the rows that left there")
    func rowsMovedIn() throws {
        let up = try #require(RowScroll(area: CellRect(column: 0, row: 2, width: 80, height: 20), distance: 1, screen: Self.screen))
        #expect(up.rowsMovedIn(width: 80) == CellRect(column: 0, row: 21, width: 80, height: 1))
        let down = try #require(RowScroll(area: Self.screen, distance: -2, screen: Self.screen))
        #expect(down.rowsMovedIn(width: 80) == CellRect(column: 0, row: 0, width: 80, height: 2))

        var buffer = Buffer(width: 4, lines: ["a", "b", "c"])
        buffer.scroll(try #require(RowScroll(area: buffer.bounds, distance: 1, screen: buffer.bounds)), clearing: false)
        #expect(buffer.text == "b\nc\na")
        buffer.clear(CellRect(column: 1, row: 0, width: 2, height: 3))
        buffer.put("x", width: 1, at: 3, row: 2, style: .blank, clip: buffer.bounds)
        #expect(buffer.text == "b\nc\na  x")
    }

    @Test("Scrolling rotates the band's row starts instead of moving cells; drawing, copying, diffing and comparing follow them")
    func scrollRotatesRowStarts() throws {
        var buffer = Buffer(width: 4, lines: ["a", "b", "c", "d", "e"])
        let storage = buffer.storage
        buffer.scroll(try #require(RowScroll(area: CellRect(column: 0, row: 1, width: 4, height: 3), distance: 1, screen: buffer.bounds)))
        #expect(buffer.rowStarts == [0, 8, 12, 4, 16])
        #expect(buffer.text == "a\nc\nd\n\ne")
        #expect(buffer.storage[8] == storage[8] && buffer.storage[12] == storage[12])
        buffer.scroll(try #require(RowScroll(area: CellRect(column: 0, row: 0, width: 4, height: 5), distance: -2, screen: buffer.bounds)))
        #expect(buffer.rowStarts == [4, 16, 0, 8, 12])
        #expect(buffer.text == "\n\na\nc\nd")

        // A scrolled buffer draws, compares, diffs and copies by its rows.
        buffer.put("漢", width: 2, at: 1, row: 3, style: .blank, clip: buffer.bounds)
        let drawn = Buffer(width: 4, lines: ["", "", "a", "c漢", "d"])
        #expect(buffer == drawn)
        #expect(BufferDiff.runs(from: drawn, to: buffer).isEmpty)
        #expect(buffer.wholeCharacters(around: CellRect(column: 2, row: 3, width: 1, height: 1)) == CellRect(column: 1, row: 3, width: 2, height: 1))
        var copy = Buffer(width: 4, height: 5)
        copy.copy(buffer.bounds, from: buffer)
        #expect(copy == drawn && copy.rowStarts == [0, 4, 8, 12, 16])
        let runs = BufferDiff.runs(from: Buffer(width: 4, height: 5), to: buffer)
        #expect(runs.map(\.row) == [2, 3, 4] && runs[1].cells(in: buffer).map(\.character) == ["c", "漢", " "])
    }

    @Test("Rows compare cell by cell; nil stands for a blank row, a row outside the buffer is blank")
    func rowDifferences() {
        let shown = Buffer(width: 4, lines: ["ab", "b", ""])
        let next = Buffer(width: 4, lines: ["b", "", "abc"])
        #expect(next.cellsDiffering(inRow: 0, from: 1, of: shown) == 0)
        #expect(next.cellsDiffering(inRow: 0, from: 0, of: shown) == 2)
        #expect(next.cellsDiffering(inRow: 1, from: nil, of: shown) == 0)
        #expect(next.cellsDiffering(inRow: 2, from: nil, of: shown) == 3)
        #expect(next.cellsDiffering(inRow: 2, from: 7, of: shown) == 3)
        #expect(next.cellsDiffering(inRow: 2, from: 0, of: shown) == 1)
        #expect(next.cellsDiffering(inRow: 2, from: 0, of: Buffer(width: 5, height: 1)) == 4)
        #expect(next.cellsDiffering(inRow: 9, from: 0, of: shown) == 0)
    }
}
