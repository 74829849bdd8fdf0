/// The node of a presenting modifier: its first child is the presenter (the
/// modified view), its second, while something is presented, the
/// presentation's root (``PresentationRootNode``).
///
/// It reads the binding (recording it as a dependency) when it is mounted,
/// updated or invalidated, and turns each change into the orders of
/// Lifecycle.md rules 16 and 17:
///
/// ```
/// sheet    present   actions: [content+]
///          dismiss   removal: [content-, onDismiss]
///          item a→b  identityRemoval: [a-, onDismiss]   actions: [b+]
/// cover    present   actions: [cover+]                  removal: [presenter-]
///          dismiss   actions: [presenter+]              removal: [cover-, onDismiss]
/// ```
///
/// Every presentation mounts a new root, so its content starts with fresh
/// state. Under a cover the presenter stays mounted (its state kept) but
/// leaves the visible hierarchy and is not drawn. The presented content's
/// preferences stay with it: they do not reach the presenter. Cost: O(1)
/// per update besides mounting and unmounting the content.
@MainActor
final class PresentationModifierNode<Content: View, Presented: View>:
    ModifierNode<Content, _PresentationModifier<Presented>>
{
    /// What is presented now (`nil` when nothing), as `identity` read it.
    private var presentedIdentity: AnyHashable?

    /// True while the presenter is mounted under a cover that is presented
    /// from the start: it is then mounted out of the visible hierarchy.
    private var mountsPresenterHidden = false

    override func mountContent() {
        mountsPresenterHidden = modifier.style == .fullScreenCover && modifier.identity() != nil
        super.mountContent()
        mountsPresenterHidden = false
        applyPresentation()
    }

    override var childrenAreVisible: Bool { isVisible && !mountsPresenterHidden }

    override func reconcile() {
        super.reconcile()
        applyPresentation()
    }

    override func readsDidChange() {
        applyPresentation()
    }

    private var root: ViewNode? { children.count > 1 ? children[1] : nil }

    private var isCovering: Bool { modifier.style == .fullScreenCover && root != nil }

    private func applyPresentation() {
        let (identity, content) = Evaluation.run(for: self) { (modifier.identity(), modifier.content()) }
        guard let identity, let content else {
            if root != nil {
                end()
            }
            presentedIdentity = nil
            return
        }
        if let root, identity == presentedIdentity, let presentation = (root as? any PresentedRoot)?.presentation {
            updateChild(root, to: _PresentationRoot(presentation: presentation, content: content))
            return
        }
        if let root {
            replace(root, with: content)
        } else {
            present(content)
        }
        presentedIdentity = identity
    }

    /// Mounts a fresh root for `content`; a cover then takes the presenter
    /// out of the visible hierarchy.
    private func present(_ content: Presented) {
        let presentation = Presentation(style: modifier.style) { [weak self] in self?.modifier.end() }
        appendChild(_PresentationRoot(presentation: presentation, content: content))
        if modifier.style == .fullScreenCover {
            children[0].setVisible(false)
        }
        takeFocus()
    }

    /// Removes the root; a cover first brings the presenter back.
    private func end() {
        guard let root else { return }
        if modifier.style == .fullScreenCover {
            children[0].setVisible(isVisible)
        }
        removeChild(root)
        children.removeLast()
        if let onDismiss = modifier.onDismiss {
            graph.enqueueAction(.removal, onDismiss)
        }
    }

    /// `sheet(item:)` given another item while presented: the old content
    /// disappears and `onDismiss` runs before the new content appears.
    private func replace(_ root: ViewNode, with content: Presented) {
        let focusBeforePresentation = (root as? any PresentedRoot)?.focusBeforePresentation
        (root as? any PresentedRoot)?.focusBeforePresentation = nil
        root.unmount(phase: .identityRemoval)
        children.removeLast()
        childrenDidChange()
        if let onDismiss = modifier.onDismiss {
            graph.enqueueAction(.identityRemoval, onDismiss)
        }
        let presentation = Presentation(style: modifier.style) { [weak self] in self?.modifier.end() }
        appendChild(_PresentationRoot(presentation: presentation, content: content))
        (self.root as? any PresentedRoot)?.focusBeforePresentation = focusBeforePresentation
        takeFocus()
    }

    /// Takes the focus from the presenter once the update is done: key
    /// presses then start inside the presentation.
    private func takeFocus() {
        graph.enqueueAction(.actions) { [weak self] in
            guard let self, let root, let focused = graph.focus.focused, !Focus.isNode(focused, inside: root) else {
                return
            }
            graph.focus.move(to: nil)
        }
    }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        isVisible && !(child === children[0] && isCovering)
    }

    override func collectLayoutItems() -> [ViewNode] {
        listItems(of: children[0])
    }

    override var drawsSubviews: Bool { !isCovering }

    override func reducePreferences() -> Bool {
        let reduced = PreferenceValues(reducing: [children[0]])
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    override var modifierName: String {
        switch modifier.style {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .overFullScreen: "overFullScreen"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        }
    }
}
