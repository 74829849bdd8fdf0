import Dispatch
import Synchronization

extension Terminal {
    /// A handle on a run for code outside its views: a worker thread, the
    /// loop of a `main`, a callback of a library. It prints lines above the
    /// live region, presses keys, and ends the run with a value, from any
    /// thread, as Bubble Tea's `Program.Println`, `Send` and `Quit` do.
    ///
    /// ```swift
    /// let run = Terminal.RunHandle()
    /// Thread.detachNewThread {
    ///     for file in files {
    ///         upload(file)
    ///         run.printAbove("✓ \(file)")
    ///     }
    ///     run.finish(files.count)
    /// }
    /// let count = try Terminal.runBlocking(.inline, returning: Int.self, handle: run) { _ in
    ///     ProgressView("Uploading")
    /// }
    /// ```
    ///
    /// Each call is queued on the main queue and applied in the order the
    /// calls were made, as if the views had done it: `printAbove` as the
    /// `printAbove` environment action, `press` as a key from the terminal
    /// (an unhandled Ctrl-C ends the run), `finish` as the run's `finish`
    /// action (the first end wins; the run returns the value when it is of
    /// the run's `Value` type, `nil` otherwise). Calls made before the run
    /// starts wait for it; calls after it ended do nothing. One handle
    /// serves one run at a time. Cost: one block on the main queue per call.
    public final class RunHandle: Sendable {
        private let state = Mutex(State())

        private struct State {
            var host: (any RunHost)?
            /// Calls made before a run took the handle.
            var waiting: [@Sendable @MainActor (any RunHost) -> Void] = []
            /// Whether the last run ended: calls do nothing until another
            /// run takes the handle.
            var hasEnded = false
        }

        /// A handle not yet given to a run.
        public init() {}

        /// Prints `text` (one or more lines) above the live region, as the
        /// `printAbove` environment action does.
        public func printAbove(_ text: String) {
            perform { $0.printAbove(text) }
        }

        /// Presses `key` with `modifiers`, as if typed on the terminal.
        public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
            perform { $0.press(KeyPress(key, modifiers: modifiers)) }
        }

        /// Ends the run; it returns `value` (`nil` ends it as a dismiss does).
        public func finish(_ value: (any Sendable)? = nil) {
            perform { $0.finish(with: value) }
        }

        /// Gives the handle to the run `host` starts; the calls that waited
        /// for it are applied now, in order.
        @MainActor
        func attach(_ host: any RunHost) {
            let waiting = state.withLock { state in
                state.host = host
                state.hasEnded = false
                defer { state.waiting = [] }
                return state.waiting
            }
            for call in waiting {
                call(host)
            }
        }

        /// Takes the handle back when the run ends.
        @MainActor
        func detach() {
            state.withLock { state in
                state.host = nil
                state.hasEnded = true
            }
        }

        private func perform(_ call: @escaping @Sendable @MainActor (any RunHost) -> Void) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let host = self.state.withLock { state in
                        if state.host == nil, !state.hasEnded {
                            state.waiting.append(call)
                        }
                        return state.host
                    }
                    if let host {
                        call(host)
                    }
                }
            }
        }
    }
}
