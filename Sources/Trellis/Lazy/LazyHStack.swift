/// A horizontal stack that builds only the columns in view: SwiftUI's
/// `LazyHStack`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(0..<1_000_000) { Text("\($0)") } }
/// }
/// ```
///
/// Behaves as ``LazyVStack`` along the horizontal axis. Spacing defaults to
/// 1 column, as in `HStack`.
public struct LazyHStack<Content: View>: View, LazyStackContainer {
    public typealias Body = Never

    /// How the columns line up across the stack.
    public var alignment: VerticalAlignment
    /// The columns between adjacent views (`nil`: 1).
    public var spacing: CGFloat?
    /// The columns.
    public var content: Content

    /// Creates a lazy horizontal stack of `content`'s views.
    ///
    /// ```swift
    /// LazyHStack(spacing: 2, pinnedViews: .sectionHeaders) { ForEach(tags) { Text($0) } }
    /// ```
    ///
    /// `pinnedViews` pins the headers and footers of the `Section`s in
    /// `content` at the leading and trailing edges of the visible area, as
    /// `LazyVStack` pins them at its top and bottom.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Views stand side by side.
    static var axis: Axis { .horizontal }

    /// The spacing in whole columns.
    var cellSpacing: Int { (spacing ?? 1).wholeCells }

    /// Where views line up across: 0 top, 1 centre, 2 bottom.
    var crossAlignment: Int { alignment.position }

    /// The section views pinned while scrolling.
    let pinnedViews: PinnedScrollableViews

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LazyStackNode(view: view, inputs: inputs))
    }
}

/// What the node of a lazy stack needs from `LazyVStack` and `LazyHStack`.
@MainActor
protocol LazyStackContainer: View where Body == Never {
    associatedtype Content: View
    /// The axis the rows stack along.
    static var axis: Axis { get }
    /// The rows.
    var content: Content { get }
    /// The cells between rows.
    var cellSpacing: Int { get }
    /// Where rows line up across the axis: 0 start, 1 centre, 2 end.
    var crossAlignment: Int { get }
    /// The section views pinned while scrolling.
    var pinnedViews: PinnedScrollableViews { get }
}
