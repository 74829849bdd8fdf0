import Foundation

/// Lines a run prints to the program's standard output as plain text:
/// `printAbove` when standard output is not the terminal (`cmd > log`), or
/// when there is no terminal at all, and a headless run's last frame.
///
/// ```swift
/// StandardOutput.write(lines: "✓ built\n✓ tested")   // "✓ built\n✓ tested\n"
/// ```
///
/// Each line (split at LF, a CR before it dropped) is written with every
/// control character shown as a symbol (``TextSanitizer``), then a line
/// feed, in one write. Cost: one pass over the text.
enum StandardOutput {
    /// Writes each line of `text` to standard output.
    static func write(lines text: String) {
        FileHandle.standardOutput.write(Data(self.lines(of: text).map { $0 + "\n" }.joined().utf8))
    }

    /// The lines of `text`, split at LF, a CR before it dropped, controls
    /// shown as symbols.
    ///
    /// ```
    /// "a\r\nb\u{1B}[2J"   →   ["a", "b␛[2J"]
    /// ```
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            TextSanitizer.visible(Substring(line.last == 0x0D ? line.dropLast() : line))
        }
    }
}
