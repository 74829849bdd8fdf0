/// The node of an `EquatableView`: stops the update when the content is `==`.
@MainActor
final class EquatableNode<Content: View & Equatable>: TypedNode<EquatableView<Content>> {
    override func needsUpdate(to newView: UnsafePointer<EquatableView<Content>>) -> Bool {
        newView.pointee.content != view.content
    }

    override func mountContent() {
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        updateChild(children[0], to: view.content)
    }
}
