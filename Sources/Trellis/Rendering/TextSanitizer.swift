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

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `character` contains a control character (a control is its
    /// own cluster, except `\r\n`).
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }
}
