import Testing
@testable import Trellis

/// Text from untrusted sources cannot drive the terminal: every control
/// character is drawn as a visible symbol, and the bytes written hold no
/// escape sequence but the writer's own (`TerminalOutput.foreignSequences`
/// reports any other: a raw ESC, BEL, DEL or C1 control).
@MainActor
@Suite("Hostile text on screen")
struct TextSanitizationScreenTests {
    @Test("Control characters are drawn as symbols, written as those symbols, and never reach the terminal raw", arguments: [
        ("a\u{1B}]52;c;SGVsbG8=\u{07}b", "a␛]52;c;SGVsbG8=␇b"),  // OSC 52: set the clipboard
        ("\u{1B}[2J", "␛[2J"),  // erase the display
        ("\u{1B}]8;;https://evil.example\u{1B}\\x", "␛]8;;https://evil.example␛\\x"),  // a forged hyperlink
        ("x\u{9B}2Jy", "x\u{FFFD}2Jy"),  // C1 CSI
        ("x\u{9D}0;title\u{9C}y", "x\u{FFFD}0;title\u{FFFD}y"),  // C1 OSC … ST: set the window title
        ("a\u{7F}b", "a␡b"),  // DEL
        ("bell\u{07}\u{08}\u{0D}x", "bell␇␈"),  // BEL, BS; CR starts a new line
    ])
    func hostileText(input: String, shown: String) {
        let host = TestHost(columns: 40, rows: 3) { Text(verbatim: input) }
        let bytes = host.takeOutput()
        #expect(host.lines.first == shown)
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
        #expect(bytes.firstRange(of: Array(shown.utf8)) != nil)
        #expect(!bytes.contains(0x07) && !bytes.contains(0x7F))
        #expect(TerminalOutput.hyperlinks(in: bytes) == [])

        var terminal = TerminalEmulator(width: 40, height: 3)
        terminal.feed(bytes)
        #expect(terminal.lines == host.screen)
        #expect(terminal.violations == [])
    }

    @Test("Every ESC the host wrote for a hostile text belongs to a sequence of the writer's, and the check would catch a leak")
    func escapesAreTheWriters() {
        let hostile = "a\u{1B}]52;c;SGVsbG8=\u{07}b\u{1B}[2J"
        let host = TestHost(columns: 40, rows: 1) { Text(verbatim: hostile) }
        let bytes = host.takeOutput()
        #expect(host.screen == "a␛]52;c;SGVsbG8=␇b␛[2J")
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
        // The same bytes with the text written raw, as a leak would write it.
        let shown = Array("a␛]52;c;SGVsbG8=␇b␛[2J".utf8)
        let leaked = bytes.replacing(shown, with: Array(hostile.utf8))
        #expect(leaked != bytes)
        #expect(TerminalOutput.foreignSequences(in: leaked) == ["ESC]52", "control 7", "ESC[2J"])
    }

    @Test("A hostile link title is drawn as symbols inside the one real hyperlink")
    func hostileLinkTitle() {
        let url = URL(string: "https://swift.org")!
        let host = TestHost(columns: 40, rows: 1) {
            Link("\u{1B}]8;;https://evil.example\u{1B}\\x", destination: url)
        }
        let bytes = host.takeOutput()
        #expect(host.screen == "␛]8;;https://evil.example␛\\x")
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://swift.org", text: "␛]8;;https://evil.example␛\\x")])
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
    }

    @Test("A tab is drawn as four spaces and wraps like them")
    func tabs() {
        let host = TestHost(columns: 20, rows: 3) {
            Text("a\tb\tc").frame(width: 6, alignment: .leading)
        }
        #expect(host.screen == """
            a    b
            c
            """)
    }
}
