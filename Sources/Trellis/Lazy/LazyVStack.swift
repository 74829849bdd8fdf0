/// A vertical stack that builds only the rows in view: SwiftUI's
/// `LazyVStack`.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(0..<10_000_000) { index in Text("Row \(index)") }
///     }
/// }
/// ```
///
/// As the content of a `ScrollView` (directly or through modifiers) the
/// stack fills the scroll view's viewport from its scroll position (a row
/// and an offset into it) and builds only the rows that intersect it, so
/// mounting, scrolling and updating cost O(visible rows) whatever the size
/// of the data (ARCHITECTURE.md, “Scrolling and lazy stacks”). A row appears when it scrolls in and disappears
/// when it scrolls out (Lifecycle.md rule 19); a scrolled-out row keeps its
/// state in a retention cache of ``LazyStackRetention/defaultLimit`` rows
/// (change it with `.lazyRowRetention(_:)`). Inside scrolled content that
/// it does not fill (`ScrollView { VStack { Header(); LazyVStack { … } } }`)
/// it takes its estimated length (rows × their average length) and builds
/// the rows in view; outside any scroll view it shows the rows that fit.
/// Spacing defaults to 0 rows, as in `VStack`.
public struct LazyVStack<Content: View>: View, LazyStackContainer {
    public typealias Body = Never

    /// How the rows line up across the stack.
    public var alignment: HorizontalAlignment
    /// The rows between adjacent rows (`nil`: 0).
    public var spacing: CGFloat?
    /// The rows.
    public var content: Content

    /// Creates a lazy vertical stack of `content`'s rows.
    ///
    /// ```swift
    /// LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
    ///     Section("Today") { ForEach(today) { Row($0) } }
    /// }
    /// ```
    ///
    /// `pinnedViews` pins the headers (`.sectionHeaders`) and footers
    /// (`.sectionFooters`) of the `Section`s in `content` while the stack
    /// fills a `ScrollView`'s viewport or lies in its scrolled content:
    /// while a section's rows scroll under the top of the visible area, its
    /// header stays drawn there, over them, until the next section pushes
    /// it up; a footer stays at the bottom the same way. A pinned header
    /// or footer stays appeared while its section has a row in view. The
    /// rows under it are hidden (a cell shows one character), so it needs
    /// no background. Cost: none without `pinnedViews`; with it,
    /// O(log sections) per placement.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// Rows stack vertically.
    static var axis: Axis { .vertical }

    /// The spacing in whole rows.
    var cellSpacing: Int { (spacing ?? 0).wholeCells }

    /// Where rows line up across: 0 leading, 1 centre, 2 trailing.
    var crossAlignment: Int { alignment.position }

    /// The section views pinned while scrolling.
    let pinnedViews: PinnedScrollableViews

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LazyStackNode(view: view, inputs: inputs))
    }
}
