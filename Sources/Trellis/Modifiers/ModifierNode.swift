/// The node of a primitive modifier: the modified content is its only child.
///
/// Subclasses add what the modifier does (lifecycle actions, environment
/// values, preferences) through ``modifierDidUpdate(from:)`` and the
/// `ViewNode` hooks; the content is reconciled the same way for all.
@MainActor
class ModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>> {
    /// The modifier value this node applies.
    var modifier: Modifier { view.modifier }

    override func mountContent() {
        children = [makeChild(view.content)]
    }

    override func update(to newView: consuming ModifiedContent<Content, Modifier>) {
        let old = view.modifier
        let wasDirty = isDirty
        view = newView
        isDirty = false
        if wasDirty {
            dependenciesDidChange()
        }
        modifierDidUpdate(from: old)
        reconcile()
    }

    /// Called when the parent passed a new modifier value, before the content
    /// is reconciled.
    func modifierDidUpdate(from old: Modifier) {}

    override func reconcile() {
        updateChild(children[0], to: view.content)
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { "." + modifierName }

    /// The modifier's name as written in source, such as `onAppear`.
    var modifierName: String { typeName(of: Modifier.self) }
}
