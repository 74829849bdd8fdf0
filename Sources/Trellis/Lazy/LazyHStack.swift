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
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    static var axis: Axis { .horizontal }

    var cellSpacing: Int { (spacing ?? 1).wholeCells }

    var crossAlignment: Int { alignment.position }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LazyStackNode(view: view, inputs: inputs))
    }
}

/// What the node of a lazy stack needs from `LazyVStack` and `LazyHStack`.
@MainActor
protocol LazyStackContainer: View where Body == Never {
    associatedtype Content: View
    static var axis: Axis { get }
    var content: Content { get }
    var cellSpacing: Int { get }
    var crossAlignment: Int { get }
}
