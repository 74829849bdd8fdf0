/// What the terminal can show, decided from the environment and, where it
/// is safe to ask, from the terminal's answer to a query.
///
/// ```swift
/// var capabilities = TerminalCapabilities.detect(environment: ProcessInfo.processInfo.environment, isTerminal: true)
/// if capabilities.sendsQueries { write(TerminalCapabilities.synchronizedOutputQuery) }
/// // … later, with the bytes the terminal sent back:
/// if let supported = TerminalCapabilities.synchronizedOutputSupport(in: reply) {
///     capabilities.synchronizedOutput = supported
/// }
/// ```
///
/// Owned by the host that drives a real terminal; the writer is built from
/// it. Colours follow ``ColorCapability/detect(environment:isTerminal:)``.
/// Synchronized output (`CSI ? 2026 h` … `l`, so the terminal never shows a
/// half-drawn frame) starts off and is switched on when the terminal
/// answers the DECRQM query `CSI ? 2026 $ p` with "set" or "reset": a
/// terminal that does not know the mode says so or does not answer, and
/// tmux and plain xterm render correctly either way because the writer's
/// frames do not depend on it. No query is sent to Apple's Terminal (which
/// prints unknown queries), to `TERM=dumb` or `linux`, or when the output
/// is not a terminal. Hyperlinks (OSC 8) are on for terminals that ignore
/// unknown OSC sequences, off where they would print them or when the
/// output is not a terminal; a link is then plain underlined text.
struct TerminalCapabilities: Equatable, Sendable {
    /// The colours the terminal shows.
    var color: ColorCapability
    /// Whether frames are wrapped in synchronized output.
    var synchronizedOutput: Bool
    /// Whether links are written as OSC 8 hyperlinks.
    var hyperlinks: Bool
    /// Whether the terminal may be sent queries (and will answer them).
    var sendsQueries: Bool

    /// The DECRQM query for mode 2026, synchronized output.
    static let synchronizedOutputQuery: [UInt8] = Array("\u{1B}[?2026$p".utf8)

    /// The capabilities the environment describes, before any query.
    ///
    /// ```
    /// TERM=xterm-256color                 → palette256, queries, hyperlinks
    /// TERM_PROGRAM=Apple_Terminal         → no queries, no hyperlinks
    /// not a terminal                      → no colour, no queries, no hyperlinks
    /// ```
    ///
    /// Cost: a few dictionary look-ups.
    static func detect(environment: [String: String], isTerminal: Bool) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        let isAppleTerminal = environment["TERM_PROGRAM"] == "Apple_Terminal"
        let isPlainConsole = term.isEmpty || term == "dumb" || term == "linux"
        return TerminalCapabilities(
            color: ColorCapability.detect(environment: environment, isTerminal: isTerminal),
            synchronizedOutput: false,
            hyperlinks: isTerminal && !isPlainConsole && !isAppleTerminal,
            sendsQueries: isTerminal && !isPlainConsole && !isAppleTerminal)
    }

    /// Whether the terminal reports synchronized output in `reply` (bytes it
    /// sent after ``synchronizedOutputQuery``), or `nil` when `reply` holds
    /// no report for mode 2026.
    ///
    /// ```
    /// ESC [ ? 2026 ; 2 $ y   → true (known, reset)
    /// ESC [ ? 2026 ; 1 $ y   → true (known, set)
    /// ESC [ ? 2026 ; 0 $ y   → false (not recognised)
    /// ESC [ ? 2026 ; 4 $ y   → false (permanently reset)
    /// "garbage"              → nil
    /// ```
    ///
    /// The report may sit among other bytes (keys typed meanwhile, other
    /// replies); malformed or truncated reports are ignored. Cost: O(reply).
    static func synchronizedOutputSupport(in reply: some Collection<UInt8>) -> Bool? {
        let bytes = Array(reply)
        let prefix = Array("\u{1B}[?2026;".utf8)
        var start = 0
        while start + prefix.count + 3 <= bytes.count {
            guard bytes[start..<(start + prefix.count)].elementsEqual(prefix) else {
                start += 1
                continue
            }
            var index = start + prefix.count
            var value = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 3 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            if digits > 0, index + 1 < bytes.count, bytes[index] == 0x24, bytes[index + 1] == 0x79 {
                return value == 1 || value == 2
            }
            start += 1
        }
        return nil
    }
}
