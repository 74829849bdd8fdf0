/// The node of a `TupleView`: one child per slot, updated slot by slot.
@MainActor
final class TupleNode<each Content: View>: TypedNode<TupleView<repeat each Content>> {
    override func mountContent() {
        for element in repeat each view.value {
            children.append(makeChild(element))
        }
    }

    override func reconcile() {
        var slot = 0
        for element in repeat each view.value {
            updateChild(children[slot], to: element)
            slot += 1
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { "\(index)" }

    override var isTransparentInLists: Bool { true }

    override var displayName: String { "TupleView" }
}
