#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTrellisTerminal
import Dispatch
import Testing
@testable import Trellis

extension ProcessWideState {
    @Suite("Terminal device")
    struct TerminalDeviceTests {
        /// The device number of the terminal behind `descriptor`.
        private func terminalNumber(_ descriptor: Int32) -> UInt64 {
            var status = stat()
            #expect(fstat(descriptor, &status) == 0)
            return UInt64(status.st_rdev)
        }

        private func isOpen(_ descriptor: Int32) -> Bool {
            fcntl(descriptor, F_GETFD) >= 0
        }

        private func isCloseOnExec(_ descriptor: Int32) -> Bool {
            fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
        }

        // MARK: Choosing the terminal

        @Test("Terminal standard descriptors are used through close-on-exec duplicates, left open on close")
        func duplicatesStandardDescriptors() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            let (input, output) = (device.inputDescriptor, device.outputDescriptor)
            #expect(input != terminal.slave && output != terminal.slave && input != output)
            #expect(input >= 3 && output >= 3)
            #expect(isCloseOnExec(input) && isCloseOnExec(output))
            #expect(terminalNumber(input) == terminalNumber(terminal.slave))
            #expect(terminalNumber(output) == terminalNumber(terminal.slave))

            device.close()
            #expect(!isOpen(input) && !isOpen(output))
            #expect(isOpen(terminal.slave))
        }

        @Test(
            "A side whose standard descriptor is not a terminal uses the terminal path, opened once",
            arguments: [(false, true), (true, false), (false, false)])
        func fallsBackToTerminalPath(inputIsTerminal: Bool, outputIsTerminal: Bool) throws {
            let terminal = try PseudoTerminal()
            let pipe = DescriptorPipe()
            let device = try TerminalDevice.open(
                standardInput: inputIsTerminal ? terminal.slave : pipe.readEnd,
                standardOutput: outputIsTerminal ? terminal.slave : pipe.writeEnd,
                terminalPath: terminal.path)
            #expect(TerminalDevice.isTerminal(device.inputDescriptor))
            #expect(TerminalDevice.isTerminal(device.outputDescriptor))
            #expect(terminalNumber(device.inputDescriptor) == terminalNumber(terminal.slave))
            #expect(terminalNumber(device.outputDescriptor) == terminalNumber(terminal.slave))
            #expect((device.inputDescriptor == device.outputDescriptor) == (!inputIsTerminal && !outputIsTerminal))
            device.close()
            #expect(!isOpen(device.inputDescriptor) && !isOpen(device.outputDescriptor))
        }

        @Test(
            "Without a reachable terminal, opening throws notATerminal",
            arguments: ["/nonexistent/tty", "/dev/null"])
        func noTerminal(path: String) {
            let pipe = DescriptorPipe()
            #expect(throws: TerminalError.notATerminal) {
                _ = try TerminalDevice.open(
                    standardInput: pipe.readEnd, standardOutput: pipe.writeEnd, terminalPath: path)
            }
        }

        @Test("isTerminal tells a terminal from a pipe; isDumb reads TERM=dumb only")
        func checks() throws {
            let terminal = try PseudoTerminal()
            let pipe = DescriptorPipe()
            #expect(TerminalDevice.isTerminal(terminal.slave))
            #expect(!TerminalDevice.isTerminal(pipe.readEnd))
            #expect(TerminalDevice.isDumb(environment: ["TERM": "dumb"]))
            #expect(!TerminalDevice.isDumb(environment: ["TERM": "xterm-256color"]))
            #expect(!TerminalDevice.isDumb(environment: [:]))
        }

        // MARK: Raw mode and restore

        @Test("Raw mode turns off echo, line editing, signal keys, flow control and output processing")
        func rawMode() throws {
            let terminal = try PseudoTerminal()
            let before = terminal.attributes
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: [])
            defer { device.restore() }

            let raw = terminal.attributes
            expectEqualAttributes(raw, TerminalDevice.rawAttributes(from: before))
            #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHONL) == 0)
            #expect(raw.c_iflag & tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT) == 0)
            #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
            #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
            #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
            #expect(controlCharacter(raw, VMIN) == 1)
            #expect(controlCharacter(raw, VTIME) == 0)
            // What raw mode does not concern is kept.
            #expect(controlCharacter(raw, VINTR) == controlCharacter(before, VINTR))
            #expect(device.isRawMode)
        }

        @Test("restore() writes the restore bytes once and puts back exactly the saved termios")
        func restoreGivesBackSavedAttributes() throws {
            let terminal = try PseudoTerminal()
            let before = terminal.attributes
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            let sequence = TerminalDevice.restoreSequence(alternateScreen: true)
            try device.enterRawMode(restoring: sequence)
            #expect(trellis_terminal_is_handling(SIGSEGV) == 1)

            device.restore()
            #expect(terminal.read(count: sequence.count) == sequence)
            expectEqualAttributes(terminal.attributes, before)
            #expect(!device.isRawMode)
            #expect(trellis_terminal_is_handling(SIGSEGV) == 0)

            device.restore()
            device.close()
            #expect(!hasPendingBytes(terminal.master))
            expectEqualAttributes(terminal.attributes, before)
        }

        @Test("Entering raw mode again after a restore arms the restore again")
        func reenterAfterRestore() throws {
            let terminal = try PseudoTerminal()
            let before = terminal.attributes
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            for round in ["first", "second"] {
                try device.enterRawMode(restoring: Array(round.utf8))
                expectEqualAttributes(terminal.attributes, TerminalDevice.rawAttributes(from: before))
                device.restore()
                #expect(terminal.read(count: round.utf8.count) == Array(round.utf8))
                expectEqualAttributes(terminal.attributes, before)
            }
        }

        @Test("Entering raw mode while in it applies raw mode again, replaces the restore bytes, keeps the saved termios")
        func reenterWhileRaw() throws {
            let terminal = try PseudoTerminal()
            var before = terminal.attributes
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: Array("old".utf8))
            // A shell puts its own settings back while the process is stopped.
            try #require(tcsetattr(terminal.slave, TCSANOW, &before) == 0)
            try device.enterRawMode(restoring: Array("new".utf8))
            expectEqualAttributes(terminal.attributes, TerminalDevice.rawAttributes(from: before))
            device.restore()
            #expect(terminal.read(count: 3) == Array("new".utf8))
            #expect(!hasPendingBytes(terminal.master))
            expectEqualAttributes(terminal.attributes, before)
        }

        @Test("A restore sequence over 512 bytes is refused and the terminal is left alone")
        func restoreSequenceTooLong() throws {
            let terminal = try PseudoTerminal()
            let before = terminal.attributes
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            #expect(throws: TerminalError.io("the restore sequence has 513 bytes, more than 512")) {
                try device.enterRawMode(restoring: [UInt8](repeating: 0x41, count: 513))
            }
            #expect(!device.isRawMode)
            #expect(trellis_terminal_is_handling(SIGSEGV) == 0)
            expectEqualAttributes(terminal.attributes, before)
            try device.enterRawMode(restoring: [UInt8](repeating: 0x41, count: 512))
            device.restore()
            #expect(terminal.read(count: 512).count == 512)
        }

        @Test("Raw mode on a device that is not a terminal fails with the tcgetattr error, unarmed")
        func rawModeOnPipe() {
            let input = DescriptorPipe()
            let output = DescriptorPipe()
            let device = TerminalDevice(inputDescriptor: input.takeReadEnd(), outputDescriptor: output.takeWriteEnd())
            #expect(throws: TerminalError.io(TerminalError.systemError("tcgetattr", ENOTTY))) {
                try device.enterRawMode(restoring: [])
            }
            #expect(trellis_terminal_is_handling(SIGSEGV) == 0)
        }

        @Test("The restore sequence undoes each mode a host may set, leaving the alternate screen only when asked")
        func restoreSequence() {
            let shared = "\u{1B}[?25h\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1004l\u{1B}[0m"
            #expect(
                TerminalDevice.restoreSequence(alternateScreen: true)
                    == Array("\u{1B}[?2026l\u{1B}[?1049l\(shared)".utf8))
            #expect(TerminalDevice.restoreSequence(alternateScreen: false) == Array("\u{1B}[?2026l\(shared)".utf8))
        }

        // MARK: Size

        @Test(
            "size() reads the window size the terminal reports, zero included",
            arguments: [(UInt16(120), UInt16(40)), (80, 24), (0, 0), (65_535, 1)])
        func size(columns: UInt16, rows: UInt16) throws {
            let terminal = try PseudoTerminal()
            terminal.setSize(columns: columns, rows: rows)
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            let size = try #require(device.size())
            #expect(size.columns == Int(columns))
            #expect(size.rows == Int(rows))
        }

        @Test("size() is nil when the output is not a terminal")
        func sizeOfPipe() {
            let pipe = DescriptorPipe()
            let device = TerminalDevice(inputDescriptor: pipe.takeReadEnd(), outputDescriptor: pipe.takeWriteEnd())
            #expect(device.size() == nil)
        }

        // MARK: Writing

        @Test(
            "A megabyte written to a terminal drained by another thread arrives intact",
            arguments: [false, true])
        func writeMegabyte(nonBlocking: Bool) throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: [])
            defer { device.restore() }
            if nonBlocking {
                // Shared with the device's duplicate: its writes now meet EAGAIN.
                #expect(fcntl(terminal.slave, F_SETFL, fcntl(terminal.slave, F_GETFL) | O_NONBLOCK) == 0)
            }
            let bytes = (0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
            let reader = DrainingReader(descriptor: terminal.master, expecting: bytes.count)

            try device.write(bytes)
            let received = reader.wait()
            #expect(received.count == bytes.count)
            #expect(received == bytes)
        }

        @Test("Writing to a pipe whose reader is gone throws brokenPipe instead of killing the process")
        func brokenPipe() {
            let input = DescriptorPipe()
            let output = DescriptorPipe()
            output.closeReadEnd()
            let device = TerminalDevice(inputDescriptor: input.takeReadEnd(), outputDescriptor: output.takeWriteEnd())
            #expect(throws: TerminalError.brokenPipe) {
                try device.write(Array("frame".utf8))
            }
        }

        @Test("Writing nothing writes nothing")
        func writeNothing() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.write([])
            #expect(!hasPendingBytes(terminal.master))
        }

        // MARK: Reading

        @Test("readAvailable() returns the bytes typed so far, and nothing when none wait")
        func readAvailable() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: [])
            defer { device.restore() }
            #expect(try device.readAvailable() == [])

            terminal.type("a\u{1B}[A\u{03}")
            try waitUntilReadable(device.inputDescriptor)
            #expect(try device.readAvailable() == Array("a\u{1B}[A\u{03}".utf8))
            #expect(try device.readAvailable() == [])
        }

        @Test("readAvailable(limit:) leaves what is over the limit for the next call")
        func readLimit() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: [])
            defer { device.restore() }
            terminal.type("0123456789")
            try waitUntilReadable(device.inputDescriptor)
            #expect(try device.readAvailable(limit: 4) == Array("0123".utf8))
            #expect(try device.readAvailable(limit: 100) == Array("456789".utf8))
        }

        @Test("At end of file, readAvailable() returns the last bytes, then throws endOfInput")
        func endOfFile() throws {
            let input = DescriptorPipe()
            let output = DescriptorPipe()
            writeText("xy", to: input.writeEnd)
            input.closeWriteEnd()
            let device = TerminalDevice(inputDescriptor: input.takeReadEnd(), outputDescriptor: output.takeWriteEnd())
            #expect(try device.readAvailable() == Array("xy".utf8))
            #expect(throws: TerminalError.endOfInput) { try device.readAvailable() }
        }

        @Test("When the terminal hangs up, readAvailable() throws endOfInput")
        func hangUp() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            terminal.closeMaster()
            #expect(throws: TerminalError.endOfInput) { try device.readAvailable() }
        }

        @Test("A read source on the input descriptor fires on the main queue when a key comes")
        @MainActor
        func readSource() async throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            try device.enterRawMode(restoring: [])
            defer { device.restore() }
            let descriptor = device.inputDescriptor
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                source.setEventHandler {
                    source.cancel()
                    continuation.resume()
                }
                source.resume()
                terminal.type("q")
            }
            #expect(try device.readAvailable() == Array("q".utf8))
        }

        /// Waits up to a second for `descriptor` to have bytes.
        private func waitUntilReadable(_ descriptor: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            try #require(poll(&waiting, 1, 1000) == 1, sourceLocation: sourceLocation)
        }
    }
}

/// Reads a descriptor on another thread until a number of bytes came (or
/// nothing came for five seconds), so a writer can block on a full buffer.
private final class DrainingReader: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written by the reading thread only, read after `group` is done.
    private var received: [UInt8] = []

    init(descriptor: Int32, expecting count: Int) {
        group.enter()
        Thread.detachNewThread { [self] in
            received = readDescriptor(descriptor, count: count, timeout: 5000)
            group.leave()
        }
    }

    /// The bytes read, once the reader is done.
    func wait() -> [UInt8] {
        group.wait()
        return received
    }
}
