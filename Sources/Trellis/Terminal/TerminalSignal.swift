#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal the host reacts to while it drives a terminal.
///
/// ```swift
/// TerminalSignal.resize.number            // SIGWINCH
/// TerminalSignal(number: SIGTSTP)         // .suspend
/// ```
///
/// Crash signals and `SIGQUIT` are not here: the C target's handlers
/// restore the terminal and let them end the process.
enum TerminalSignal: CaseIterable, Hashable, Sendable {
    /// `SIGWINCH`: the window changed size; ask the device for the new size
    /// and lay out again (views keep their state).
    case resize
    /// `SIGTSTP`: a stop was asked for (`kill -TSTP`; in raw mode Ctrl-Z is
    /// a byte instead). Restore the terminal, then
    /// ``TerminalSignals/suspend()``.
    case suspend
    /// `SIGCONT`: the process was continued; enter raw mode again and
    /// redraw everything.
    case resume
    /// `SIGINT`: an interrupt from outside (in raw mode Ctrl-C is a byte).
    case interrupt
    /// `SIGTERM`: a polite request to end.
    case terminate
    /// `SIGHUP`: the terminal went away.
    case hangUp

    /// The signal's number on this platform.
    var number: Int32 {
        switch self {
        case .resize: SIGWINCH
        case .suspend: SIGTSTP
        case .resume: SIGCONT
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangUp: SIGHUP
        }
    }

    /// The case whose ``number`` is `number`, or `nil`.
    ///
    /// Cost: a scan of six cases.
    init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
        self = signal
    }
}
