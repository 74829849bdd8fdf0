/// The erased view inside an `AnyView`.
@MainActor
protocol AnyViewStorage: AnyObject {
    /// The type of the wrapped view.
    var viewType: Any.Type { get }

    /// Creates and mounts a node for the wrapped view under `parent`.
    func makeChild(of parent: ViewNode) -> ViewNode

    /// Updates `child`, a node created for the same wrapped type.
    func update(_ child: ViewNode, in parent: ViewNode)
}
