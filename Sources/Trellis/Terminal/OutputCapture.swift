#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CTrellisTerminal

/// Keeps what the program writes to standard output and standard error off
/// the screen while a full-screen app runs, and replays it afterwards.
///
/// ```swift
/// let device = try TerminalDevice.open()   // duplicates the terminal first
/// let capture = OutputCapture()
/// capture.begin()
/// print("debug")                            // into a file, not over the frame
/// // … the app runs, drawing through device …
/// device.restore()
/// capture.end()                             // "debug" appears in the scrollback
/// ```
///
/// ``begin()`` points each descriptor (1 and 2 by default) at its own
/// unlinked temporary file: it duplicates the descriptor (the original),
/// creates a file with `mkstemp` in `$TMPDIR` (or `/tmp`), unlinks it at
/// once (nothing is left behind, even after a crash), and `dup2`s the file
/// onto the descriptor. ``end()`` `dup2`s the originals back and replays
/// each file to its own descriptor, standard output first; the order
/// between the two streams is lost, the order within each is kept. `stdio`
/// buffers are flushed at both ends, so a `print` without a newline goes
/// where it belongs.
///
/// The redirections are kept in the C target, which releases them from its
/// crash handlers and exit hook too: the runtime's "Fatal error" line and
/// the backtrace after it reach the terminal even when the app dies.
///
/// **The device writes elsewhere.** A ``TerminalDevice`` writes through its
/// own duplicate of the terminal, taken when it was opened, so open the
/// device before ``begin()``: descriptor 1 then points at the file while
/// frames still reach the terminal.
///
/// **Live.** An inline run cannot wait for the end: with
/// ``Delivery/live(_:)`` every captured descriptor writes to one pipe (so
/// the order between standard output and error is kept), an
/// ``OutputFeed`` drains it as it fills, and ``take()`` returns what
/// arrived, for the host to print above its region. The feed also copies it
/// into one capture file, and each ``take()`` marks what it returned as
/// shown, so a crash replays only what was not shown yet.
///
/// **Failure.** ``begin()`` captures every descriptor or none: if any step
/// fails (no temporary directory, no descriptors left) what was done is
/// undone and nothing is captured (output then goes to the screen as
/// usual); a descriptor that is not open is skipped. One capture is active
/// per process: a second ``begin()`` while another capture holds the same
/// descriptor captures nothing. Not `Sendable`: one owner uses it.
final class OutputCapture {
    /// The descriptors captured: standard output and standard error unless
    /// tests give others. At most two.
    let descriptors: [Int32]
    /// The directory the capture files are created (and unlinked) in.
    let directory: String
    /// Whether ``begin()`` captured and ``end()`` has not run yet.
    var isCapturing: Bool { !captured.isEmpty }
    /// When what was captured is handed on.
    let delivery: Delivery
    /// The descriptors this capture redirected, held in the C target.
    private var captured: [Int32] = []
    /// The reader of a live capture's pipe, while capturing.
    private var feed: OutputFeed?

    /// When a capture hands on what it captured.
    enum Delivery {
        /// Replayed to each descriptor when the capture ends (a full-screen run).
        case afterwards
        /// Read as it arrives; `onOutput` is called (on a queue of the
        /// feed's) when bytes wait for ``OutputCapture/take()`` (an inline run).
        case live(_ onOutput: @Sendable () -> Void)
    }

    /// A capture of `descriptors`, not started.
    ///
    /// ```swift
    /// let capture = OutputCapture()                                       // stdout and stderr
    /// let capture = OutputCapture(descriptors: [pipe], directory: "/tmp/x") // tests
    /// ```
    ///
    /// `directory` defaults to `$TMPDIR`, or `/tmp` when it is unset or empty.
    init(
        descriptors: [Int32] = [STDOUT_FILENO, STDERR_FILENO], directory: String? = nil,
        delivery: Delivery = .afterwards
    ) {
        self.descriptors = Array(descriptors.prefix(Int(TRELLIS_OUTPUT_CAPTURE_CAPACITY)))
        self.directory = directory ?? Self.temporaryDirectory()
        self.delivery = delivery
    }

    /// Ends the capture if it is still running.
    deinit {
        end()
    }

    /// Starts capturing; returns whether it did. Idempotent: while
    /// capturing it returns `true` and does nothing.
    ///
    /// ```swift
    /// if !capture.begin() { log("output will show over the app") }
    /// ```
    ///
    /// Cost: `fflush`, then per descriptor one `fcntl`, `mkstemp`, `unlink`,
    /// `dup2`.
    @discardableResult
    func begin() -> Bool {
        guard !isCapturing else { return true }
        _ = fflush(nil)
        let targets = descriptors.filter { fcntl($0, F_GETFD) >= 0 }
        guard !targets.isEmpty, let destinations = makeDestinations(count: targets.count) else { return false }
        var prepared: [Redirection] = []
        for (target, destination) in zip(targets, destinations) {
            guard let original = Self.duplicate(target) else {
                Self.discard(prepared[...])
                Self.discard(destinations[prepared.count...])
                return false
            }
            prepared.append(Redirection(target: target, original: original, destination: destination))
        }
        // Hold before redirecting: a crash in between then replays an empty
        // file onto a descriptor that never moved, which is harmless.
        for (index, entry) in prepared.enumerated() {
            let held = trellis_output_capture_hold(
                entry.target, entry.original, entry.destination.capture, entry.destination.source)
            guard held == TRELLIS_TERMINAL_OK else {
                Self.release(prepared[..<index].map(\.target))
                Self.discard(prepared[index...])
                return false
            }
        }
        for entry in prepared where dup2(entry.destination.writer, entry.target) < 0 {
            Self.release(prepared.map(\.target))
            return false
        }
        Self.closeWriters(prepared)
        captured = prepared.map(\.target)
        feed?.start()
        // Standard output into a file or pipe would be fully buffered: a
        // crash would lose what `print` wrote but stdio had not flushed, and
        // a live capture would show it late. Line buffering hands on every
        // finished line at once.
        trellis_output_set_line_buffered(1)
        return true
    }

    /// What a live capture's targets received since the last call, in the
    /// order they were written; empty when not capturing live. Marks it
    /// shown, so a crash does not replay it.
    ///
    /// ```swift
    /// let text = capture.take()   // "step 3\nwarning: …\n"
    /// ```
    ///
    /// Cost: `fflush`, a read of what the pipe holds, a copy of the bytes.
    func take() -> [UInt8] {
        guard let feed, let first = captured.first else { return [] }
        _ = fflush(nil)
        let (bytes, total) = feed.take()
        _ = trellis_output_capture_mark_shown(first, total)
        return bytes
    }

    /// Stops capturing: puts the original descriptors back and replays what
    /// each received. Idempotent; does nothing when not capturing.
    ///
    /// ```swift
    /// capture.end()
    /// ```
    ///
    /// Cost: `fflush`, then per descriptor `dup2`, one read and write per
    /// 4 KiB captured, two `close`.
    func end() {
        guard isCapturing else { return }
        _ = fflush(nil)
        feed?.stop()
        feed = nil
        Self.release(captured)
        captured = []
        // Back to stdio's own choice for what standard output now is.
        trellis_output_set_line_buffered(isatty(STDOUT_FILENO) == 1 ? 1 : 0)
    }

    /// Gives each held target its original back and replays what its file
    /// received, through the C target, which closes the original and the
    /// file. A target this capture does not hold is left alone.
    private static func release(_ targets: [Int32]) {
        for target in targets {
            _ = trellis_output_capture_release_target(target)
        }
    }

    /// A descriptor to redirect: the target (1 or 2), a duplicate of what
    /// it wrote to, and where it will write.
    private struct Redirection {
        var target: Int32
        var original: Int32
        var destination: Destination
    }

    /// Where one target writes and what its C slot replays: its own file
    /// (written and replayed through the same descriptor); or, live, the
    /// shared pipe's write end, with the first target's slot holding
    /// duplicates of the file and the pipe's read end and the others none.
    private struct Destination {
        var writer: Int32
        var capture: Int32
        var source: Int32
    }

    /// A destination for each of `count` targets, starting the feed of a
    /// live capture; `nil` (with nothing left open) when a file or pipe
    /// cannot be made.
    private func makeDestinations(count: Int) -> [Destination]? {
        guard case .live(let onOutput) = delivery else {
            var destinations: [Destination] = []
            for _ in 0..<count {
                guard let file = createFile() else {
                    Self.discard(destinations[...])
                    return nil
                }
                destinations.append(Destination(writer: file, capture: file, source: -1))
            }
            return destinations
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        guard let file = createFile(), let fileCopy = Self.duplicate(file), let sourceCopy = Self.duplicate(ends[0])
        else {
            for descriptor in ends { _ = close(descriptor) }
            return nil
        }
        feed = OutputFeed(source: ends[0], file: file, onOutput: onOutput)
        var destinations = [Destination(writer: ends[1], capture: fileCopy, source: sourceCopy)]
        for _ in 1..<count {
            destinations.append(Destination(writer: ends[1], capture: -1, source: -1))
        }
        return destinations
    }

    /// Closes the pipe's write end once the targets point at it (each
    /// holds its own); a file is kept, its slot replays it.
    private static func closeWriters(_ entries: [Redirection]) {
        let kept = Set(entries.map(\.destination.capture))
        for writer in Set(entries.map(\.destination.writer)) where !kept.contains(writer) {
            _ = close(writer)
        }
    }

    /// A close-on-exec duplicate of `descriptor`, numbered 3 or above.
    private static func duplicate(_ descriptor: Int32) -> Int32? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        return copy >= 0 ? copy : nil
    }

    /// A new, already unlinked, close-on-exec file in ``directory``.
    private func createFile() -> Int32? {
        var path = Array("\(directory)/trellis-output-XXXXXX".utf8CString)
        let file = path.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return nil }
        _ = path.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        return file
    }

    /// Closes the descriptors of redirections that were prepared but are
    /// not held.
    private static func discard(_ prepared: ArraySlice<Redirection>) {
        for entry in prepared {
            _ = close(entry.original)
        }
        discard(prepared.map(\.destination)[...])
    }

    /// Closes the descriptors of destinations no slot holds, once each.
    private static func discard(_ destinations: ArraySlice<Destination>) {
        let descriptors = destinations.flatMap { [$0.writer, $0.capture, $0.source] }
        for descriptor in Set(descriptors) where descriptor >= 0 {
            _ = close(descriptor)
        }
    }

    /// `$TMPDIR` without a trailing slash, or `/tmp`.
    private static func temporaryDirectory() -> String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
        var path = String(cString: value)
        while path.count > 1, path.hasSuffix("/") {
            path.removeLast()
        }
        return path
    }
}
