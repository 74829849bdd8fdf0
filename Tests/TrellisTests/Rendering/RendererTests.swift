import Testing
@testable import Trellis

@Suite("Renderer")
@MainActor
struct RendererTests {
    @Test("Disjoint areas are drawn as given; overlapping ones are merged and empty ones dropped; touching ones stay apart")
    func disjointAreas() {
        let row = CellRect(column: 0, row: 23, width: 79, height: 1)
        let barCell = CellRect(column: 79, row: 2, width: 1, height: 1)
        let touching = CellRect(column: 79, row: 23, width: 1, height: 1)
        #expect(Renderer.disjointAreas([row, barCell, touching]) == [row, barCell, touching])

        let empty = CellRect(column: 5, row: 5, width: 0, height: 3)
        #expect(Renderer.disjointAreas([row, empty, barCell]) == [row, barCell])

        let overlapping = CellRect(column: 70, row: 22, width: 10, height: 2)
        #expect(Renderer.disjointAreas([row, barCell, overlapping]) == [
            CellRect(column: 0, row: 22, width: 80, height: 2), barCell,
        ])
    }
}
