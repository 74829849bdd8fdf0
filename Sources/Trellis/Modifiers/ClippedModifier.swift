extension View {
    /// Cuts the view's drawing off at its frame: content larger than the
    /// frame draws only inside it, and clicks outside it do not reach it.
    ///
    /// ```swift
    /// Report()
    ///     .frame(minHeight: 0, maxHeight: .infinity)   // takes the height offered, even when the report is taller
    ///     .clipped()                                    // and draws no row below it
    /// ```
    ///
    /// A frame reports the content's own size when the content is larger
    /// than offered (as in SwiftUI), so clip a frame that takes the size
    /// offered, `.frame(minHeight: 0, maxHeight: .infinity)`, to keep the
    /// views after it in place. Content cut off by a clip does not count as
    /// overflowing the views around it, so it does not force full redraws.
    /// `antialiased` is accepted for source compatibility: cells have no
    /// partial coverage. Cost: one rectangle intersection per drawn area.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClippedModifier())
    }
}

/// Clips the modified view to its frame.
public struct _ClippedModifier: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ClippedNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.clipped()`: nothing below it draws or takes clicks
/// outside its frame.
@MainActor
final class ClippedNode<Content: View>: ModifierNode<Content, _ClippedModifier> {
    override var clipsSubviews: Bool { true }

    override var modifierName: String { "clipped" }
}
