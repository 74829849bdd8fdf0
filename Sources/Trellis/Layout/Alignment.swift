/// How views are aligned along the horizontal axis in a `VStack`.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    let position: Int

    /// Align the leading edges.
    public static let leading = HorizontalAlignment(position: 0)
    /// Align the centres.
    public static let center = HorizontalAlignment(position: 1)
    /// Align the trailing edges.
    public static let trailing = HorizontalAlignment(position: 2)
}

/// How views are aligned along the vertical axis in an `HStack`.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    let position: Int

    /// Align the top edges.
    public static let top = VerticalAlignment(position: 0)
    /// Align the centres.
    public static let center = VerticalAlignment(position: 1)
    /// Align the bottom edges.
    public static let bottom = VerticalAlignment(position: 2)
    /// Align the first lines of text (the top row in a terminal).
    public static let firstTextBaseline = VerticalAlignment(position: 0)
    /// Align the last lines of text (the bottom row in a terminal).
    public static let lastTextBaseline = VerticalAlignment(position: 2)
}

/// How views are aligned in both axes, in a `ZStack` or a frame.
public struct Alignment: Equatable, Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The middle of the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (left in a left-to-right terminal).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits, one per `Edge` raw value.
        public let rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
