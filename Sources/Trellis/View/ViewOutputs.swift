/// The node a view type created for the graph.
///
/// An engine type: it has no public members.
@MainActor
public struct _ViewOutputs {
    let node: ViewNode

    init(_ node: ViewNode) {
        self.node = node
    }
}
