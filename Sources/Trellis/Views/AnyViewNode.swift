/// The node of an `AnyView`: one child, replaced when the wrapped type changes.
@MainActor
final class AnyViewNode: TypedNode<AnyView> {
    private var contentType: Any.Type = Never.self

    override func mountContent() {
        contentType = view.storage.viewType
        children = [view.storage.makeChild(of: self)]
    }

    override func reconcile() {
        let storage = view.storage
        if storage.viewType == contentType {
            storage.update(children[0], in: self)
        } else {
            contentType = storage.viewType
            removeChild(children[0])
            children[0] = storage.makeChild(of: self)
            childWasInserted(children[0])
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { typeName(of: contentType) }

    override var isTransparentInLists: Bool { true }
}
