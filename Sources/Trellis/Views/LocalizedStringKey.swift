/// The string of a `Text` created from a literal, with its interpolations.
///
/// Trellis does not localise: the key is the text shown. A `Text` made from
/// a key shows its inline Markdown styled (see `InlineMarkdown`); values
/// interpolated into it are shown as they are, never read as Markdown.
///
/// ```swift
/// Text("**\(name)** joined")              // the name bold, even if it holds "*"
/// Text(LocalizedStringKey(markdownString)) // a variable's Markdown, styled
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text as Markdown source: the literal parts as written, the
    /// interpolated values escaped.
    let markdown: String
    /// The plain text, when it differs from ``markdown`` (an interpolated
    /// value was escaped); `nil` otherwise, so most keys hold one string.
    private let plain: String?

    /// The text with its interpolations, as plain text.
    var resolved: String { plain ?? markdown }

    /// Creates a key from a literal without interpolation.
    public init(stringLiteral value: String) {
        markdown = value
        plain = nil
    }

    /// Creates a key from a string value; its Markdown is styled.
    public init(_ value: String) {
        markdown = value
        plain = nil
    }

    /// Creates a key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        markdown = stringInterpolation.markdown
        plain = stringInterpolation.plain
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var markdown = ""
        /// The plain text, kept apart from the first escaped value on.
        var plain: String?

        /// Creates an empty interpolation with room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markdown.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            markdown += literal
            plain? += literal
        }

        /// Appends an interpolated value's text, escaped in the Markdown.
        private mutating func appendValue(_ text: String) {
            let escaped = InlineMarkdown.escaped(text)
            if plain == nil, escaped.utf8.count != text.utf8.count {
                plain = markdown
            }
            markdown += escaped
            plain? += text
        }

        /// Appends a value as `String(describing:)` shows it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendValue(String(describing: value))
        }

        /// Appends a value's `description`, without the dynamic casts of
        /// `String(describing:)` (numbers, most model values).
        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendValue(value.description)
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// Appends the characters of a text.
        public mutating func appendInterpolation(_ text: Text) {
            appendValue(text.plainText)
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            appendValue(String(format: specifier, value))
        }

        /// Appends a value formatted with `format`.
        public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            appendValue(format.format(input))
        }
    }
}
