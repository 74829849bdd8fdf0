/// The string of a `Text` created from a literal, with its interpolations.
///
/// Trellis does not localise: the key is the text shown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String

    /// Creates a key from a literal without interpolation.
    public init(stringLiteral value: String) {
        resolved = value
    }

    /// Creates a key from a string value.
    public init(_ value: String) {
        resolved = value
    }

    /// Creates a key from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// Creates an empty interpolation with room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a value as `String(describing:)` shows it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            output += String(describing: value)
        }

        /// Appends a value's `description`, without the dynamic casts of
        /// `String(describing:)` (numbers, most model values).
        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            output += value.description
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends the characters of a text.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainText
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value formatted with `format`.
        public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            output += format.format(input)
        }
    }
}
