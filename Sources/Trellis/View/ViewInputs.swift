/// What the graph passes to a view type when it creates the view's node.
///
/// An engine type: it has no public members.
@MainActor
public struct _ViewInputs {
    /// The node the new node will be a child of.
    let parent: ViewNode
}
