#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
internal import CTrellisTerminal

/// Delivers `SIGWINCH`, `SIGTSTP`, `SIGCONT`, `SIGINT`, `SIGTERM` and
/// `SIGHUP` to the host on the main queue, as ``TerminalSignal`` values.
///
/// ```swift
/// let signals = try TerminalSignals { signal in
///     switch signal {
///     case .resize: host.relayout()
///     case .suspend:
///         device.restore()
///         TerminalSignals.suspend()              // stopped here until fg
///         try? device.enterRawMode(restoring: sequence)
///         host.redrawEverything()
///     case .resume: host.redrawEverything()
///     case .interrupt, .terminate, .hangUp: host.end()
///     }
/// }
/// defer { signals.cancel() }
/// ```
///
/// **How.** A self-pipe: the C target installs, for each observed signal,
/// a handler that writes the signal's number as one byte to a non-blocking
/// pipe, and a Dispatch read source on the main queue reads the pipe and
/// calls the handler for each signal, in the order they came (a signal
/// repeated back to back in one read is delivered once). Nothing polls: an
/// idle app sleeps in the kernel. Dispatch's own signal sources are not
/// used because on Linux libdispatch installs its handler only the first
/// time a source is made for a signal, so putting back the previous
/// disposition on cancel, as this type does, would silence every later
/// source for that signal (measured: the second source never fires).
///
/// ``cancel()`` puts back the dispositions found at creation. One
/// observer at a time per process: creating a second while the first is
/// active throws. Not `Sendable`; the handler runs on the main actor.
final class TerminalSignals {
    /// The signals observed.
    let signals: [TerminalSignal]
    /// The read source on the pipe; `nil` once cancelled.
    private var source: DispatchSourceRead?

    /// Starts observing `signals`; `handler` runs on the main actor for
    /// each one that arrives.
    ///
    /// ```swift
    /// let signals = try TerminalSignals(observing: [.resize]) { _ in host.relayout() }
    /// ```
    ///
    /// Throws ``TerminalError/io(_:)`` when the pipe cannot be made, another
    /// observer is active, or a handler cannot be installed (nothing is
    /// left installed then). Cost: `pipe`, four `fcntl`, one `sigaction`
    /// per signal, one Dispatch source.
    init(
        observing signals: [TerminalSignal] = TerminalSignal.allCases,
        handler: @escaping @MainActor @Sendable (TerminalSignal) -> Void
    ) throws {
        self.signals = signals
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.systemCall("pipe") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        let numbers = signals.map(\.number)
        let result = numbers.withUnsafeBufferPointer {
            trellis_signals_observe($0.baseAddress, $0.count, writeEnd)
        }
        guard result == TRELLIS_TERMINAL_OK else {
            let error: TerminalError =
                result == TRELLIS_TERMINAL_BUSY
                ? .io("signals are already observed by another TerminalSignals")
                : .systemCall("sigaction")
            _ = close(readEnd)
            _ = close(writeEnd)
            throw error
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler {
            let received = Self.drain(readEnd)
            MainActor.assumeIsolated {
                for signal in received {
                    handler(signal)
                }
            }
        }
        // Closed only once Dispatch has stopped watching the read end, so
        // its number cannot be reused under a live source.
        source.setCancelHandler {
            _ = close(readEnd)
            _ = close(writeEnd)
        }
        source.resume()
        self.source = source
    }

    /// Stops observing.
    deinit {
        cancel()
    }

    /// Puts back the signal dispositions found at creation and stops the
    /// source; the handler is not called again. Idempotent.
    ///
    /// ```swift
    /// signals.cancel()
    /// ```
    ///
    /// Signals already read but not yet handled are dropped. The pipe is
    /// closed when Dispatch has finished with it (on the main queue).
    func cancel() {
        guard let source else { return }
        self.source = nil
        trellis_signals_stop_observing()
        source.cancel()
    }

    /// Stops the process the way Ctrl-Z stops a program in cooked mode, and
    /// returns once it is continued (`fg`, `SIGCONT`).
    ///
    /// ```swift
    /// device.restore(); TerminalSignals.suspend(); try device.enterRawMode(restoring: sequence)
    /// ```
    ///
    /// Sets `SIGTSTP` to its default action (stop), unblocks it in the
    /// calling thread and raises it; the process stops inside that call. On
    /// return the observer's disposition and the thread's mask are back.
    /// Restore the terminal before calling (the shell gets the terminal
    /// while the process is stopped); afterwards enter raw mode again and
    /// redraw everything. The ``TerminalSignal/resume`` that `SIGCONT` sends
    /// arrives too, later, on the main queue. In an orphaned process group
    /// (its shell is gone) the system discards the stop and this returns at
    /// once.
    static func suspend() {
        trellis_signals_suspend()
    }

    /// Ends the process as `signal`'s default action would, so that the
    /// shell sees it killed by the signal (status 128 + the signal).
    ///
    /// ```swift
    /// device.restore(); TerminalSignals.endProcess(as: SIGINT)   // $? is 130
    /// ```
    ///
    /// Sets the signal to its default action, unblocks it in the calling
    /// thread and raises it; a signal whose default does not terminate
    /// ends the process with `_exit(128 + signal)`. Exit handlers do not
    /// run: save and flush what must be kept first.
    static func endProcess(as signal: Int32) -> Never {
        trellis_signals_end_process(signal)
    }

    /// The signals waiting in the pipe, oldest first, a repeat of the
    /// previous one left out.
    private static func drain(_ readEnd: Int32) -> [TerminalSignal] {
        var received: [TerminalSignal] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in bytes[0..<count] {
                guard let signal = TerminalSignal(number: Int32(byte)), signal != received.last else { continue }
                received.append(signal)
            }
        }
        return received
    }
}
