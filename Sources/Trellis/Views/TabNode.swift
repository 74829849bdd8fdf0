/// The node of a ``Tab``: a ``TabPage`` whose content is built at its first
/// selection. Its tag is the tab's value.
@MainActor
final class TabNode<Value: Hashable, Content: View>: TypedNode<Tab<Value, Content>>, TabPage {
    var isSelected = false

    var title: String { view.title }

    func mountPage() {
        appendChild(view.content)
    }

    override func reconcile() {
        if let content = children.first {
            updateChild(content, to: view.content)
        }
    }

    override var childrenAreVisible: Bool { isVisible && isSelected }

    override var tagValue: AnyHashable? { view.value.map { AnyHashable($0) } }

    override var displayName: String { "Tab" }

    override var stateDescription: String? { isSelected ? "selected" : nil }
}
