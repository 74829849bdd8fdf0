import Testing
@testable import Trellis

@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
    @Test("The environment decides colours, queries and hyperlinks", arguments: [
        (["TERM": "xterm-256color"], true, ColorCapability.palette256, true, true),
        (["TERM": "xterm", "COLORTERM": "truecolor"], true, .trueColor, true, true),
        (["TERM": "screen", "TERM_PROGRAM": "tmux"], true, .ansi16, true, true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], true, .palette256, false, false),
        (["TERM": "dumb"], true, .none, false, false),
        (["TERM": "linux"], true, .ansi16, false, false),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none, true, true),
        (["TERM": "xterm-256color"], false, .none, false, false),
    ])
    func detection(
        environment: [String: String], isTerminal: Bool, color: ColorCapability, queries: Bool, hyperlinks: Bool
    ) {
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal)
        #expect(capabilities.color == color)
        #expect(capabilities.sendsQueries == queries)
        #expect(capabilities.hyperlinks == hyperlinks)
        #expect(!capabilities.synchronizedOutput)
    }

    @Test("The query is DECRQM for mode 2026")
    func query() {
        #expect(TerminalCapabilities.synchronizedOutputQuery == Array("\u{1B}[?2026$p".utf8))
    }

    @Test("A DECRPM reply for mode 2026 says whether synchronized output is supported", arguments: [
        ("\u{1B}[?2026;1$y", true as Bool?),
        ("\u{1B}[?2026;2$y", true),
        ("\u{1B}[?2026;0$y", false),
        ("\u{1B}[?2026;4$y", false),
        ("ab\u{1B}[?1;2c\u{1B}[?2026;2$yq", true),
        ("\u{1B}[?2026;2$", nil),
        ("\u{1B}[?2026;$y", nil),
        ("\u{1B}[?2027;2$y", nil),
        ("", nil),
        ("\u{1B}[?2026;99999$y", nil),
    ])
    func reply(text: String, supported: Bool?) {
        #expect(TerminalCapabilities.synchronizedOutputSupport(in: Array(text.utf8)) == supported)
    }
}
