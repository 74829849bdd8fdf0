import Testing
@testable import Trellis

/// `ViewNode.listItems`: the subviews a stack arranges are its children,
/// with every transparent node (a `ForEach`, a custom view, a `Group`)
/// replaced by its own list items, in order.
@MainActor
@Suite("List items")
struct ListItemsTests {
    /// A custom view whose body is one text: transparent, one child.
    struct Row: View {
        let index: Int
        var body: some View { Text("row \(index)") }
    }

    /// A custom view whose body is a group of two texts: the chain of
    /// single-child nodes ends in a transparent node with two children.
    struct Pair: View {
        let index: Int
        var body: some View {
            Group {
                Text("a\(index)")
                Text("b\(index)")
            }
        }
    }

    /// The texts the first stack below the root arranges, in order.
    static func itemTexts(of host: TestHost) -> [String?] {
        guard let owner = StackReorderingTests.stackOwner(in: host.testGraph.root) else { return [] }
        return owner.listItems.map { ($0 as? TextNode)?.view.plainText }
    }

    @Test("The rows of a ForEach whose bodies are one view are that view each, after the stack's other children")
    func rowsOfOneView() {
        let host = TestHost(columns: 10, rows: 5) {
            VStack {
                Text("head")
                ForEach(0..<3) { Row(index: $0) }
            }
        }
        #expect(Self.itemTexts(of: host) == ["head", "row 0", "row 1", "row 2"])
    }

    @Test("A row that ends in a group of several views contributes each of them, in order")
    func rowsEndingInGroups() {
        let host = TestHost(columns: 10, rows: 6) {
            VStack(alignment: .leading) {
                ForEach(0..<2) { Pair(index: $0) }
                Text("tail")
            }
        }
        #expect(Self.itemTexts(of: host) == ["a0", "b0", "a1", "b1", "tail"])
        #expect(host.lines.prefix(5) == ["a0", "b0", "a1", "b1", "tail"])
    }
}
