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
}
