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
