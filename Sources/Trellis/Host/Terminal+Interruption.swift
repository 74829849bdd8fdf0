import Foundation

extension Terminal {
    /// What a run does when the user interrupts it: Ctrl-C that no view
    /// handled, or `SIGINT`, `SIGTERM` or `SIGHUP` from outside.
    ///
    /// ```swift
    /// try await Terminal.run { Dashboard() }              // Ctrl-C ends the program: status 130
    ///
    /// do {                                                // or react to it
    ///     try await Terminal.run(interruption: .throwsError) { Dashboard() }
    /// } catch TerminalError.interrupted(let signal) {
    ///     print("Stopped; nothing was deployed.")
    ///     exit(128 + signal)
    /// }
    /// ```
    ///
    /// Either way the terminal is restored first, and a full-screen run's
    /// captured output is printed. A view that wants Ctrl-C as a key (to
    /// cancel an operation, say) handles it, and the run goes on:
    ///
    /// ```swift
    /// .onKeyPress("c", phases: .down) { press in
    ///     guard press.modifiers == .control else { return .ignored }
    ///     deployment.cancel()
    ///     return .handled
    /// }
    /// ```
    public enum Interruption: Sendable {
        /// Ends the program as the signal would, the way any command-line
        /// program ends on Ctrl-C: `@AppStorage` values and buffered
        /// standard output are saved, then the process dies of the signal,
        /// so the shell sees status 128 + the signal (130 for Ctrl-C) and a
        /// script that ran it stops as well. No error reaches the caller, so
        /// `try await Terminal.run { … }` at the top level never crashes on
        /// Ctrl-C. The default.
        case endsProcess
        /// Throws ``TerminalError/interrupted(signal:)`` from the run, for a
        /// program that cleans up, asks again or goes on.
        case throwsError
    }

    /// Ends the process after an interruption by `signal`: saves the stores
    /// of `@AppStorage` and flushes buffered output, then dies of the
    /// signal (see ``Interruption/endsProcess``). What `App.main()` and the
    /// runs do with an interruption by default.
    static func endProcess(interruptedBy signal: Int32) -> Never {
        StorageFile.flushAll()
        fflush(nil)
        TerminalSignals.endProcess(as: signal)
    }

    /// The outcome of a run as its caller sees it: an interruption ends the
    /// process unless `interruption` asks for the error.
    static func value(of outcome: Result<Any?, Error>?, interruption: Interruption) throws -> Any? {
        do {
            return try outcome?.get() ?? nil
        } catch TerminalError.interrupted(let signal) where interruption == .endsProcess {
            endProcess(interruptedBy: signal)
        }
    }
}
