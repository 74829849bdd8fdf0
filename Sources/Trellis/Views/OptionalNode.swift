/// The node of an optional view: no child for `nil`, one for a view.
@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    override func mountContent() {
        if let content = view {
            children = [makeChild(content)]
        }
    }

    override func reconcile() {
        switch (view, children.first) {
        case (let content?, let child?):
            updateChild(child, to: content)
        case (let content?, nil):
            appendChild(content)
        case (nil, let child?):
            removeChild(child)
            children = []
        case (nil, nil):
            break
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { "some" }

    override var displayName: String { "Optional" }

    override var isTransparentInLists: Bool { true }
}
