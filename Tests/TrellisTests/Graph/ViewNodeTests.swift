import Testing
@testable import Trellis

/// Where a node keeps its fields: a pass over the nodes of a tree larger
/// than the cache (the 100k mount's list-item walk, a stack's measuring
/// and placing of its rows) loads only the lines it reads, so what such
/// passes read comes first, after the object's header.
@MainActor
@Suite("View node")
struct ViewNodeTests {
    /// The offset of `field` of `node` from the node's address.
    static func offset<Field>(of field: inout Field, in node: ViewNode) -> Int {
        let base = UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque())
        return withUnsafeMutablePointer(to: &field) { Int(UInt(bitPattern: $0) - base) }
    }

    @Test("keeps the children, the preferences and the layout in its first 48 bytes, the fields of its mount and update after the layout")
    func fieldOrder() throws {
        let host = TestHost(columns: 10, rows: 2) { Text("a") }
        let node: ViewNode = try #require(host.testGraph.root)
        let layout = Self.offset(of: &node.layout, in: node)
        #expect(Self.offset(of: &node.children, in: node) < 48)
        #expect(Self.offset(of: &node.preferences, in: node) < 48)
        #expect(layout < 48)
        #expect(Self.offset(of: &node.isDirty, in: node) >= layout + MemoryLayout<NodeLayout>.size)
        #expect(Self.offset(of: &node.observation, in: node) >= layout + MemoryLayout<NodeLayout>.size)
        #expect(Self.offset(of: &node.storedHandle, in: node) >= layout + MemoryLayout<NodeLayout>.size)
    }
}
