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
/// Cost: O(length²) in the worst case (a search for each opener's closer);
/// a literal without any of `*_~`[\` is returned as one run at once.
enum InlineMarkdown {
    /// The characters that can start Markdown.
    static let specials: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// The runs `source` shows.
    static func runs(_ source: String) -> [Text.Run] {
        guard source.contains(where: specials.contains) else {
            return [Text.Run(string: source, style: TextRunStyle())]
        }
        var runs: [Text.Run] = []
        let characters = Array(source)
        parse(characters[...], style: TextRunStyle(), into: &runs)
        return runs.isEmpty ? [Text.Run(string: "", style: TextRunStyle())] : runs
    }

    /// `value` with every character that can start Markdown escaped, for
    /// an interpolated value.
    static func escaped(_ value: String) -> String {
        guard value.contains(where: { specials.contains($0) || $0 == "]" }) else { return value }
        var result = ""
        for character in value {
            if specials.contains(character) || character == "]" {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    private static func parse(_ text: ArraySlice<Character>, style: TextRunStyle, into runs: inout [Text.Run]) {
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
                    linked.link = url
                    linked.attributes.insert(.underline)
                    linked.isTinted = true
                    parse(label, style: linked, into: &runs)
                    index = end
                    continue
                }
            case "*", "_", "~":
                if let (inner, added, end) = emphasis(in: text, at: index) {
                    flush()
                    var emphasized = style
                    emphasized.attributes.formUnion(added)
                    parse(inner, style: emphasized, into: &runs)
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
        guard let labelEnd, labelEnd + 1 < text.endIndex, text[labelEnd + 1] == "(",
            let close = text[(labelEnd + 2)...].firstIndex(of: ")")
        else { return nil }
        let url = String(text[(labelEnd + 2)..<close]).trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty, !url.contains(where: \.isWhitespace) else { return nil }
        return (text[(start + 1)..<labelEnd], url, close + 1)
    }
}

extension Character {
    /// Whether a backslash before this character escapes it (ASCII
    /// punctuation, as in CommonMark).
    fileprivate var isPunctuationOrSymbol: Bool {
        isASCII && (isPunctuation || isSymbol)
    }
}
