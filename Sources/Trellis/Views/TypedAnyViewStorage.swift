/// The storage of an `AnyView` wrapping a view of type `V`.
@MainActor
final class TypedAnyViewStorage<V: View>: AnyViewStorage {
    let view: V

    init(_ view: V) {
        self.view = view
    }

    var viewType: Any.Type { V.self }

    func makeChild(of parent: ViewNode) -> ViewNode {
        parent.makeChild(view)
    }

    func update(_ child: ViewNode, in parent: ViewNode) {
        parent.updateChild(child, to: view)
    }
}
