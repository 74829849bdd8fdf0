/// How text is drawn in one part of the tree: one environment value, so a
/// `Text` reads its whole style with one lookup.
struct TextEnvironment: Hashable, Sendable {
    var foreground: Color?
    var attributes: TextAttributes = []
    var font: Font?
    var fontWeight: Font.Weight?
    var lineLimit: Int?
    /// The rows a text takes at least (`.lineLimit(2...5)`,
    /// `.lineLimit(3, reservesSpace: true)`), blank below a shorter text.
    var reservedLines = 0
    /// How texts change the case of their letters (`.textCase(_:)`), or
    /// `nil` to show them as written.
    var textCase: Text.Case?
    var truncationMode = Text.TruncationMode.tail
    var alignment = TextAlignment.leading
    var ambiguousIsWide = false
    /// The colour `.tint(_:)` set (links in Markdown are drawn in it), or
    /// `nil` for the accent colour.
    var tint: Color?
    /// The colours of the hierarchy's lower levels (`.foregroundStyle(_:_:)`).
    var foregroundLevels = ForegroundLevels()
}

struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

extension EnvironmentValues {
    /// The style of text in this part of the tree.
    var text: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }

    /// The font of the texts here, or `nil` for the default (`.body`); set
    /// with `.font(_:)`.
    ///
    /// ```swift
    /// @Environment(\.font) private var font
    /// ```
    public var font: Font? {
        get { text.font }
        set { text.font = newValue }
    }

    /// The most lines a text shows, or `nil` for no limit (`.lineLimit(_:)`).
    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }

    /// The case texts show their letters in (`.textCase(_:)`), or `nil`
    /// for as written.
    public var textCase: Text.Case? {
        get { text.textCase }
        set { text.textCase = newValue }
    }

    /// Where a text that does not fit is cut (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }

    /// How the lines of a multiline text are aligned (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { text.alignment }
        set { text.alignment = newValue }
    }

    /// Whether East Asian "ambiguous" characters (`·`, `α`, `①`, …) take two
    /// columns. Terminals disagree: most Western setups draw them in one (the
    /// default), CJK locales often in two.
    public var ambiguousCharactersAreWide: Bool {
        get { text.ambiguousIsWide }
        set { text.ambiguousIsWide = newValue }
    }
}
