import Testing
@testable import Trellis

/// Whether what is drawn after a node covers some of its cells
/// (`ViewNode.drawsOnTop(of:)`): a view that scrolls by shifting the cells
/// it drew asks it first.
@MainActor
@Suite("View node occlusion")
struct ViewNodeOcclusionTests {
    /// The nodes without children under `node` that cover cells on screen.
    func leaves(in node: ViewNode) -> [ViewNode] {
        guard !node.children.isEmpty else { return node.absoluteFrame.isEmpty ? [] : [node] }
        return node.children.flatMap { leaves(in: $0) }
    }

    @Test("A view drawn after a node's branch covers the node's cells where it stands on screen, not elsewhere")
    func laterViewOnScreen() throws {
        let host = TestHost(columns: 10, rows: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text("a")
                ZStack(alignment: .topTrailing) {
                    Text("u")
                    Text("over")
                }
            }
        }
        let leaves = leaves(in: host.testGraph.root)
        let over = try #require(leaves.first { $0.absoluteFrame.width == 4 })
        let frame = over.absoluteFrame
        // "u" stands at the ZStack's top trailing corner: over's last column.
        let under = try #require(
            leaves.first { $0.absoluteFrame == CellRect(column: frame.maxColumn - 1, row: frame.row, width: 1, height: 1) })
        #expect(!under.drawsOnTop(of: CellRect(column: frame.column, row: frame.row, width: 1, height: 1)))
        #expect(!under.drawsOnTop(of: under.absoluteFrame))
        #expect(under.drawsOnTop(of: CellRect(column: frame.maxColumn, row: frame.row, width: 2, height: 1)))
    }
}
