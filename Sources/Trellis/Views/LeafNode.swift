/// The node of a view with no children (`Text`, `EmptyView`): it stores the
/// value and is updated only when the value differs by `==`.
@MainActor
final class LeafNode<V: View & Equatable>: TypedNode<V> {
    override func needsUpdate(to newView: V) -> Bool {
        newView != view
    }

    override var arrangement: LineRenderer.Arrangement {
        (view as? Text).map { .text($0.plainText) } ?? .vertical
    }

    override var displayName: String {
        if let text = view as? Text {
            return "Text \(String(reflecting: text.plainText))"
        }
        return typeName(of: V.self)
    }
}
