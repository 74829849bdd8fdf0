import Foundation

/// The one way Trellis writes a diagnostic to standard error: every line
/// passes through ``TextSanitizer``, as text drawn in a cell does, so a
/// message that quotes outside data (a key read from a storage file, a
/// `ForEach` ID, a value `_printChanges` prints) can never reach the
/// terminal as an escape sequence.
///
/// ```swift
/// Diagnostics.write("ignored the stored value for \(key)")
/// // key "\u{1B}[2J" prints: Trellis: ignored the stored value for ␛[2J
/// ```
///
/// The message's own line breaks are kept, each as `\n` (each line is
/// sanitised apart; `\r\n` and a lone `\r` become `\n`);
/// any other control character, ESC, BEL and C1 controls included, is drawn
/// as a visible symbol. Cost: one scan of the message, and one copy only
/// when it holds a control character.
enum Diagnostics {
    /// Writes `message` to standard error as `source: message` and a line
    /// break, sanitised.
    static func write(_ message: String, from source: String = "Trellis") {
        FileHandle.standardError.write(Data("\(visible(source)): \(visible(message))\n".utf8))
    }

    /// `message` with every control character made visible and every line
    /// break written as `\n`.
    static func visible(_ message: String) -> String {
        message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map(TextSanitizer.visible)
            .joined(separator: "\n")
    }
}
