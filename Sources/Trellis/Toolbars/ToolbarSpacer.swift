/// A gap between toolbar items: SwiftUI's `ToolbarSpacer`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Share") { … } }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("More") { … } }
/// }
/// ```
///
/// ```
/// [ Share ]                                  [ More ]   .flexible
/// [ Share ]  [ More ]                                   .fixed
/// ```
///
/// A flexible spacer takes the room its bar has left, pushing the items
/// after it to the bar's end; a fixed one adds one column to the gap
/// between its neighbours. It is an item of the bar, with nothing to
/// focus.
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    /// Primitive toolbar content: collected, never evaluated.
    public typealias Body = Never

    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer sized by `sizing` among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// Collects the spacer as an item (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        let gap =
            content.sizing == .flexible
            ? AnyView(Spacer(minLength: 0)) : AnyView(Color.clear.frame(width: 0, height: 1))
        items.append(placement: content.placement, id: nil, content: gap, expands: content.sizing == .flexible)
    }
}

/// How a ``ToolbarSpacer`` sizes itself: SwiftUI's `SpacerSizing`.
///
/// ```swift
/// ToolbarSpacer(.fixed)
/// ```
public struct SpacerSizing: Hashable, Sendable {
    let name: String

    /// As wide as the bar has room for.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A fixed gap: one column more between its neighbours.
    public static let fixed = SpacerSizing(name: "fixed")
}
