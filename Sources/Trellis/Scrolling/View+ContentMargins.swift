extension View {
    /// Sets the margins of the scroll views in this view on `edges` to
    /// `insets`' values for those edges.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { Cards() }
    ///     .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
    /// ```
    ///
    /// In cells. `.scrollContent` margins lie inside the scroll view around
    /// its content: the content is proposed the viewport less the margins
    /// across its scroll axis, starts and ends that far inside, and scrolls
    /// under them; `.containerRelativeFrame` measures against the viewport
    /// less them. `.scrollIndicators` margins shorten the scroll bar's
    /// track at its ends. `.automatic` sets both. A `LazyVStack` or
    /// `LazyHStack` that fills the scroll view (and so a `List`) is inset by
    /// the content margins: its rows do not scroll under them. Margins set
    /// further in win for their edges. Cost: one environment entry.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            margins.set(edges, to: insets, for: placement)
        }
    }

    /// Sets the margins of the scroll views in this view on `edges` to
    /// `length` cells (1 when `nil`, as `.padding`).
    ///
    /// ```swift
    /// ScrollView { Rows() }.contentMargins(.vertical, 1)
    /// ```
    ///
    /// As the form that takes `EdgeInsets`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 1), for: placement)
    }

    /// Sets the margins of the scroll views in this view on every edge to
    /// `length` cells.
    ///
    /// ```swift
    /// ScrollView { Rows() }.contentMargins(1, for: .scrollContent)
    /// ```
    ///
    /// As the form that takes `EdgeInsets`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}
