/// A node that stores the view value of type `V` it was last given.
///
/// Every node a view type creates is a `TypedNode` of that view type, so a
/// parent that knows a child's static type can hand it a new value without a
/// dynamic cast (`ViewNode.updateChild(_:to:)`). Subclasses decide what a new
/// value means for their children.
@MainActor
class TypedNode<V: View>: ViewNode {
    /// The view value this node represents.
    ///
    /// Final, so that a comparison can read it in place (`&view`) instead
    /// of through a getter's copy.
    @exclusivity(unchecked) final var view: V

    /// Takes `view`, which the node stores, and borrows `inputs` (see
    /// `ViewNode.init(inputs:)`).
    init(view: consuming V, inputs: borrowing _ViewInputs) {
        self.view = view
        super.init(inputs: inputs)
    }

    /// Whether a new value from the parent requires work. Structural
    /// primitives always descend (their children compare themselves);
    /// composite views and leaves compare inputs.
    ///
    /// The new value is lent by address, so that a comparison reads it
    /// where it lies: no copy, and no closure (a main-actor closure handed
    /// to `withUnsafePointer` pays an isolation check per call).
    func needsUpdate(to newView: UnsafePointer<V>) -> Bool { true }

    /// Gives the node a new value from its parent's re-evaluated output.
    ///
    /// Stops propagation when the value is unchanged and nothing the node read
    /// changed; otherwise stores the value and reconciles the children.
    /// Takes the value (`consuming`): the parent made it for this node, so
    /// storing it moves it rather than copying it.
    func update(to newView: consuming V) {
        let wasDirty = isDirty
        var newView = newView
        guard wasDirty || needsUpdate(to: &newView) else { return }
        view = consume newView
        isDirty = false
        if wasDirty {
            dependenciesDidChange()
        }
        reconcile()
    }

    /// Reads again what the node read itself (``dependenciesDidChange()``),
    /// then brings its children up to date (``reconcile()``).
    override func readsDidChange() {
        dependenciesDidChange()
        reconcile()
    }

    /// Brings the children up to date with ``view``. Leaves do nothing.
    func reconcile() {}

    /// Called when something the node itself read (an environment value, not
    /// its view value) changed, whether or not a new view value arrives in
    /// the same update: nodes that read the environment outside a body (the
    /// text style of a `Text`, a `Divider`, a border) read it again here.
    func dependenciesDidChange() {}

    override var displayName: String { typeName(of: V.self) }
}
