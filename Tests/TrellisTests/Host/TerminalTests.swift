import Testing
@testable import Trellis

/// The entry points' pieces that need no terminal.
@Suite("Terminal")
struct TerminalTests {
    @Test("The clipboard sequence carries the text base64-encoded, so no byte of it is a control", arguments: [
        ("hi", "\u{1B}]52;c;aGk=\u{7}"),
        ("\u{1B}[2J\u{7}", "\u{1B}]52;c;G1sySgc=\u{7}"),
        ("", "\u{1B}]52;c;\u{7}"),
    ] as [(String, String)])
    func clipboard(text: String, sequence: String) {
        #expect(Terminal.clipboardSequence(for: text) == Array(sequence.utf8))
    }

    @Test("A text over 100,000 bytes is not sent to the clipboard")
    func clipboardLimit() {
        #expect(Terminal.clipboardSequence(for: String(repeating: "a", count: 100_001)) == nil)
        #expect(Terminal.clipboardSequence(for: String(repeating: "a", count: 100_000)) != nil)
    }

    @Test("Without a terminal, a run throws notATerminal or dumbTerminal rather than crashing")
    @MainActor func noTerminal() {
        #expect(throws: TerminalError.dumbTerminal) {
            _ = try TerminalHost(presentation: .fullScreen, restoration: nil, environment: ["TERM": "dumb"])
        }
    }
}
