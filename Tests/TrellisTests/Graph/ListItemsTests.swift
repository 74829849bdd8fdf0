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

    /// A row that shows another text while `switches.flag` is false, when
    /// it is the second: its conditional replaces its list item.
    struct SwitchingRow: View {
        let index: Int
        let switches: Switches
        var body: some View {
            if switches.flag || index != 1 {
                Text("row \(index)")
            } else {
                Text("other")
            }
        }
    }

    /// Rows keyed by their numbers under a head shown while `switches.flag`.
    struct KeyedRows: View {
        let numbers: StateHandle<[Int]>
        let switches: Switches
        @State private var storage = [0, 1, 2]
        var body: some View {
            let _ = numbers.bind($storage)
            VStack(alignment: .leading, spacing: 0) {
                if switches.flag {
                    Text("head")
                }
                ForEach(storage, id: \.self) { Text("row \($0)") }
            }
        }
    }

    /// The first `ForEach` node below `node`, depth first.
    static func forEachNode(in node: ViewNode) -> ViewNode? {
        if node.displayName == "ForEach" {
            return node
        }
        return node.children.lazy.compactMap { forEachNode(in: $0) }.first
    }

    @Test("A ForEach keeps its rows' list items from its mount, and the stack around it takes them without a copy")
    func keptAtMount() throws {
        let host = TestHost(columns: 10, rows: 5) {
            VStack {
                ForEach(0..<3) { Row(index: $0) }
            }
        }
        let forEach = try #require(Self.forEachNode(in: host.testGraph.root))
        let owner = try #require(StackReorderingTests.stackOwner(in: host.testGraph.root))
        #expect(forEach.layout.items?.map { ($0 as? TextNode)?.view.plainText } == ["row 0", "row 1", "row 2"])
        #expect(StackReorderingTests.storageAddress(of: owner) == StackReorderingTests.storageAddress(of: forEach))
    }

    @Test("A row whose body switches to another view gives the stack that view, though its ForEach kept the items of its mount")
    func changeBelowKeptItems() {
        let switches = Switches()
        let host = TestHost(columns: 10, rows: 4) {
            VStack(alignment: .leading) {
                ForEach(0..<3) { SwitchingRow(index: $0, switches: switches) }
            }
        }
        switches.flag = false
        host.update()
        #expect(Self.itemTexts(of: host) == ["row 0", "other", "row 2"])
        #expect(host.lines.prefix(3) == ["row 0", "other", "row 2"])
    }

    @Test("Rows that moved keep their new order when the stack collects its subviews again for another change")
    func moveThenOtherChange() {
        let numbers = StateHandle<[Int]>()
        let switches = Switches()
        let host = TestHost(columns: 10, rows: 4) { KeyedRows(numbers: numbers, switches: switches) }
        numbers.value = [2, 1, 0]
        host.update()
        switches.flag = false
        host.update()
        #expect(Self.itemTexts(of: host) == ["row 2", "row 1", "row 0"])
        #expect(host.lines.prefix(3) == ["row 2", "row 1", "row 0"])
    }
}
