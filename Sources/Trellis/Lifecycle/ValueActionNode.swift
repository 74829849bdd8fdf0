/// The node of `onChange(of:)`: remembers the last value and queues the
/// action when a new one differs by `==`.
@MainActor
final class ValueActionNode<Content: View, Value: Equatable>: ModifierNode<Content, _ValueActionModifier<Value>> {
    private var lastValue: Value

    override init(view: consuming ModifiedContent<Content, _ValueActionModifier<Value>>, inputs: borrowing _ViewInputs) {
        lastValue = view.modifier.value
        super.init(view: view, inputs: inputs)
    }

    override func didAppear() {
        let value = lastValue
        if modifier.initial {
            let action = modifier.action
            graph.enqueueAction(.actions) { action(value, value) }
        }
    }

    override func modifierDidUpdate(from old: _ValueActionModifier<Value>) {
        let newValue = modifier.value
        guard newValue != lastValue else { return }
        let oldValue = lastValue
        lastValue = newValue
        let action = modifier.action
        graph.enqueueAction(.actions) { action(oldValue, newValue) }
    }

    override var modifierName: String { "onChange" }

    override var stateDescription: String? { "of: \(lastValue)" }
}
