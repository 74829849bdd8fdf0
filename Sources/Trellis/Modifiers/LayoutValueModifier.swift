extension View {
    /// Hands `value` for `key` to the ``Layout`` that arranges this view.
    ///
    /// ```swift
    /// Text("first").layoutValue(key: Rank.self, value: 1)
    /// ```
    ///
    /// The layout reads it with `subview[Rank.self]`. Changing the value
    /// lays the container out again.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

/// Sets a layout value on the modified view.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var value: Key.Value

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(LayoutValueNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.layoutValue(key:value:)`: answers the key for the view it
/// modifies, and asks for layout when the value is replaced.
@MainActor
final class LayoutValueNode<Content: View, Key: LayoutValueKey>: ModifierNode<Content, _LayoutValueModifier<Key>> {
    override func modifierDidUpdate(from old: _LayoutValueModifier<Key>) {
        setNeedsLayout()
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? modifier.value : super.layoutValue(for: key)
    }

    override var modifierName: String { "layoutValue" }
}
