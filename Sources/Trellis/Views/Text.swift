/// A line or paragraph of read-only text.
///
/// ```swift
/// Text("Count: \(count)")                       // interpolation
/// Text(verbatim: userInput)                      // shown exactly as given
/// Text("Total: ").bold() + Text(total).foregroundColor(.green)
/// ```
///
/// Text wraps at word boundaries to the width it is offered (between any two
/// characters of CJK text), and is truncated with `…` when it has more lines
/// than `.lineLimit` or the offered height allows. Styles set on a `Text`
/// apply to its runs that do not set their own; styles set on a view
/// (`.foregroundStyle`, `.bold()`) reach every text inside it.
///
/// Text from untrusted sources is safe to show: control characters (C0, C1,
/// DEL, ESC) are drawn as visible symbols and never reach the terminal as
/// escape sequences.
///
/// `Text` is `Equatable`; a text view whose runs did not change is not
/// laid out or drawn again.
public struct Text: View, Equatable, Sendable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// A stretch of the text with one style. The run of an
    /// `Image(systemName:)` holds the symbol's name and sets
    /// `style.isSymbol`: its node draws the symbol's glyph in its place
    /// (`SystemSymbols`, which the main actor owns). Two fields, so that
    /// runs copy, compare and lay out as cheaply as plain strings.
    struct Run: Equatable, Sendable {
        var string: String
        var style: TextRunStyle
    }

    /// The runs, in order (one, the common case, kept inline).
    var runs: Runs
    /// The URLs of the runs' Markdown links: a run whose `style.link` is
    /// `i` (from 1) links to `links[i - 1]`. Empty for almost every text,
    /// so its runs stay cheap to copy and draw.
    var links: [String] = []

    /// The date a relative style keeps current (`Text(_:style:)` with
    /// `.relative`, `.offset` or `.timer`); `nil` for every other text.
    var liveDate: LiveDate?

    /// The characters the text shows, without styles.
    /// An image's run shows its placeholder (`▣`).
    nonisolated var plainText: String {
        runs.map { $0.style.isSymbol ? Image.placeholder : $0.string }.joined()
    }

    /// Whether a run stands for an `Image(systemName:)`. Cost: one look at
    /// each run's style (a loop, not a closure, so that a caller on the
    /// main actor makes no isolation check per run). Reads the runs' stored
    /// fields, inlined: a node asks its text in place, without copying it.
    @inline(__always)
    nonisolated var hasSymbols: Bool {
        if runs.head.style.isSymbol {
            return true
        }
        for index in runs.tail.indices where runs.tail[index].style.isSymbol {
            return true
        }
        return false
    }

    init(runs: Runs, links: [String] = []) {
        self.runs = runs
        self.links = links
    }

    /// Creates text that shows `content` exactly as given.
    public init(verbatim content: String) {
        runs = Runs(Run(string: content, style: TextRunStyle()))
    }

    /// Creates text that shows a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Creates text from a string literal, with interpolation; its inline
    /// Markdown is shown styled (`**bold**`, `*italic*`, `~~struck~~`,
    /// code between backquotes, `[link](url)`), as in SwiftUI.
    ///
    /// ```swift
    /// Text("Read the **release notes** at [trellis.dev](https://trellis.dev)")
    /// ```
    ///
    /// `Text(verbatim:)` and a `String` value show their text as it is.
    /// Trellis does not localise; the arguments after `key` are accepted for
    /// source compatibility and ignored.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let (runs, links) = InlineMarkdown.runs(key.markdown)
        guard let embedded = key.extras?.embedded, !embedded.isEmpty else {
            self.runs = runs
            self.links = links
            return
        }
        self = Text(runs: runs, links: links).placing(embedded)
    }

    /// Creates text that shows `input` formatted with `format`.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)       // "25%"
    /// ```
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
    where Format.FormatInput: Equatable, Format.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Joins two texts into one, each keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        guard !rhs.links.isEmpty else { return Text(runs: Runs(Array(lhs.runs) + rhs.runs), links: lhs.links) }
        let offset = UInt16(clamping: lhs.links.count)
        let shifted = rhs.runs.map { run in
            var run = run
            if run.style.link > 0 {
                run.style.link &+= offset
            }
            return run
        }
        return Text(runs: Runs(Array(lhs.runs) + shifted), links: lhs.links + rhs.links)
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: consuming Text, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TextNode(view: view, inputs: inputs))
    }
}
