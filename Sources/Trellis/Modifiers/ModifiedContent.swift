/// A view (or modifier) with a modifier applied.
///
/// `Text("Hi").onAppear { … }` is a `ModifiedContent<Text, _AppearanceActionModifier>`.
/// Stacked modifiers nest: the last one applied is the outermost node, and
/// its content is the view with the earlier modifiers.
public struct ModifiedContent<Content, Modifier> {
    /// The content the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        Modifier._makeView(modifier: view, inputs: inputs)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A chain of two modifiers applies the first, then the second.
    ///
    /// The engine applies them directly; the chain has no body of its own.
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ComposedModifierNode(view: modifier, inputs: inputs))
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// ```swift
    /// Text("Hello").modifier(Boxed())
    /// ```
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
