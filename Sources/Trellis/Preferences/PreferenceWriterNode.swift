/// The node of `.preference(key:value:)`: its subtree reports its value.
@MainActor
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: ModifierNode<Content, _PreferenceWritingModifier<Key>> {
    override func modifierDidUpdate(from old: _PreferenceWritingModifier<Key>) {
        if !ValueComparator.of(Key.Value.self).isEqual(old.value, modifier.value) {
            graph.preferencesMayHaveChanged(self)
        }
    }

    override func reducePreferences() -> Bool {
        var reduced = PreferenceValues(reducing: children)
        reduced[Key.self] = modifier.value
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    override var modifierName: String { "preference(\(typeName(of: Key.self)))" }
}
