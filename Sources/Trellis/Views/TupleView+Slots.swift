/// A block of views built slot by slot, one child node per slot: a
/// `TupleView`. Its own node builds its slots this way, and so does a
/// container that takes each view of its block as a child of its own
/// (``ViewThatFits``, through the dynamic cast to `any SlottedViews`).
@MainActor
protocol SlottedViews {
    /// Builds one child of `node` per slot, in order.
    func makeSlotNodes(in node: ViewNode) -> [ViewNode]
    /// Hands each slot's child its new view.
    func updateSlotNodes(_ nodes: [ViewNode], in node: ViewNode)
}

extension TupleView: SlottedViews {
    func makeSlotNodes(in node: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in repeat each value {
            nodes.append(node.makeChild(element))
        }
        return nodes
    }

    func updateSlotNodes(_ nodes: [ViewNode], in node: ViewNode) {
        var slot = 0
        for element in repeat each value {
            node.updateChild(nodes[slot], to: element)
            slot += 1
        }
    }
}
