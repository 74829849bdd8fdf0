import Testing
@testable import Trellis

/// The rows a lazy stack keeps after they leave its window
/// (`LazyRetentionCache`).
@MainActor
@Suite("Lazy retention cache")
struct LazyRetentionCacheTests {
    /// Three distinct nodes to keep: the texts of a mounted stack.
    static func nodes(in host: TestHost) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var pending: [ViewNode] = host.session.graph.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            nodes.append(node)
            pending.append(contentsOf: node.children)
        }
        return Array(nodes.suffix(3))
    }

    @Test("Eviction takes the least recently kept row first and skips the entries of rows taken out or kept again")
    func evictionOrder() throws {
        let host = TestHost(columns: 10, rows: 3) {
            VStack {
                Text("a")
                Text("b")
                Text("c")
            }
        }
        let nodes = Self.nodes(in: host)
        try #require(nodes.count == 3)
        let (a, b, c) = (nodes[0], nodes[1], nodes[2])
        var cache = LazyRetentionCache()
        cache.insert(a)
        cache.insert(b)
        cache.insert(c)
        let removed = cache.remove(b)
        let removedAgain = cache.remove(b)
        #expect(removed && !removedAgain)
        cache.insert(b)
        #expect(cache.count == 3)
        let first = cache.popOldest()
        let second = cache.popOldest()
        #expect(first === a && second === c)
        #expect(cache.contains(b))
        let third = cache.popOldest()
        let fourth = cache.popOldest()
        #expect(third === b && fourth == nil)
        #expect(cache.count == 0)
    }
}
