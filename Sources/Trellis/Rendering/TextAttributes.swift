/// The character attributes of a cell: bold, faint, italic, underline,
/// strikethrough, reverse video.
///
/// ```swift
/// #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint, dim (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Reverse video: foreground and background swapped (SGR 7).
    public static let inverse = TextAttributes(rawValue: 1 << 4)
    /// Struck through (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
