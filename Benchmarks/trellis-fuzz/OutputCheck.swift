/// Checks that bytes a host wrote hold nothing but what the terminal writer
/// makes: printable UTF-8 text, CR, LF and BS (a cursor move), the CSI
/// sequences it uses (``isWriterSequence(_:)``), and OSC 8
/// hyperlinks. Anything else — another control byte, DEL, a C1 control (as
/// a byte or as U+0080…U+009F), an OSC other than 8, a DCS or any other
/// escape, a control byte inside a hyperlink, malformed UTF-8 — is
/// *foreign*: input the app echoed that could reach the terminal as a
/// command.
///
/// ```swift
/// OutputCheck.foreignOffsets(in: Array("\u{1B}[1;31mok".utf8))      // []
/// OutputCheck.foreignOffsets(in: Array("\u{1B}[2Jok".utf8))         // [0]
/// OutputCheck.foreignOffsets(in: Array("\u{1B}]52;c;SGk=\u{7}".utf8)) // [0]
/// ```
///
/// Each call checks a whole output (the fuzz takes the output after every
/// chunk, and a frame never ends inside a sequence). Cost: one pass.
enum OutputCheck {
    /// Where foreign bytes start in `bytes` (each offending sequence once).
    static func foreignOffsets(in bytes: [UInt8]) -> [Int] {
        var foreign: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x08, 0x0A, 0x0D, 0x20...0x7E:
                index += 1
            case 0x1B:
                if let end = escapeEnd(bytes, from: index) {
                    index = end
                } else {
                    foreign.append(index)
                    index += 1
                }
            case 0xC2...0xF4:
                if let end = scalarEnd(bytes, from: index) {
                    index = end
                } else {
                    foreign.append(index)
                    index += 1
                }
            default:
                foreign.append(index)
                index += 1
            }
        }
        return foreign
    }

    /// The end of the escape sequence at `start` when it is one the writer
    /// makes: CSI (`ESC [` parameters, intermediates, a final byte) or an
    /// OSC 8 hyperlink of printable bytes ended by `ESC \` or BEL.
    private static func escapeEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        var index = start + 2
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            let parameters = index
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let text = String(decoding: bytes[parameters...index], as: UTF8.self)
            return isWriterSequence(text) ? index + 1 : nil
        case UInt8(ascii: "]"):
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "8"), bytes[index + 1] == UInt8(ascii: ";")
            else { return nil }
            index += 2
            while index < bytes.count {
                switch bytes[index] {
                case 0x07:
                    return index + 1
                case 0x1B:
                    return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : nil
                case 0x21...0x7E:
                    index += 1
                default:
                    return nil
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a CSI sequence's parameters and final byte (`"3;22r"`,
    /// `"?25h"`) are one the writer makes: SGR, cursor moves and position,
    /// erase to the end of the line, the scroll region and scrolling, with
    /// decimal parameters; and the cursor's visibility and synchronized
    /// output. A screen clear (`2J`), a report request (`6n`) or a window
    /// operation (`8;…t`) is foreign.
    private static func isWriterSequence(_ text: String) -> Bool {
        if ["?25h", "?25l", "?2026h", "?2026l"].contains(text) {
            return true
        }
        guard let final = text.last, "mHABCDKrST".contains(final) else { return false }
        return text.dropLast().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ";") }
    }

    /// The end of the UTF-8 scalar at `start` when it is well formed and not
    /// a C1 control.
    private static func scalarEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let lead = bytes[start]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard start + count <= bytes.count else { return nil }
        var decoder = UTF8()
        var iterator = bytes[start..<(start + count)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), !(0x80...0x9F).contains(scalar.value)
        else { return nil }
        return start + count
    }
}
