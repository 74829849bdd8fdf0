/// The node of a `TupleView`: one child per slot, updated slot by slot.
@MainActor
final class TupleNode<each Content: View>: TypedNode<TupleView<repeat each Content>> {
    override func mountContent() {
        children = view.makeSlotNodes(in: self)
    }

    override func reconcile() {
        view.updateSlotNodes(children, in: self)
    }

    override func identityLabel(ofChildAt index: Int) -> String? { "\(index)" }

    override var isTransparentInLists: Bool { true }

    override var displayName: String { "TupleView" }
}
