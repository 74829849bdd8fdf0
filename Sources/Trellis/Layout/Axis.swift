/// The horizontal or the vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8

        /// Creates a set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
