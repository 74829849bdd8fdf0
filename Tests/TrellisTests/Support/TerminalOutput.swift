/// Reads the bytes a host wrote the way a terminal would, to check what
/// reached it: which escape sequences, and which text under which link.
///
/// ```swift
/// let bytes = host.takeOutput()
/// #expect(TerminalOutput.foreignSequences(in: bytes) == [])
/// #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://swift.org", text: "Swift")])
/// ```
enum TerminalOutput {
    /// Text written while one OSC 8 hyperlink was open.
    struct Hyperlink: Equatable, CustomStringConvertible {
        var url: String
        var text: String

        var description: String { "\(url) → \(text.debugDescription)" }
    }

    /// Everything in `bytes` that is not text or one of the sequences
    /// `TerminalWriter` emits: an ESC that does not start `CSI [0-9;]*
    /// [HABCDKm]`, `CSI ?2026h`, `CSI ?2026l` or an OSC 8 hyperlink
    /// (`ESC]8;;` printable ASCII `ESC\`); a control byte other than CR, LF
    /// and BS; a C1 control (UTF-8 `C2 80`…`C2 9F`).
    ///
    /// ```
    /// ESC[2;5H ESC[1m a ESC]8;;https://a ESC\ b   →   []
    /// a ESC[2J ESC]52;c;SGk= BEL                     →   ["ESC[2J", "ESC]52", "control 7"]
    /// ```
    ///
    /// Text containing a raw ESC would show here, since no text the writer
    /// prints may contain one: `ESC[2J` (erase display) and `ESC]52` (set
    /// clipboard) are never the writer's own.
    static func foreignSequences(in bytes: [UInt8]) -> [String] {
        var foreign: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                if let length = writerSequenceLength(in: bytes, at: index) {
                    index += length
                } else {
                    let end = min(bytes.count, index + 4)
                    foreign.append("ESC" + String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                    index += 1
                }
                continue
            case 0x0D, 0x0A, 0x08:
                break
            case 0x00..<0x20, 0x7F:
                foreign.append("control \(byte)")
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                foreign.append("C1 \(bytes[index + 1])")
            default:
                break
            }
            index += 1
        }
        return foreign
    }

    /// The length of the writer's sequence starting with the ESC at `start`,
    /// or nil when the bytes there are not one of its sequences.
    private static func writerSequenceLength(in bytes: [UInt8], at start: Int) -> Int? {
        let rest = bytes[start...]
        if rest.starts(with: "\u{1B}[?2026h".utf8) || rest.starts(with: "\u{1B}[?2026l".utf8) {
            return 8
        }
        if rest.starts(with: "\u{1B}[".utf8) {
            var index = start + 2
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[index]) {
                index += 1
            }
            guard index < bytes.count, "HABCDKm".utf8.contains(bytes[index]) else { return nil }
            return index + 1 - start
        }
        if rest.starts(with: "\u{1B}]8;;".utf8) {
            var index = start + 5
            while index < bytes.count, (0x21...0x7E).contains(bytes[index]) {
                index += 1
            }
            guard bytes[index...].starts(with: "\u{1B}\\".utf8) else { return nil }
            return index + 2 - start
        }
        return nil
    }

    /// The text written under each OSC 8 hyperlink of `bytes`, in order:
    /// the bytes between a link's opening (`ESC]8;;url ESC\`) and the next
    /// OSC 8 (a close, `ESC]8;; ESC\`, or another link), without the CSI
    /// sequences (styles, moves) among them.
    ///
    /// ```
    /// ESC]8;;https://a ESC\ ab ESC[24m c ESC]8;; ESC\   →   [https://a → "abc"]
    /// ```
    static func hyperlinks(in bytes: [UInt8]) -> [Hyperlink] {
        var links: [Hyperlink] = []
        var open: Hyperlink?
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: "\u{1B}]8;;".utf8) {
                if var link = open {
                    link.text = String(decoding: text, as: UTF8.self)
                    links.append(link)
                }
                var end = index + 5
                while end < bytes.count, bytes[end] != 0x1B {
                    end += 1
                }
                let url = String(decoding: bytes[(index + 5)..<end], as: UTF8.self)
                open = url.isEmpty ? nil : Hyperlink(url: url, text: "")
                text = []
                index = end + 2
            } else if bytes[index...].starts(with: "\u{1B}[".utf8) {
                index += 2
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) {
                    index += 1
                }
                index += 1
            } else {
                if open != nil {
                    text.append(bytes[index])
                }
                index += 1
            }
        }
        return links
    }
}
