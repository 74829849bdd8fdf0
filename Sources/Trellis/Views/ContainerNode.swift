/// The node of a ``ContentContainer``: its content is its only child.
@MainActor
final class ContainerNode<Container: ContentContainer>: TypedNode<Container> {
    override func mountContent() {
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        updateChild(children[0], to: view.content)
    }

    override var isTransparentInLists: Bool { Container.isTransparentInLists }
}
