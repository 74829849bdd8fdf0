extension View {
    /// Keeps the view's place in the layout but draws nothing.
    ///
    /// ```swift
    /// Text("placeholder").hidden()
    /// ```
    public func hidden() -> some View {
        modifier(_OpacityEffect(opacity: 0))
    }

    /// Draws the view with `opacity`: a terminal has no transparency, so 0
    /// (or less) draws nothing while keeping the view's place, like
    /// `.hidden()`; between 0 and 1 the view is drawn faint (SGR 2); 1 (or
    /// more) draws it as it is.
    ///
    /// ```swift
    /// Text("disabled").opacity(isEnabled ? 1 : 0.5)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }
}

/// Hides or fades the modified view.
public struct _OpacityEffect: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var opacity: Double

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(OpacityNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.opacity` and `.hidden()`.
@MainActor
final class OpacityNode<Content: View>: ModifierNode<Content, _OpacityEffect> {
    override func modifierDidUpdate(from old: _OpacityEffect) {
        if old != modifier {
            setNeedsDisplay()
        }
    }

    override var drawsSubviews: Bool { !(modifier.opacity <= 0) }

    /// Between 0 and 1, the content draws faint: a terminal has no partial
    /// transparency.
    override func drawContent(in context: inout DrawContext) {
        if modifier.opacity < 1 {
            context.isFaint = true
        }
    }

    override var modifierName: String { modifier.opacity <= 0 ? "hidden" : "opacity" }
}
