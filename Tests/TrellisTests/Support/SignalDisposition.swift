#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// What a signal is set to do, in a form tests can compare: the handler's
/// address (or `SIG_DFL`/`SIG_IGN`), the flags and the mask.
///
/// ```swift
/// let before = SignalDisposition(of: SIGWINCH)
/// // … install and remove handlers …
/// #expect(SignalDisposition(of: SIGWINCH) == before)
/// ```
struct SignalDisposition: Equatable, CustomStringConvertible {
    /// The handler's address; 0 is `SIG_DFL`, 1 is `SIG_IGN`.
    var handler: UInt
    /// `sa_flags`.
    var flags: Int64
    /// The signals `sa_mask` blocks (glibc copies only the kernel's 64
    /// bits into its larger `sigset_t`, so the rest of its bytes are noise).
    var mask: [Int32]

    /// The disposition `signal` has now.
    init(of signal: Int32) {
        var action = sigaction()
        #expect(sigaction(signal, nil, &action) == 0)
        #if canImport(Glibc)
        handler = withUnsafeBytes(of: action.__sigaction_handler) { $0.load(as: UInt.self) }
        #else
        handler = withUnsafeBytes(of: action.__sigaction_u) { $0.load(as: UInt.self) }
        #endif
        flags = Int64(action.sa_flags)
        mask = (1...64).filter { sigismember(&action.sa_mask, $0) == 1 }
    }

    var description: String {
        "handler 0x\(String(handler, radix: 16)), flags 0x\(String(flags, radix: 16))"
    }

    /// Installs `handler` (a plain handler) for `signal` and returns the
    /// disposition it replaced, to give to ``restore(_:_:)``.
    static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        #expect(sigaction(signal, &action, &previous) == 0)
        return previous
    }

    /// Installs `handler` (an `SA_SIGINFO` handler) for `signal` and returns
    /// the disposition it replaced.
    static func install(
        _ handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void,
        for signal: Int32
    ) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        var previous = sigaction()
        #expect(sigaction(signal, &action, &previous) == 0)
        return previous
    }

    /// Sets `signal` to ignored, with `flags` (an ignored disposition may
    /// carry `SA_SIGINFO`), and returns the disposition it replaced.
    static func ignore(_ signal: Int32, flags: Int32 = 0) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_IGN
        #else
        action.__sigaction_u.__sa_handler = SIG_IGN
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var previous = sigaction()
        #expect(sigaction(signal, &action, &previous) == 0)
        return previous
    }

    /// Puts back a disposition ``install(_:for:)`` returned.
    static func restore(_ action: sigaction, _ signal: Int32) {
        var action = action
        #expect(sigaction(signal, &action, nil) == 0)
    }
}

/// Raises `signal` in the calling thread with the signal unblocked there,
/// so it is delivered before this returns.
///
/// Swift Testing runs tests on Dispatch's worker threads, which block every
/// asynchronous signal: a plain `raise` there would leave the signal
/// pending for good.
func raiseUnblocked(_ signal: Int32) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, signal)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
}
