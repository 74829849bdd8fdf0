/// A line or paragraph of read-only text.
///
/// ```swift
/// Text("Count: \(count)")          // interpolation
/// Text(verbatim: userInput)         // shown exactly as given
/// Text("Total: ") + Text(total)     // concatenation
/// ```
///
/// Text from untrusted sources is safe to show: control characters (C0, C1,
/// DEL, ESC) are drawn as visible symbols and never reach the terminal as
/// escape sequences.
///
/// `Text` is `Equatable`; a text view whose string did not change is not
/// redrawn.
public struct Text: View, Equatable, Sendable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The characters the text shows.
    let plainText: String

    /// Creates text that shows `content` exactly as given.
    public init(verbatim content: String) {
        plainText = content
    }

    /// Creates text that shows a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        plainText = String(content)
    }

    /// Creates text from a string literal, with interpolation.
    ///
    /// Trellis does not localise; the arguments after `key` are accepted for
    /// source compatibility and ignored.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        plainText = key.resolved
    }

    /// Creates text that shows `input` formatted with `format`.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)       // "25%"
    /// ```
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
    where Format.FormatInput: Equatable, Format.FormatOutput == String {
        plainText = format.format(input)
    }

    /// Joins two texts into one.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.plainText + rhs.plainText)
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Text, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LeafNode(view: view, inputs: inputs))
    }
}

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
