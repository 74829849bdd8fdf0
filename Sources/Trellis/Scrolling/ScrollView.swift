/// A view that shows part of its content and scrolls to the rest:
/// SwiftUI's `ScrollView`.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) {
///         ForEach(lines, id: \.self) { Text($0) }
///     }
/// }
/// ```
///
/// The scroll view takes the space it is offered and proposes its content
/// unlimited length along its axes (`.vertical` by default, `.horizontal`,
/// or both), so the content takes its ideal length; what lies outside the
/// viewport is clipped. It scrolls
///
/// - by keys while it or a view inside it has the focus (it takes the focus
///   itself when its content is longer than its viewport and nothing
///   inside it can take the focus): ↑/↓ one row,
///   ←/→ one column, PageUp/PageDown a viewport less one row, Home/End to
///   the start and the end;
/// - by the mouse wheel over it, three rows (or columns) a notch;
/// - to keep the focused view in view when the focus moves inside it.
///
/// With `showsIndicators` (and unless `.scrollIndicators(.hidden)`) a
/// scroll bar takes the last column (and the last row when scrolling
/// horizontally) while the content is longer than the viewport. A `LazyVStack` or `LazyHStack` as content (directly or
/// through modifiers) scrolls itself by rows and is never laid out beyond
/// the viewport (ARCHITECTURE.md, “Scrolling and lazy stacks”); a non-lazy content is laid out whole once and
/// moved. A non-lazy stack inside appears at once and fires nothing while
/// it scrolls (Lifecycle.md rule 6).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never

    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether a scroll bar shows while the content is longer than the viewport.
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// Creates a scroll view of `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ScrollViewNode(view: view, inputs: inputs))
    }
}
