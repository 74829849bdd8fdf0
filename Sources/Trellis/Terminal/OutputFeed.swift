#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// The reading side of a live ``OutputCapture``: what the program writes to
/// standard output and error arrives in a pipe, which this drains on a queue
/// of its own as it fills, so a program that prints megabytes in one turn of
/// the main queue never blocks on a full pipe.
///
/// ```
/// print("step 3")  →  fd 1 → pipe → feed queue: read "step 3\n"
///                                      ├─ appended to the capture file (a crash replays it)
///                                      └─ pending; `onOutput` once → main: take() → shown above the region
/// ```
///
/// Every byte read is appended to the capture file before it becomes
/// pending, so the file always holds everything read, in order, and the
/// bytes shown are a prefix of it: the crash path replays the file after
/// that prefix (``OutputCapture`` marks it), then what the pipe still holds.
/// Cost per read: one `read` and one `pwrite` of at most 64 KiB.
final class OutputFeed: Sendable {
    /// The pipe's read end, non-blocking; owned, closed when reading stops.
    private let source: Int32
    /// The capture file; owned, closed when reading stops.
    private let file: Int32
    private let queue = DispatchQueue(label: "Trellis.OutputFeed")
    private let state: Mutex<State>
    /// Called on the feed's queue when bytes arrive and none were pending.
    private let onOutput: @Sendable () -> Void
    /// Reads the pipe on ``queue`` when it has bytes. Dispatch sources are
    /// safe to resume and cancel from any thread; the type is not marked
    /// `Sendable`, hence the `nonisolated(unsafe)`.
    nonisolated(unsafe) private let reader: any DispatchSourceRead

    private struct State {
        /// Read and not taken yet.
        var pending: [UInt8] = []
        /// The bytes appended to the file so far.
        var written = 0
        /// Whether ``start()`` resumed the reader.
        var isStarted = false
    }

    /// A feed of the pipe whose read end is `source` into `file`; it reads
    /// once ``start()`` is called.
    init(source: Int32, file: Int32, onOutput: @escaping @Sendable () -> Void) {
        self.source = source
        self.file = file
        self.onOutput = onOutput
        state = Mutex(State())
        let flags = fcntl(source, F_GETFL)
        _ = fcntl(source, F_SETFL, flags | O_NONBLOCK)
        reader = DispatchSource.makeReadSource(fileDescriptor: source, queue: queue)
        reader.setCancelHandler { [source, file] in
            _ = close(source)
            _ = close(file)
        }
    }

    /// Starts reading as bytes arrive. Call it once.
    func start() {
        reader.setEventHandler { [self] in readAvailable() }
        state.withLock { $0.isStarted = true }
        reader.resume()
    }

    /// Everything read so far and not taken yet, after reading what the
    /// pipe holds now (what the program wrote just before is included), and
    /// how many bytes all the takes have returned, this one's included.
    func take() -> (bytes: [UInt8], total: Int) {
        queue.sync { readAvailable() }
        return state.withLock { state in
            let bytes = state.pending
            state.pending = []
            return (bytes, state.written)
        }
    }

    /// Stops reading and closes the pipe's read end and the file once the
    /// reader has stopped (a feed never started is resumed to be
    /// cancelled). What is still in the pipe stays for the capture's release
    /// to replay.
    func stop() {
        reader.cancel()
        if !state.withLock({ $0.isStarted }) {
            reader.resume()
        }
    }

    /// Reads what the pipe holds, appends it to the file and to what is
    /// pending, and calls `onOutput` when nothing was pending before.
    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var notify = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let bytes = buffer[..<count]
            state.withLock { state in
                bytes.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = pwrite(file, raw.baseAddress! + offset, raw.count - offset, off_t(state.written + offset))
                        if written < 0, errno == EINTR { continue }
                        guard written > 0 else { break }
                        offset += written
                    }
                }
                notify = notify || state.pending.isEmpty
                state.pending += bytes
                state.written += count
            }
        }
        if notify {
            onOutput()
        }
    }
}
