/// Makes text from any source safe to draw: no character of it can reach the
/// terminal as a control code or the start of an escape sequence.
///
/// Every C0 control (U+0000–U+001F, including ESC) becomes its Control
/// Pictures symbol (`␀`…`␟`), DEL becomes `␡`, and every C1 control
/// (U+0080–U+009F) becomes `�`. A tab becomes four spaces. Line breaks are
/// kept only where the caller splits lines first.
///
/// ```
/// "a\u{1B}[2Jb"  →  "a␛[2Jb"
/// ```
enum TextSanitizer {
    /// `text` with every control character replaced by a visible symbol.
    static func visible(_ text: Substring) -> String {
        guard text.unicodeScalars.contains(where: isControl) else {
            return String(text)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09:
                result.append(contentsOf: "    ".unicodeScalars)
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` without its colour and style sequences (SGR: `ESC [`, digits,
    /// `;` or `:`, then `m`), which a program's own coloured output is full
    /// of; any other escape sequence is left for ``visible(_:)`` to show.
    ///
    /// ```
    /// "\u{1B}[32mINFO\u{1B}[0m ready"   →  "INFO ready"
    /// "\u{1B}[2J"                       →  "\u{1B}[2J"   (shown as "␛[2J")
    /// ```
    static func withoutStyles(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                var end = index + 2
                while end < scalars.count, "0123456789;:".unicodeScalars.contains(scalars[end]) {
                    end += 1
                }
                if end < scalars.count, scalars[end] == "m" {
                    index = end + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `character` contains a control character (a control is its
    /// own cluster, except `\r\n`).
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }
}
