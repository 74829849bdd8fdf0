/// The node of a view with no children and nothing to draw (`EmptyView`):
/// it stores the value, is updated only when the value differs by `==`, and
/// takes no place in its container's list of subviews.
@MainActor
final class LeafNode<V: View & Equatable>: TypedNode<V> {
    override func needsUpdate(to newView: UnsafePointer<V>) -> Bool {
        newView.pointee != view
    }

    override var isTransparentInLists: Bool { true }
}
