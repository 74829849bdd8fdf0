import Testing
@testable import Trellis

/// `TextNode`: the node keeps the text it was made with, runs and links,
/// as `Text._makeView` hands it over.
@MainActor
@Suite("Text node")
struct TextNodeTests {
    @Test("A mounted text's node holds the text's runs and links, and shows it")
    func nodeHoldsItsText() {
        let text = Text("See [docs](https://example.com) **now**")
        let host = TestHost(columns: 20, rows: 1) { text }
        let node = Self.firstText(in: host.testGraph.root)
        #expect(node?.view == text)
        #expect(node?.view.links == ["https://example.com"])
        #expect(host.lines == ["See docs now"])
    }

    /// The first text node at or below `node`, depth first.
    static func firstText(in node: ViewNode) -> TextNode? {
        if let text = node as? TextNode {
            return text
        }
        for child in node.children {
            if let text = firstText(in: child) {
                return text
            }
        }
        return nil
    }
}
