import Testing
@testable import Trellis

/// A node placed outside its layout owner's bounds is marked, and its
/// ancestors count it, so that drawing and hit testing look outside the
/// owner's frame for it.
@MainActor
@Suite("Layout overflow")
struct LayoutOverflowTests {
    struct TwoRows: View {
        var body: some View {
            Text("abcd")
            Text("ef")
        }
    }

    /// The texts at or below `node`.
    static func texts(in node: ViewNode) -> [ViewNode] {
        (node is TextNode ? [node] : []) + node.children.flatMap { texts(in: $0) }
    }

    @Test("subviews a stack places outside their owner are marked and counted; moved back inside, they are not", arguments: [0, 12, -3])
    func stackSubviewsOutsideTheirOwner(offset: Int) throws {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 20, rows: 3) {
            StateSource(initial: offset, handle: handle, passesDownTwice: false) { offset in
                TwoRows().offset(x: CGFloat(offset.wrappedValue))
            }
        }
        let root = try #require(host.session.graph.root)
        let texts = Self.texts(in: root)
        #expect(texts.count == 2)
        #expect(texts.map(\.layout.overflowsOwner) == [offset != 0, offset != 0])
        #expect(root.layout.overflowingDescendants == (offset != 0 ? 2 : 0))
        handle.value = offset == 0 ? 12 : 0
        host.update()
        #expect(texts.map(\.layout.overflowsOwner) == [offset == 0, offset == 0])
        #expect(root.layout.overflowingDescendants == (offset == 0 ? 2 : 0))
    }
}
