extension View {
    /// Marks this layout container's subviews as the targets a scroll
    /// position names (`.scrollPosition(id:)` reports the first one in
    /// view); SwiftUI's `scrollTargetLayout(isEnabled:)`.
    ///
    /// ```swift
    /// ScrollView {
    ///     VStack { ForEach(items) { Row($0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $topItem)
    /// ```
    ///
    /// The rows of a lazy stack are targets with or without the marker.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// Marks a layout container's subviews as scroll targets.
public struct _ScrollTargetLayoutModifier: ViewModifier {
    /// Applied by the engine: there is no body to evaluate.
    public typealias Body = Never

    let isEnabled: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ScrollTargetLayoutNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.scrollTargetLayout()`: a marker the enclosing scroll view
/// finds below itself.
@MainActor
final class ScrollTargetLayoutNode<Content: View>: ModifierNode<Content, _ScrollTargetLayoutModifier> {
    override var marksScrollTargets: Bool { modifier.isEnabled }

    override var modifierName: String { "scrollTargetLayout" }
}
