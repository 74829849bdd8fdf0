extension View {
    /// Shows `content` along `edge`, beside the view rather than over it:
    /// a bar under a list, a banner above a scroll view.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) {
    ///         Text("\(items.count) items").foregroundStyle(.secondary)
    ///     }
    /// ```
    ///
    /// The view keeps the space that is left, so a scroll view's last rows
    /// stay reachable above a bottom bar, as in SwiftUI. `spacing` rows
    /// apart (none by default); the content aligned at `alignment` across.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top {
                inset
            }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom {
                inset
            }
        }
    }

    /// Shows `content` along `edge`, beside the view: a side bar next to a
    /// scroll view, `spacing` columns apart (one by default).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 1) {
            if edge == .leading {
                inset
            }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing {
                inset
            }
        }
    }
}
