/// The nodes whose latest evaluation read a value: the outgoing dependency
/// edges of a state cell or an environment entry.
///
/// Reading during an evaluation records an edge `(node, epoch)`, holding the
/// node through its ``NodeHandle``; writing
/// invalidates every node whose epoch still matches (its latest evaluation read
/// the value), except a node writing what it reads itself
/// (`Evaluation.write(by:_:readingAgain:)`), and clears the list, since
/// re-evaluation records fresh edges.
/// Stale edges (the node re-evaluated without reading, or died) are dropped
/// when the list doubles, so it stays proportional to its live readers.
///
/// ```
/// A reads (A,1)          edges: [(A,1)]
/// B reads (B,4)          edges: [(A,1), (B,4)]
/// A re-evaluates, reads  edges: [(A,1), (B,4), (A,2)]   (A,1) is now stale
/// write                  invalidates A and B; edges: []
/// ```
///
/// Cost: O(1) amortised per read; O(edges) per write.
@MainActor
struct Dependents {
    /// An edge holds its node through the node's ``NodeHandle``, not
    /// strongly: a node owns its state cells, so a strong edge back would
    /// keep both alive forever.
    @MainActor
    private struct Edge {
        let handle: NodeHandle
        let epoch: UInt32

        /// The node, while it lives and its latest evaluation is the one that read.
        var currentNode: ViewNode? {
            guard let node = handle.node, node.isAlive, node.evaluationEpoch == epoch else { return nil }
            return node
        }
    }

    private var edges: [Edge] = []
    private var compactionThreshold = 8

    /// Whether no node depends on the value.
    var isEmpty: Bool { edges.isEmpty }

    /// Records the node being evaluated, if any, as a dependent.
    mutating func recordRead() {
        guard let node = Evaluation.current else { return }
        if let last = edges.last, last.epoch == node.evaluationEpoch, last.handle.node === node {
            return
        }
        edges.append(Edge(handle: node.handle, epoch: node.evaluationEpoch))
        if edges.count > compactionThreshold {
            compact()
            compactionThreshold = max(8, edges.count * 2)
        }
    }

    /// Drops the edges whose node died or re-evaluated since. A loop rather
    /// than `removeAll(where:)`, whose main-actor predicate would check its
    /// executor once per edge.
    private mutating func compact() {
        var kept = 0
        for index in edges.indices where edges[index].currentNode != nil {
            edges.swapAt(kept, index)
            kept += 1
        }
        edges.removeLast(edges.count - kept)
    }

    /// Marks every current dependent dirty and forgets all edges.
    ///
    /// The emptied list keeps its storage for the reads that follow (one
    /// allocation fewer per write and re-evaluation). An invalidation only
    /// marks nodes and asks for a frame, so nothing is read meanwhile; the
    /// check keeps what would have been.
    mutating func invalidate() {
        var current: [Edge] = []
        swap(&current, &edges)
        compactionThreshold = 8
        for edge in current {
            edge.currentNode?.invalidate()
        }
        if edges.isEmpty {
            current.removeAll(keepingCapacity: true)
            edges = current
        }
    }
}
