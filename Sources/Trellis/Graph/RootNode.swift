/// The node at the top of a graph: it hosts the root view and has no view of
/// its own.
///
/// The root is always in the visible hierarchy and counts as appeared, so the
/// root view appears when it is mounted. It is not counted in
/// ``GraphStatistics``.
@MainActor
final class RootNode: ViewNode {
    init(graph: Graph, environment: EnvironmentValues) {
        super.init(rootOf: graph, environment: environment)
        isAppeared = true
    }

    /// Mounts `content` as the only child.
    func mountRoot<Content: View>(_ content: Content) {
        precondition(children.isEmpty, "a graph mounts one root view")
        children = [makeChild(content)]
    }

    /// Unmounts the root view, if any.
    func unmountRoot() {
        for child in children {
            removeChild(child)
        }
        children = []
    }

    override var displayName: String { "Root" }
}
