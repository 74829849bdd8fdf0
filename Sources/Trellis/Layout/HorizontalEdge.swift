/// The leading or trailing edge of a view.
///
/// ```swift
/// Row(item).swipeActions(edge: .leading) { Button("Pin") { pin(item) } }
/// ```
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The start of a line.
    case leading
    /// The end of a line.
    case trailing
}

/// The top or bottom edge of a view.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top.
    case top
    /// The bottom.
    case bottom
}
