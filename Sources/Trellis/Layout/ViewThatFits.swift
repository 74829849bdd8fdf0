/// A view that shows the first of its subviews that fits the space offered,
/// along the axes given.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Temperature"); Text("21 °C") }   // shown when 18 columns fit
///     Text("21 °C")                                    // otherwise
/// }
/// ```
///
/// Each subview is asked for its ideal size along `axes` (no proposal
/// along them; the offered length across them) in order; the first whose
/// ideal size fits the proposal is shown, at the proposal, and the last one
/// when none fits. The choice is made again at every layout, so a resize
/// of the terminal switches between them.
///
/// Every subview is built and keeps its state, so switching back shows it
/// as it was; only the one shown is in the visible hierarchy: it alone
/// appears (`onAppear`, `task`), takes part in focus and is drawn, and the
/// one it replaces disappears (Lifecycle.md rule 15, as for tabs).
///
/// Cost: at most one ideal-size measurement per subview per proposal,
/// cached like any other.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    /// A view that shows the first subview of `content` that fits along
    /// `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ViewThatFitsNode(view: view, inputs: inputs))
    }
}
