extension View {
    /// Sets the value of `key` for this view, replacing what its descendants set.
    ///
    /// ```swift
    /// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
    /// ```
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        modifier(_PreferenceWritingModifier<Key>(value: value))
    }

    /// Changes the value of `key` that this view's descendants set.
    ///
    /// ```swift
    /// Section().transformPreference(BadgeCount.self) { $0 += 1 }
    /// ```
    public func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformModifier<Key>(transform: callback))
    }

    /// Runs `action` with the value of `key` this view's subtree reports,
    /// when it is first reported and whenever it changes (by `==`).
    ///
    /// ```swift
    /// content.onPreferenceChange(TitleKey.self) { title = $0 }
    /// ```
    ///
    /// The action runs in the commit of the update that changed the value;
    /// only the path from the changed view up to this one is reduced again.
    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
    ) -> some View where Key.Value: Equatable {
        modifier(_PreferenceActionModifier<Key>(action: action))
    }
}

/// Sets a preference value for the content.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The value set.
    public var value: Key.Value

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceWriterNode(view: modifier, inputs: inputs))
    }
}

/// Transforms the content's preference value.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The transformation.
    public var transform: (inout Key.Value) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceTransformNode(view: modifier, inputs: inputs))
    }
}

/// Runs an action when the content's preference value changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The action.
    public var action: (Key.Value) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PreferenceActionNode(view: modifier, inputs: inputs))
    }
}

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
