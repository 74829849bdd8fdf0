#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CTrellisTerminal

/// The terminal the host reads keys from and draws frames on: its two file
/// descriptors, its raw mode and the way back to the mode it was in.
///
/// ```swift
/// let device = try TerminalDevice.open()
/// try device.enterRawMode(restoring: TerminalDevice.restoreSequence(alternateScreen: true))
/// defer { device.restore() }
/// try device.write(Array("\u{1B}[?1049h".utf8))
/// let input = DispatchSource.makeReadSource(fileDescriptor: device.inputDescriptor, queue: .main)
/// input.setEventHandler { if let bytes = try? device.readAvailable() { host.handle(decoder.decode(bytes)) } }
/// ```
///
/// **Which terminal.** ``open(standardInput:standardOutput:terminalPath:)``
/// follows fzf: keys come from standard input when it is a terminal and
/// from `/dev/tty` otherwise; frames go to standard output when it is a
/// terminal and to `/dev/tty` otherwise. So `ls | picker` reads the list
/// from the pipe and keys from the terminal, and `choice=$(picker)` draws
/// on the terminal while the answer goes to the pipe. A standard
/// descriptor is never used directly but through a duplicate (close-on-exec,
/// numbered 3 or above): ``OutputCapture`` may point descriptors 1 and 2 at
/// files while the app runs, and the device keeps writing to the terminal;
/// ``close()`` never closes the process's own standard descriptors.
///
/// **Raw mode.** ``enterRawMode(restoring:)`` saves the terminal's termios
/// and switches to the settings of `cfmakeraw` (written out in
/// ``rawAttributes(from:)``); reads block until one byte is there
/// (`VMIN` 1, `VTIME` 0), and the device never blocks on them because
/// ``readAvailable(limit:)`` polls first. Before switching it arms the C
/// target `CTrellisTerminal` with the saved termios and the caller's restore
/// bytes, and registers its exit hook, so a crash signal, `SIGQUIT` or
/// `exit()` anywhere restores the terminal (async-signal-safe, see
/// `CTrellisTerminal.h`). ``restore()`` goes through the same C path.
/// termios is read and set on the output descriptor (the terminal the
/// restore bytes go to); fzf's rule makes input and output the same
/// terminal unless standard input and standard output are two different
/// terminals.
///
/// **Writing.** ``write(_:)`` writes everything, through partial writes,
/// `EINTR` and `EAGAIN` (it waits with `poll` until the terminal takes more).
/// Opening a device ignores `SIGPIPE` for the whole process, so a closed
/// reader is `EPIPE`, thrown as ``TerminalError/brokenPipe``, not death.
///
/// Not `Sendable`, and it needs no actor: one owner (the host, on the main
/// actor) uses it. The crash path never touches this object; it reads the
/// copies the C target made. One device at a time may be in raw mode: the
/// C target keeps one terminal.
final class TerminalDevice {
    /// The descriptor keys are read from: a duplicate of standard input or
    /// `/dev/tty`. Hand it to `DispatchSource.makeReadSource` to be woken
    /// when a key comes; an idle app then uses no CPU.
    let inputDescriptor: Int32
    /// The descriptor frames are written to: a duplicate of standard output
    /// or `/dev/tty` (possibly the same descriptor as the input).
    let outputDescriptor: Int32
    /// Whether the terminal is in raw mode because of this device.
    var isRawMode = false
    /// The termios found by ``enterRawMode(restoring:)``; meaningful while
    /// ``isRawMode``.
    var savedAttributes = termios()
    /// Whether ``close()`` ran.
    var isClosed = false

    /// The most restore bytes the crash path keeps (512).
    static let restoreCapacity = Int(TRELLIS_TERMINAL_RESTORE_CAPACITY)

    /// Opens the terminal the program runs in, choosing its descriptors as
    /// fzf does (see the type's discussion).
    ///
    /// ```swift
    /// let device = try TerminalDevice.open()            // the real terminal
    /// let device = try TerminalDevice.open(standardInput: pipe, standardOutput: pipe,
    ///                                      terminalPath: ptsname)  // tests: a pseudo-terminal
    /// ```
    ///
    /// A terminal standard descriptor is duplicated; `terminalPath` is
    /// opened (read-write, close-on-exec, without becoming the controlling
    /// terminal) at most once, for whichever side needs it. Throws
    /// ``TerminalError/notATerminal`` when a side needs `terminalPath` and it
    /// cannot be opened or is not a terminal (no controlling terminal), and
    /// ``TerminalError/io(_:)`` when a duplicate cannot be made; whatever was
    /// opened is closed again. Ignores `SIGPIPE` process-wide. Cost: two
    /// `isatty`, up to two `fcntl` and one `open`.
    static func open(
        standardInput: Int32 = STDIN_FILENO,
        standardOutput: Int32 = STDOUT_FILENO,
        terminalPath: String = "/dev/tty"
    ) throws -> TerminalDevice {
        var opened: [Int32] = []
        var terminal: Int32?
        func controllingTerminal() throws -> Int32 {
            if let terminal { return terminal }
            let descriptor = systemOpen(terminalPath, O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw TerminalError.notATerminal }
            opened.append(descriptor)
            guard isTerminal(descriptor) else { throw TerminalError.notATerminal }
            terminal = descriptor
            return descriptor
        }
        func duplicate(_ descriptor: Int32) throws -> Int32 {
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
            guard copy >= 0 else { throw TerminalError.systemCall("fcntl(F_DUPFD_CLOEXEC)") }
            opened.append(copy)
            return copy
        }
        do {
            let input = isTerminal(standardInput) ? try duplicate(standardInput) : try controllingTerminal()
            let output = isTerminal(standardOutput) ? try duplicate(standardOutput) : try controllingTerminal()
            return TerminalDevice(inputDescriptor: input, outputDescriptor: output)
        } catch {
            for descriptor in opened { _ = systemClose(descriptor) }
            throw error
        }
    }

    /// A device over descriptors the caller opened, which it now owns.
    ///
    /// ```swift
    /// let device = TerminalDevice(inputDescriptor: pipeRead, outputDescriptor: pipeWrite)
    /// ```
    ///
    /// ``open(standardInput:standardOutput:terminalPath:)`` is the usual way
    /// in; this one lets tests put pipes behind a device. The descriptors
    /// are closed by ``close()`` (once if they are the same). Ignores
    /// `SIGPIPE` process-wide.
    init(inputDescriptor: Int32, outputDescriptor: Int32) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Restores the terminal and closes the descriptors.
    deinit {
        close()
    }

    // MARK: Size

    /// The terminal's size in cells, or `nil` when it cannot be asked.
    ///
    /// ```swift
    /// if let size = device.size(), size.columns > 0, size.rows > 0 { relayout(size) }
    /// ```
    ///
    /// `ioctl(TIOCGWINSZ)` on the output. A terminal may answer 0×0 (some
    /// CI emulators, a pseudo-terminal nobody sized): that answer is
    /// returned as it is, for the caller to handle. Cost: one system call;
    /// ask again after each `SIGWINCH`.
    func size() -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(outputDescriptor, Self.windowSizeRequest, &window) == 0 else { return nil }
        return (columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// The `ioctl` request that reads the window size.
    #if canImport(Darwin)
    private static let windowSizeRequest = TIOCGWINSZ
    #else
    private static let windowSizeRequest = UInt(TIOCGWINSZ)
    #endif

    // MARK: Writing and reading

    /// Writes all of `bytes` to the terminal.
    ///
    /// ```swift
    /// try device.write(writer.render(frame, over: previous))
    /// ```
    ///
    /// Continues after partial writes and `EINTR`; on `EAGAIN` (a
    /// non-blocking descriptor whose terminal is busy) waits with `poll`
    /// until it takes more. Throws ``TerminalError/brokenPipe`` on `EPIPE`
    /// (the reader went away: end cleanly) and ``TerminalError/io(_:)`` on
    /// anything else, such as `EIO` after a hang-up; some bytes may have
    /// been written by then. Cost: one `write` per chunk the terminal
    /// accepts (one for a frame, usually).
    func write(_ bytes: [UInt8]) throws {
        guard !isClosed else { throw TerminalError.io("write: the device is closed") }
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(outputDescriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                let code = written < 0 ? errno : EAGAIN
                switch code {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    try waitUntilWritable()
                case EPIPE:
                    throw TerminalError.brokenPipe
                default:
                    throw TerminalError.io(TerminalError.systemError("write", code))
                }
            }
        }
    }

    /// Waits until the output takes more bytes (or reports an error, which
    /// the next write then meets).
    private func waitUntilWritable() throws {
        var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&descriptor, 1, -1) < 0 {
            guard errno == EINTR else { throw TerminalError.systemCall("poll") }
        }
    }

    /// The bytes the terminal has sent that are waiting to be read, without
    /// waiting for more; `[]` when there are none.
    ///
    /// ```swift
    /// source.setEventHandler {
    ///     do { host.handle(decoder.decode(try device.readAvailable())) }
    ///     catch { host.end() }   // TerminalError.endOfInput: the terminal is gone
    /// }
    /// ```
    ///
    /// Polls the input with a zero timeout and reads while it is readable,
    /// at most `limit` bytes (the rest stays for the next call, so a flood
    /// of input cannot keep the main queue busy). Leaves the descriptor
    /// blocking (it may be shared with the shell through standard input, so
    /// its flags are not the device's to change), which is safe because a
    /// read only follows a poll that found bytes; `EAGAIN` (someone else made
    /// it non-blocking) ends the call like "no bytes". Throws
    /// ``TerminalError/endOfInput`` at end of file or hang-up (`EIO`,
    /// `POLLHUP`) when no bytes came before it (they are returned first),
    /// and ``TerminalError/io(_:)`` for other errors. Cost: one `poll` and
    /// one `read` per 4,096 bytes, plus a final `poll`.
    func readAvailable(limit: Int = 65_536) throws -> [UInt8] {
        guard !isClosed else { throw TerminalError.endOfInput }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while result.count < limit {
            var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 0)
            if ready < 0 {
                if errno == EINTR { continue }
                throw TerminalError.systemCall("poll")
            }
            if ready == 0 { break }
            if descriptor.revents & Int16(POLLIN) == 0 {
                // Hung up or failed with nothing left to read.
                guard result.isEmpty else { break }
                throw TerminalError.endOfInput
            }
            let wanted = min(chunk.count, limit - result.count)
            let count = chunk.withUnsafeMutableBytes { systemRead(inputDescriptor, $0.baseAddress, wanted) }
            if count > 0 {
                result += chunk[0..<count]
                continue
            }
            let code = count == 0 ? 0 : errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                return result
            case 0, EIO:
                guard result.isEmpty else { return result }
                throw TerminalError.endOfInput
            default:
                throw TerminalError.io(TerminalError.systemError("read", code))
            }
        }
        return result
    }

    // MARK: Closing

    /// Restores the terminal, then closes the device's descriptors.
    /// Idempotent; ``deinit`` calls it.
    ///
    /// ```swift
    /// device.close()
    /// ```
    ///
    /// Cancel any Dispatch source reading ``inputDescriptor`` first: a
    /// closed descriptor number may be reused by the next `open`.
    func close() {
        guard !isClosed else { return }
        restore()
        isClosed = true
        _ = systemClose(inputDescriptor)
        if outputDescriptor != inputDescriptor {
            _ = systemClose(outputDescriptor)
        }
    }

    // MARK: Checks

    /// Whether `environment` names a dumb terminal (`TERM=dumb`), one that
    /// cannot move the cursor: the host then prints one plain frame instead
    /// of running full screen.
    ///
    /// ```swift
    /// TerminalDevice.isDumb(environment: ["TERM": "dumb"])            // true
    /// TerminalDevice.isDumb(environment: ["TERM": "xterm-256color"])  // false
    /// TerminalDevice.isDumb(environment: [:])                         // false
    /// ```
    ///
    /// An unset `TERM` is not dumb: terminals reached through `su` or some
    /// containers lose the variable but still understand VT100 sequences.
    static func isDumb(environment: [String: String]) -> Bool {
        environment["TERM"] == "dumb"
    }

    /// Whether `descriptor` is open on a terminal.
    ///
    /// ```swift
    /// if !TerminalDevice.isTerminal(STDOUT_FILENO) { print(render(content, width: 80)) }
    /// ```
    ///
    /// `isatty`: one system call.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
