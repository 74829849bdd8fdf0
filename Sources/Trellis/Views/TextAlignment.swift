/// How the lines of a multiline text line up with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// Where text that does not fit is cut, and the `…` drawn.
    public enum TruncationMode: Hashable, Sendable {
        /// Keep the end: `…ing text`.
        case head
        /// Keep both ends: `lo…xt`.
        case middle
        /// Keep the start: `long te…` (the default).
        case tail
    }
}
