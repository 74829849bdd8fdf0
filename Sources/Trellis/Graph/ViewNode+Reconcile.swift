/// The three verbs every primitive's reconciliation is written with.
///
/// A parent knows the static type of each child slot, so reconciliation is
/// generic code: ``makeChild(_:)`` creates and mounts a node for a value,
/// ``updateChild(_:to:)`` hands an existing node its new value, and
/// ``removeChild(_:)`` unmounts one. Replacing an identity (a conditional
/// branch swap, a new `.id`, an `AnyView` of another type) is a remove plus a
/// make; the commit queue orders their actions (Lifecycle.md rule 10).
extension ViewNode {
    /// Brings the node up to date after a value it read changed: clears
    /// its mark, then ``readsDidChange()``. Final: what a refresh means is
    /// said by that one hook.
    final func refresh() {
        isDirty = false
        readsDidChange()
    }

    /// Creates a node for `view` under this node and mounts it.
    ///
    /// The caller places the returned node in ``children``. The value is
    /// handed on (`consuming`) to the node that stores it.
    func makeChild<Content: View>(_ view: consuming Content) -> ViewNode {
        let child = Content._makeView(view: view, inputs: _ViewInputs(parent: self)).node
        child.mount()
        return child
    }

    /// Hands `child`, a node created for `Content`, its new value.
    ///
    /// The cast is unchecked in release builds: a slot's static type never
    /// changes while its identity lives. The value is handed on, not copied
    /// (`consuming`), to the node that stores it.
    func updateChild<Content: View>(_ child: ViewNode, to view: consuming Content) {
        assert(child is TypedNode<Content>, "\(type(of: child)) is not a node for \(Content.self)")
        unsafeDowncast(child, to: TypedNode<Content>.self).update(to: view)
    }

    /// Unmounts `child`, queueing its disappear actions after the appear
    /// actions of this update, or before them when the removed view carries
    /// `.transition(.identity)` (Lifecycle.md rule 10).
    func removeChild(_ child: ViewNode) {
        let phase: CommitQueue.Phase = child.removesWithIdentityTransition ? .identityRemoval : .removal
        let hadPreferences = !child.preferences.isEmpty
        child.unmount(phase: phase)
        childrenDidChange()
        if hadPreferences {
            graph.preferencesMayHaveChanged(self)
        }
    }

    /// Creates the child for `view` at `index` of ``children``, replacing the
    /// node there (new identity: fresh state).
    func replaceChild<Content: View>(at index: Int, with view: Content) {
        removeChild(children[index])
        let child = makeChild(view)
        children[index] = child
        childWasInserted(child)
    }

    /// Appends a new child for `view` during an update.
    func appendChild<Content: View>(_ view: Content) {
        let child = makeChild(view)
        children.append(child)
        childWasInserted(child)
    }

    /// Tells the layout that a child was inserted during an update, and the
    /// graph that it may change this node's preferences.
    func childWasInserted(_ child: ViewNode) {
        childrenDidChange()
        if !child.preferences.isEmpty {
            graph.preferencesMayHaveChanged(self)
        }
    }

    /// Whether removing this node uses the identity transition: its own
    /// transition or one on the single-child chain at the top of its subtree
    /// (modifiers, custom views' bodies, view modifiers' bodies), the way a
    /// view's traits reach its container.
    var removesWithIdentityTransition: Bool {
        var node: ViewNode? = self
        while let current = node {
            if let transition = current.removalTransition {
                return transition.removal.isIdentity
            }
            node = current.forwardsTraits ? current.children.first : nil
        }
        return false
    }
}
