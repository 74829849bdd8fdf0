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
    /// The descriptors this capture redirected, held in the C target.
    private var captured: [Int32] = []

    /// A capture of `descriptors`, not started.
    ///
    /// ```swift
    /// let capture = OutputCapture()                                       // stdout and stderr
    /// let capture = OutputCapture(descriptors: [pipe], directory: "/tmp/x") // tests
    /// ```
    ///
    /// `directory` defaults to `$TMPDIR`, or `/tmp` when it is unset or empty.
    init(descriptors: [Int32] = [STDOUT_FILENO, STDERR_FILENO], directory: String? = nil) {
        self.descriptors = Array(descriptors.prefix(Int(TRELLIS_OUTPUT_CAPTURE_CAPACITY)))
        self.directory = directory ?? Self.temporaryDirectory()
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
        var prepared: [Redirection] = []
        for target in descriptors where fcntl(target, F_GETFD) >= 0 {
            guard let original = Self.duplicate(target) else {
                Self.discard(prepared[...])
                return false
            }
            guard let file = createFile() else {
                _ = close(original)
                Self.discard(prepared[...])
                return false
            }
            prepared.append((target, original, file))
        }
        guard !prepared.isEmpty else { return false }
        // Hold before redirecting: a crash in between then replays an empty
        // file onto a descriptor that never moved, which is harmless.
        for (index, entry) in prepared.enumerated() {
            guard trellis_output_capture_hold(entry.target, entry.original, entry.file) == TRELLIS_TERMINAL_OK else {
                Self.release(prepared[..<index].map(\.target))
                Self.discard(prepared[index...])
                return false
            }
        }
        for entry in prepared where dup2(entry.file, entry.target) < 0 {
            Self.release(prepared.map(\.target))
            return false
        }
        captured = prepared.map(\.target)
        // Standard output into a file would be fully buffered: a crash
        // would lose what `print` wrote but stdio had not flushed. Line
        // buffering puts every finished line in the file at once.
        trellis_output_set_line_buffered(1)
        return true
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
    /// it wrote to, and the file it will write to.
    private typealias Redirection = (target: Int32, original: Int32, file: Int32)

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
            _ = close(entry.file)
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
