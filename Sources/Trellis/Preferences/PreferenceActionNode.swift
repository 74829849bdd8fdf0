/// The node of `.onPreferenceChange`: queues its action when the reduced
/// value of its subtree changes.
@MainActor
final class PreferenceActionNode<Content: View, Key: PreferenceKey>: ModifierNode<Content, _PreferenceActionModifier<Key>>
where Key.Value: Equatable {
    private var delivered: Key.Value?

    override func reducePreferences() -> Bool {
        let changed = super.reducePreferences()
        if let value = preferences[Key.self], value != delivered {
            delivered = value
            let action = modifier.action
            graph.enqueueAction(.actions) { action(value) }
        } else if preferences[Key.self] == nil, delivered != nil {
            delivered = nil
            let action = modifier.action
            graph.enqueueAction(.actions) { action(Key.defaultValue) }
        }
        return changed
    }

    override var modifierName: String { "onPreferenceChange(\(typeName(of: Key.self)))" }
}
