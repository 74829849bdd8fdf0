extension View {
    /// Sets the order in which overlapping views of a `ZStack` are drawn:
    /// a higher index is drawn later, on top; equal ones keep their order
    /// in the block. The default index is 0.
    ///
    /// ```swift
    /// ZStack {
    ///     Text("on top").zIndex(1)   // drawn last, though written first
    ///     Text("below")
    /// }
    /// ```
    ///
    /// Clicks follow the drawn order (the view on top takes them); the
    /// focus order stays the order of the block. Cost: one node; a change
    /// of index redraws the stack.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }
}

/// Sets the drawing order of the modified view in a `ZStack`.
public struct _ZIndexModifier: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var value: Double

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ZIndexNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.zIndex`.
@MainActor
final class ZIndexNode<Content: View>: ModifierNode<Content, _ZIndexModifier> {
    override func modifierDidUpdate(from old: _ZIndexModifier) {
        guard old != modifier else { return }
        // The container that reads the index: the first ancestor past the
        // modifiers, custom views and transparent nodes the trait passes
        // through (`.zIndex(1).padding()` is still the stack's subview).
        var container = parent
        while let node = container, node.forwardsTraits || node.isTransparentInLists {
            container = node.parent
        }
        container?.childrenDidChange()
    }

    override var zIndex: Double { modifier.value }

    override var modifierName: String { "zIndex" }
}
