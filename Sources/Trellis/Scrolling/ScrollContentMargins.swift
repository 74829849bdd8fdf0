/// The margins the scroll views below take from `.contentMargins`: around
/// their content and along their bars, in whole cells.
///
/// ```
/// .contentMargins(.horizontal, 2) → content (0, 2, 0, 2) · indicators (0, 2, 0, 2)
/// .contentMargins(.top, 1, for: .scrollContent) inside → content (1, 2, 0, 2) · indicators unchanged
/// ```
struct ScrollContentMargins: Equatable {
    /// Around the content: it is laid out inside them and scrolls under them.
    var content = CellInsets()
    /// Along the bars: a bar's track starts and ends that far inside.
    var indicators = CellInsets()

    /// Sets `edges` of the margins `placement` names to `insets`' values
    /// for those edges.
    mutating func set(_ edges: Edge.Set, to insets: EdgeInsets, for placement: ContentMarginPlacement) {
        let cells = insets.cells
        let new = CellInsets(top: cells.top, leading: cells.leading, bottom: cells.bottom, trailing: cells.trailing)
        if placement.kind != .scrollIndicators {
            content.set(edges, to: new)
        }
        if placement.kind != .scrollContent {
            indicators.set(edges, to: new)
        }
    }
}

/// The key of `EnvironmentValues.scrollContentMargins`.
struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: ScrollContentMargins { ScrollContentMargins() }
}

extension EnvironmentValues {
    /// The margins of the scroll views here (`.contentMargins`).
    var scrollContentMargins: ScrollContentMargins {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}
