/// The node of `.focused(_:)` and `.focused(_:equals:)`: keeps a
/// `@FocusState` and the focus in agreement, in both directions.
///
/// Registered with the graph's ``Focus`` for its whole life. It depends on
/// the state's cell, so a write to the state re-evaluates it; it then moves
/// the focus (after the update, when the subtree is complete). The focus
/// moving by Tab or click reaches it through ``focusDidEnter()`` and
/// ``focusDidLeave()``.
@MainActor
final class FocusBindingNode<Content: View, Value: Hashable>: ModifierNode<Content, _FocusedModifier<Value>>, FocusBinding {
    override func mountContent() {
        graph.focus.register(self)
        super.mountContent()
        synchronize()
    }

    override func modifierDidUpdate(from old: _FocusedModifier<Value>) {
        synchronize()
    }

    override func readsDidChange() {
        synchronize()
    }

    override func releaseResources() {
        graph.focus.unregister(self)
        super.releaseResources()
    }

    func focusDidEnter() {
        let cell = modifier.binding.cell
        if cell.untrackedValue != modifier.value {
            cell.value = modifier.value
        }
    }

    func focusDidLeave() {
        let cell = modifier.binding.cell
        if cell.untrackedValue == modifier.value {
            cell.value = modifier.binding.resetValue
        }
    }

    var state: ObjectIdentifier { ObjectIdentifier(modifier.binding.cell) }

    var holdsValue: Bool { modifier.binding.cell.untrackedValue == modifier.value }

    override var modifierName: String { "focused" }

    /// Reads the state (recording the dependency) and, after the update,
    /// moves the focus in or out when the two disagree.
    private func synchronize() {
        let wantsFocus = Evaluation.readEnvironment(for: self) { modifier.binding.cell.value == modifier.value }
        let focus: Focus = graph.focus
        guard wantsFocus != focus.isFocusWithin(self), !focus.isFocusClaimed(by: state) else { return }
        graph.enqueueAction(.actions) { [weak self] in
            guard let self, isAlive else { return }
            let focus: Focus = graph.focus
            // Where another binding of the same state, around the focus,
            // holds its value, the focus is already where the state says:
            // two views bound to one value, or nested bindings.
            guard !focus.isFocusClaimed(by: state) else { return }
            if holdsValue, !focus.isFocusWithin(self) {
                if let target = focus.firstFocusable(in: self) {
                    focus.move(to: target)
                }
            } else if !holdsValue, focus.isFocusWithin(self) {
                focus.move(to: nil)
            }
        }
    }
}
