extension View {
    /// Runs `action` when the view is long-pressed: in a terminal, when it
    /// is right-clicked.
    ///
    /// ```swift
    /// Text(photo.name).onLongPressGesture { select(photo) }
    /// ```
    ///
    /// Mapped: a terminal reports no press duration, and a right click is
    /// what a long press is on a touch screen (both open context menus), so
    /// a right click on the view runs `onPressingChanged(true)`, `action`,
    /// then `onPressingChanged(false)`. `minimumDuration` and
    /// `maximumDistance` are accepted. A `.contextMenu` on the same view
    /// or inside it takes the right click first. Cost: none until a right
    /// click.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(_LongPressGestureModifier(action: action, onPressingChanged: onPressingChanged))
    }
}

/// Runs an action when the modified view is right-clicked (a long press).
public struct _LongPressGestureModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(LongPressGestureNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.onLongPressGesture`: takes right clicks while enabled.
@MainActor
final class LongPressGestureNode<Content: View>: ModifierNode<Content, _LongPressGestureModifier> {
    override func respondToSecondaryClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        modifier.onPressingChanged?(true)
        modifier.action()
        modifier.onPressingChanged?(false)
        return true
    }

    override var modifierName: String { "onLongPressGesture" }
}
