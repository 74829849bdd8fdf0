import Foundation

/// The inline Markdown a `Text` made from a string literal shows styled, as
/// SwiftUI's does: `**bold**`, `*italic*`, `***both***`, `~~struck~~`,
/// `` `code` `` and `[links](https://…)`.
///
/// ```swift
/// Text("**Tip:** see [the guide](https://example.com/guide)")
/// // "Tip:" bold, then "see ", then "the guide" underlined in the tint and
/// // linked with OSC 8 to https://example.com/guide
/// ```
///
/// `__` and `_` work as `**` and `*` except inside a word (`snake_case`
/// stays as it is). A delimiter without a matching closer, and block syntax
/// (`# heading`, `- item`), are shown as typed. A backslash before
/// punctuation shows the punctuation. Code spans show their content as
/// typed, without the backticks (a terminal's text is monospaced already).
/// Values interpolated into the literal are escaped before parsing, so
/// their characters are never read as Markdown.
///
/// Worked example, `"a **b *c* d** e"`:
///
/// ```
/// "a "          plain
/// "**" at 2     closer "**" found at 12 → parse "b *c* d" with bold:
///     "b "      bold
///     "*" at 2  closer "*" at 4 → "c" bold italic
///     " d"      bold
/// " e"          plain
/// ```
///
/// Cost: O(length²) in the worst case (a search for each opener's closer),
/// so text over ``maximumLength`` bytes is shown as typed; a literal
/// without any of `*_~`[\` is returned as one run after one byte scan.
enum InlineMarkdown {
    /// Whether `byte` is one of the ASCII characters that can start Markdown
    /// (`*`, `_`, `~`, a backtick, `[`, a backslash), or `]` when
    /// `includingBracket`. UTF-8 never puts an ASCII byte inside another
    /// character, so scanning bytes is exact.
    @inline(__always)
    private static func isSpecial(_ byte: UInt8, includingBracket: Bool = false) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
            UInt8(ascii: "\\"):
            true
        case UInt8(ascii: "]"): includingBracket
        default: false
        }
    }

    /// Whether `string` has a byte ``isSpecial(_:includingBracket:)``
    /// accepts: one pass over its UTF-8 storage.
    static func containsSpecial(_ string: String, includingBracket: Bool = false) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            for byte in bytes where isSpecial(byte, includingBracket: includingBracket) {
                return true
            }
            return false
        }
    }

    /// The longest source parsed, in UTF-8 bytes: longer text is shown as
    /// typed, so an unclosed delimiter's search for its closer (O(length)
    /// each, O(length²) in all) stays under a few milliseconds.
    static let maximumLength = 4_096

    /// The runs `source` shows, and the URLs its runs link to (a run's
    /// `style.link` is 1 + an index into them).
    static func runs(_ source: String) -> (runs: Text.Runs, links: [String]) {
        guard source.utf8.count <= maximumLength, containsSpecial(source) else {
            return (Text.Runs(Text.Run(string: source, style: TextRunStyle())), [])
        }
        var runs: [Text.Run] = []
        var links: [String] = []
        let characters = Array(source)
        parse(characters[...], style: TextRunStyle(), into: &runs, links: &links)
        return (runs.isEmpty ? Text.Runs(Text.Run(string: "", style: TextRunStyle())) : Text.Runs(runs), links)
    }

    /// `value` with every character that can start Markdown escaped, for
    /// an interpolated value.
    static func escaped(_ value: String) -> String {
        guard containsSpecial(value, includingBracket: true) else { return value }
        var result: [UInt8] = []
        result.reserveCapacity(value.utf8.count + 8)
        for byte in value.utf8 {
            if isSpecial(byte, includingBracket: true) {
                result.append(UInt8(ascii: "\\"))
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func parse(
        _ text: ArraySlice<Character>, style: TextRunStyle, into runs: inout [Text.Run], links: inout [String]
    ) {
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].string += plain
            } else {
                runs.append(Text.Run(string: plain, style: style))
            }
            plain = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\\" where index + 1 < text.endIndex && text[index + 1].isPunctuationOrSymbol:
                plain.append(text[index + 1])
                index += 2
                continue
            case "`":
                if let close = text[(index + 1)...].firstIndex(of: "`") {
                    plain += String(text[(index + 1)..<close])
                    index = close + 1
                    continue
                }
            case "[":
                if let (label, url, end) = link(in: text, at: index) {
                    flush()
                    var linked = style
                    links.append(url)
                    linked.link = UInt16(clamping: links.count)
                    linked.attributes.insert(.underline)
                    linked.isTinted = true
                    parse(label, style: linked, into: &runs, links: &links)
                    index = end
                    continue
                }
            case "*", "_", "~":
                if let (inner, added, end) = emphasis(in: text, at: index) {
                    flush()
                    var emphasized = style
                    emphasized.attributes.formUnion(added)
                    parse(inner, style: emphasized, into: &runs, links: &links)
                    index = end
                    continue
                }
            default:
                break
            }
            plain.append(character)
            index += 1
        }
        flush()
    }

    /// The emphasis opened at `start`: its content, the attributes it adds,
    /// and the index after its closer; `nil` when it is not one.
    private static func emphasis(in text: ArraySlice<Character>, at start: Int)
        -> (ArraySlice<Character>, TextAttributes, Int)?
    {
        let marker = text[start]
        var length = 0
        while start + length < text.endIndex, text[start + length] == marker {
            length += 1
        }
        let contentStart = start + length
        guard contentStart < text.endIndex, !text[contentStart].isWhitespace else { return nil }
        let attributes: TextAttributes
        switch (marker, length) {
        case ("~", 2): attributes = .strikethrough
        case ("*", 1), ("_", 1): attributes = .italic
        case ("*", 2), ("_", 2): attributes = .bold
        case ("*", 3), ("_", 3): attributes = [.bold, .italic]
        default: return nil
        }
        if marker == "_", start > text.startIndex, text[start - 1].isLetter || text[start - 1].isNumber {
            return nil
        }
        var index = contentStart
        while index + length <= text.endIndex {
            if text[index] == "\\" {
                index += 2
                continue
            }
            if text[index] == "`", let close = text[(index + 1)...].firstIndex(of: "`") {
                index = close + 1
                continue
            }
            let run = text[index..<(index + length)]
            let after = index + length
            if run.allSatisfy({ $0 == marker }), !text[index - 1].isWhitespace,
                after == text.endIndex || text[after] != marker,
                marker != "_" || after == text.endIndex || !(text[after].isLetter || text[after].isNumber)
            {
                return (text[contentStart..<index], attributes, after)
            }
            index += 1
        }
        return nil
    }

    /// The link opened by `[` at `start`: its label, URL, and the index
    /// after `)`; `nil` when it is not one.
    private static func link(in text: ArraySlice<Character>, at start: Int)
        -> (ArraySlice<Character>, String, Int)?
    {
        var depth = 0
        var index = start
        var labelEnd: Int?
        while index < text.endIndex {
            switch text[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { labelEnd = index }
            default: break
            }
            if labelEnd != nil { break }
            index += 1
        }
        guard let labelEnd, labelEnd + 1 < text.endIndex, text[labelEnd + 1] == "(" else { return nil }
        // The destination: up to the `)` that balances the `(`, with
        // backslash escapes removed (`…/Swift_(language)`, an escaped `_`).
        var url = ""
        var parentheses = 0
        index = labelEnd + 2
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", index + 1 < text.endIndex, text[index + 1].isPunctuationOrSymbol {
                url.append(text[index + 1])
                index += 2
                continue
            }
            if character == "(" {
                parentheses += 1
            } else if character == ")" {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            url.append(character)
            index += 1
        }
        guard index < text.endIndex else { return nil }
        url = url.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty, !url.contains(where: \.isWhitespace) else { return nil }
        return (text[(start + 1)..<labelEnd], url, index + 1)
    }
}

extension Character {
    /// Whether a backslash before this character escapes it: it starts with
    /// ASCII punctuation, as in CommonMark (a combining mark may follow, as
    /// when an interpolated `*` is escaped before one).
    fileprivate var isPunctuationOrSymbol: Bool {
        guard let first = unicodeScalars.first, first.isASCII else { return false }
        return first.properties.generalCategory.isPunctuationOrSymbol
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is a kind of punctuation or symbol.
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }
}
