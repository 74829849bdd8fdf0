import Foundation

extension Text {
    /// Creates text that shows an attributed string's characters, styled by
    /// its attributes as far as a terminal can draw them.
    ///
    /// ```swift
    /// var message = AttributedString("Deploy failed")
    /// message.foregroundColor = .red
    /// message.link = URL(string: "https://status.example.com")
    /// Text(message)                        // red, underlined, an OSC 8 link
    /// ```
    ///
    /// | attribute | drawn as |
    /// |---|---|
    /// | `inlinePresentationIntent` `.stronglyEmphasized` | bold |
    /// | `.emphasized` | italic |
    /// | `.strikethrough` | struck through |
    /// | `.code` | as typed (a terminal's text is monospaced already) |
    /// | `link` | underlined in the tint and linked with OSC 8, as a Markdown link |
    /// | `foregroundColor` (``AttributeScopes/SwiftUIAttributes``) | that colour |
    ///
    /// Other attributes are ignored. The Foundation of Linux has no
    /// `inlinePresentationIntent` (nor `AttributedString(markdown:)`), so
    /// there the intents row does not apply. Cost: one pass over the
    /// string's runs. (Disfavoured, so a string literal, which could make
    /// an `AttributedString` too, still reads as a ``LocalizedStringKey``.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        var links: [String] = []
        for run in attributedContent.runs {
            var style = TextRunStyle()
            #if canImport(Darwin)
                if let intent = run.inlinePresentationIntent {
                    if intent.contains(.stronglyEmphasized) { style.attributes.insert(.bold) }
                    if intent.contains(.emphasized) { style.attributes.insert(.italic) }
                    if intent.contains(.strikethrough) { style.attributes.insert(.strikethrough) }
                }
            #endif
            if let url = run.link {
                links.append(url.absoluteString)
                style.link = UInt16(clamping: links.count)
                style.attributes.insert(.underline)
                style.isTinted = true
            }
            style.foreground = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            runs.append(Run(string: String(attributedContent[run.range].characters), style: style))
        }
        self.init(runs: runs.isEmpty ? Runs(Run(string: "", style: TextRunStyle())) : Runs(runs), links: links)
    }
}
