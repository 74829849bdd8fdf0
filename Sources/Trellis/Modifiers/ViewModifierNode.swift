/// The node of a user-written `ViewModifier`: it evaluates
/// `body(content:)` and shows the modified content wherever the body places
/// its `content` placeholder.
///
/// Owns the modifier's dynamic-property storage. The content's nodes live
/// under each placeholder (``ModifierContentNode``); when the parent passes
/// new content, this node pushes it to every placeholder without evaluating
/// the modifier's body again.
@MainActor
final class ViewModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>>,
    ModifierContentProvider
{
    private let info: ViewTypeInfo
    private var storage: PropertyStorage
    private var placeholders: [ViewNode] = []

    override init(view: consuming ModifiedContent<Content, Modifier>, inputs: borrowing _ViewInputs) {
        info = ViewTypeInfo.of(view.modifier)
        storage = PropertyStorage(count: info.properties.links.count)
        super.init(view: view, inputs: inputs)
    }

    var modifierType: Any.Type { Modifier.self }

    override func mountContent() {
        children = [makeChild(evaluateBody())]
    }

    override func update(to newView: consuming ModifiedContent<Content, Modifier>) {
        let modifierChanged = isDirty || !info.comparator.isEqual(view.modifier, newView.modifier)
        view = newView
        if modifierChanged {
            refresh()
        }
        for placeholder in placeholders where placeholder.isAlive && !placeholder.children.isEmpty {
            placeholder.updateChild(placeholder.children[0], to: view.content)
        }
    }

    override func reconcile() {
        updateChild(children[0], to: evaluateBody())
    }

    /// Links the dynamic properties of a copy of the modifier and evaluates
    /// its body, with the reads of both attributed to this node.
    private func evaluateBody() -> Modifier.Body {
        graph.statistics.bodyEvaluations += 1
        return Evaluation.run(for: self) {
            var instance = view.modifier
            if !info.properties.isEmpty {
                withUnsafeMutablePointer(to: &instance) { pointer in
                    info.properties.link(UnsafeMutableRawPointer(pointer), storage: &storage, node: self)
                }
            }
            return instance.body(content: _ViewModifier_Content())
        }
    }

    func mountContent(in placeholder: ViewNode) -> ViewNode {
        placeholders.append(placeholder)
        return placeholder.makeChild(view.content)
    }

    func placeholderWillUnmount(_ placeholder: ViewNode) {
        placeholders.removeAll { $0 === placeholder }
    }

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(info.observation) }

    override func releaseResources() {
        info.properties.release(storage)
        storage = PropertyStorage(count: 0)
        placeholders = []
        super.releaseResources()
    }

    override var forwardsTraits: Bool { true }

    /// A container sees what the body shows, as SwiftUI flattens a custom
    /// view's body into its parent stack.
    override var isTransparentInLists: Bool { true }

    override var displayName: String { typeName(of: Modifier.self) }

    override var stateDescription: String? {
        info.properties.describe(storage)
    }
}
