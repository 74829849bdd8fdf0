/// Why the terminal cannot be used, or stopped being usable.
///
/// ```swift
/// do {
///     try Terminal.runBlocking { Dashboard() }
/// } catch TerminalError.notATerminal, TerminalError.dumbTerminal {
///     print(render(Dashboard(), width: 80))   // fall back to one-shot output
/// } catch TerminalError.brokenPipe {
///     exit(0)                                  // the reader went away: end quietly
/// }
/// ```
///
/// The set is small on purpose: each case asks the caller for a different
/// reaction (fall back to plain output, end quietly, report). The terminal
/// device throws ``notATerminal``, ``brokenPipe``, ``endOfInput`` and
/// ``io(_:)``; ``dumbTerminal`` and ``zeroSize`` are for the host, which
/// decides from `TerminalDevice.isDumb(environment:)` and
/// `TerminalDevice.size()` whether a full-screen app can run.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither standard input, standard output nor `/dev/tty` is a
    /// terminal: the program runs without one (a pipe on both ends, cron,
    /// a container without a TTY). Fall back to plain one-shot output.
    case notATerminal
    /// `TERM=dumb`: the terminal cannot move the cursor or switch screens.
    /// Fall back to plain one-shot output.
    case dumbTerminal
    /// The terminal reports zero columns or rows (some CI emulators do), so
    /// nothing can be laid out.
    case zeroSize
    /// The user or the system asked the program to stop: Ctrl-C no view
    /// handled (`SIGINT`, 2), or `SIGINT`, `SIGTERM` (15) or `SIGHUP` (1)
    /// from outside. The terminal was restored; a program usually exits
    /// with status 128 + `signal`, as `App.main()` does.
    case interrupted(signal: Int32)
    /// The output's reader went away (`EPIPE`): the pipe or terminal was
    /// closed. End cleanly without writing more.
    case brokenPipe
    /// The input ended (end of file, or the terminal hung up): no more keys
    /// will come.
    case endOfInput
    /// Another system call failed; the text names the call and the system's
    /// reason, such as `"tcsetattr: Input/output error"`.
    case io(String)

    /// A sentence for the person at the terminal.
    ///
    /// ```swift
    /// TerminalError.notATerminal.description   // "no terminal: standard input, standard output and /dev/tty are not terminals"
    /// ```
    public var description: String {
        switch self {
        case .notATerminal:
            "no terminal: standard input, standard output and /dev/tty are not terminals"
        case .dumbTerminal:
            "the terminal is dumb (TERM=dumb): it cannot show an interactive app"
        case .zeroSize:
            "the terminal reports a size of zero columns or rows"
        case .interrupted(let signal):
            "interrupted by signal \(signal)"
        case .brokenPipe:
            "the output was closed (broken pipe)"
        case .endOfInput:
            "the input ended"
        case .io(let message):
            "terminal I/O failed: \(message)"
        }
    }

    /// The error for a failed system call `call`, from the current `errno`.
    ///
    /// ```swift
    /// guard tcgetattr(fd, &attributes) == 0 else { throw TerminalError.systemCall("tcgetattr") }
    /// ```
    ///
    /// Reads `errno` at once, so call it right after the failing call.
    static func systemCall(_ call: String) -> TerminalError {
        .io(systemError(call, errno))
    }

    /// `"call: reason"` for the error number `code`, as `strerror` words it.
    static func systemError(_ call: String, _ code: Int32) -> String {
        "\(call): \(String(cString: strerror(code)))"
    }
}
