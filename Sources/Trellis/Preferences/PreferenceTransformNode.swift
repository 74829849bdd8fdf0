/// The node of `.transformPreference`: transforms its subtree's value.
@MainActor
final class PreferenceTransformNode<Content: View, Key: PreferenceKey>:
    ModifierNode<Content, _PreferenceTransformModifier<Key>>
{
    override func modifierDidUpdate(from old: _PreferenceTransformModifier<Key>) {
        graph.preferencesMayHaveChanged(self)
    }

    override func reducePreferences() -> Bool {
        var reduced = PreferenceValues(reducing: children)
        var value = reduced[Key.self] ?? Key.defaultValue
        modifier.transform(&value)
        reduced[Key.self] = value
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    override var modifierName: String { "transformPreference(\(typeName(of: Key.self)))" }
}
