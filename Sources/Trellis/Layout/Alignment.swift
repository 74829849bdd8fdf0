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

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
