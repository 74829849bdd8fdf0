/// The node of an `IDView`: one child, replaced when the id changes.
@MainActor
final class IDViewNode<Content: View, ID: Hashable>: TypedNode<IDView<Content, ID>> {
    private var currentID: ID?

    override func mountContent() {
        currentID = view.id
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if view.id == currentID {
            updateChild(children[0], to: view.content)
        } else {
            currentID = view.id
            replaceChild(at: 0, with: view.content)
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? {
        currentID.map { "id: \($0)" }
    }

    override var displayName: String { ".id" }

    override func scrollTargetID(ofChild child: ViewNode) -> AnyHashable? {
        guard let currentID else { return nil }
        return AnyHashable(currentID)
    }
}
