import Testing
@testable import Trellis

@Suite("Renderer")
@MainActor
struct RendererTests {
    @Test("Disjoint areas are drawn as given; overlapping ones are merged and empty ones dropped")
    func disjointAreas() {
        let row = CellRect(column: 0, row: 23, width: 79, height: 1)
        let barCell = CellRect(column: 79, row: 2, width: 1, height: 1)
        let corner = CellRect(column: 79, row: 22, width: 1, height: 1)
        #expect(Renderer.disjointAreas([row, barCell, corner]) == [row, barCell, corner])

        let empty = CellRect(column: 5, row: 5, width: 0, height: 3)
        #expect(Renderer.disjointAreas([row, empty, barCell]) == [row, barCell])

        let overlapping = CellRect(column: 70, row: 22, width: 10, height: 2)
        #expect(Renderer.disjointAreas([row, barCell, overlapping]) == [
            CellRect(column: 0, row: 22, width: 80, height: 2), barCell,
        ])
    }

    @Test("Areas that continue each other, side by side over the same rows or stacked over the same columns, are drawn as one")
    func continuingAreas() {
        let row = CellRect(column: 0, row: 23, width: 79, height: 1)
        let barCell = CellRect(column: 79, row: 0, width: 1, height: 1)
        let rowEnd = CellRect(column: 79, row: 23, width: 1, height: 1)
        #expect(Renderer.disjointAreas([row, barCell, rowEnd]) == [CellRect(column: 0, row: 23, width: 80, height: 1), barCell])

        let below = CellRect(column: 79, row: 1, width: 1, height: 3)
        #expect(Renderer.disjointAreas([barCell, below]) == [CellRect(column: 79, row: 0, width: 1, height: 4)])

        // Touching, but their bounds would take cells neither has.
        let taller = CellRect(column: 79, row: 22, width: 1, height: 2)
        #expect(Renderer.disjointAreas([row, taller]) == [row, taller])
    }

    /// A renderer of `width` × `height` whose frames draw `lines`, one a
    /// row, character by character inside the clip.
    @MainActor
    final class Lines {
        var lines: [String]
        let renderer: Renderer

        init(_ lines: [String], width: Int) {
            self.lines = lines
            renderer = Renderer(
                size: CellSize(width: width, height: lines.count),
                writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        }

        /// Draws a frame of `damaged` areas (all of it for `nil`) after the shifts `scrolls` report.
        func frame(damaged: [CellRect]?, scrolls: [ScrollReport] = []) -> Renderer.Frame {
            let lines = lines
            return renderer.drawFrame(damaged: damaged, scrolls: scrolls) { context in
                for (row, line) in lines.enumerated() {
                    var column = 0
                    for character in line {
                        let width = character.isASCII ? 1 : 2
                        context.buffer.put(character, width: width, at: column, row: row, style: .blank, clip: context.clip)
                        column += width
                    }
                }
            } cursor: {
                nil
            }
        }
    }

    @Test("The rows a shift moves in are blanked unless one damaged area covers them; stale cells never widen a later area")
    func rowsMovedInAreBlanked() {
        // Row 0, "漢" in columns 0–1, leaves the band; it comes back as the row moved in, row 2.
        let screen = Lines(["漢", "b", "c"], width: 4)
        _ = screen.frame(damaged: nil)
        screen.lines = ["b", "c", ""]
        let band = CellRect(width: 4, height: 3)
        // Only row 0 is damaged: row 2 is not drawn, so the shift must blank it.
        _ = screen.frame(damaged: [CellRect(width: 4, height: 1)], scrolls: [ScrollReport(area: band, rows: 1, isExact: true)])
        #expect(screen.renderer.front?.text == "b\nc")
        // Column 1 of row 2 is one cell: a stale continuation there would widen it to two.
        let cell = screen.frame(damaged: [CellRect(column: 1, row: 2, width: 1, height: 1)])
        #expect(cell.cellsDrawn == 1)

        // Damage covering the rows moved in: they are cleared and drawn once, with the same result.
        let covered = Lines(["漢", "b", "c"], width: 4)
        _ = covered.frame(damaged: nil)
        covered.lines = ["b", "c", "d"]
        let frame = covered.frame(damaged: [CellRect(column: 0, row: 2, width: 4, height: 1)], scrolls: [ScrollReport(area: band, rows: 1, isExact: true)])
        #expect(String(decoding: frame.bytes, as: UTF8.self) == "\u{1B}[1;3r\u{1B}[H\u{1B}[S\u{1B}[r\u{1B}[3Hd")
        #expect(frame.cellsDrawn == 4)
        #expect(covered.renderer.front?.text == "b\nc\nd")
        #expect(covered.frame(damaged: [CellRect(column: 1, row: 2, width: 1, height: 1)]).cellsDrawn == 1)
    }

    @Test("Consecutive scrolled frames each write their own shift: the renderer's lists of shifts are emptied after each")
    func consecutiveShifts() {
        let screen = Lines(["a", "b", "c", "d"], width: 3)
        _ = screen.frame(damaged: nil)
        let band = CellRect(width: 3, height: 4)
        for (lines, last) in [(["b", "c", "d", "e"], "e"), (["c", "d", "e", "f"], "f")] {
            screen.lines = lines
            let frame = screen.frame(damaged: [CellRect(column: 0, row: 3, width: 3, height: 1)], scrolls: [ScrollReport(area: band, rows: 1, isExact: true)])
            #expect(String(decoding: frame.bytes, as: UTF8.self) == "\u{1B}[1;4r\u{1B}[H\u{1B}[S\u{1B}[r\u{1B}[4H\(last)")
            #expect(screen.renderer.front?.text == lines.joined(separator: "\n"))
        }
    }
}

