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

extension VerticalEdge {
    /// A set of vertical edges: `.listRowSeparator(.hidden, edges: .bottom)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits, one per `VerticalEdge` raw value.
        public let rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = Set(rawValue: 1 << VerticalEdge.top.rawValue)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << VerticalEdge.bottom.rawValue)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
