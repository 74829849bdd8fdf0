extension View {
    /// Gives the view a value that a `Picker` (and the containers that
    /// select among their subviews) reads to tell it from its siblings.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) {
    ///     Text("Small").tag(Size.small)
    ///     Text("Large").tag(Size.large)
    /// }
    /// ```
    ///
    /// The tag must have the selection's type to match it. It changes
    /// nothing about the view's identity or drawing.
    public func tag<Value: Hashable>(_ tag: Value) -> some View {
        modifier(_TagModifier(value: AnyHashable(tag)))
    }
}

/// Attaches a tag to the modified view.
public struct _TagModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let value: AnyHashable

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(TagNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.tag(_:)`: answers its tag to the container above.
@MainActor
final class TagNode<Content: View>: ModifierNode<Content, _TagModifier> {
    override var tagValue: AnyHashable? { modifier.value }

    override func modifierDidUpdate(from old: _TagModifier) {
        if old.value != modifier.value, let parent {
            parent.setNeedsLayout()
        }
    }

    override var modifierName: String { "tag" }
}
