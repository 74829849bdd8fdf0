#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTrellisTestSupport
import Testing
@testable import Trellis

/// A pseudo-terminal: a terminal device with no window, so tests can put a
/// ``TerminalDevice`` in raw mode, size it and read what it wrote.
///
/// ```swift
/// let terminal = try PseudoTerminal()
/// let device = try TerminalDevice.open(standardInput: terminal.slave, standardOutput: terminal.slave,
///                                      terminalPath: "/nonexistent")
/// try device.write(Array("hi".utf8))
/// #expect(terminal.read(count: 2) == Array("hi".utf8))
/// ```
///
/// The slave side is what a program sees as its terminal; the master side
/// is the emulator's end: what the program writes to the slave is read
/// from the master, and what is written to the master arrives as keys.
/// Both are opened without becoming the test process's controlling
/// terminal, and closed on deinit.
final class PseudoTerminal {
    /// The emulator's end.
    private(set) var master: Int32
    /// The program's end.
    let slave: Int32
    /// The slave's path, such as `/dev/pts/3`.
    let path: String

    /// Opens a new pseudo-terminal pair.
    init() throws {
        var (master, slave): (Int32, Int32) = (-1, -1)
        var name = [CChar](repeating: 0, count: 128)
        guard trellis_test_open_pseudo_terminal(&master, &slave, &name, name.count) == 0 else {
            throw TerminalError.systemCall("posix_openpt")
        }
        self.master = master
        self.slave = slave
        path = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        closeMaster()
        close(slave)
    }

    /// Closes the emulator's end: the program's terminal hangs up.
    func closeMaster() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    /// The slave's termios now.
    var attributes: termios {
        var attributes = termios()
        #expect(tcgetattr(slave, &attributes) == 0)
        return attributes
    }

    /// Sets the window size, as an emulator does when its window is resized.
    func setSize(columns: UInt16, rows: UInt16) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Darwin)
        let request = TIOCSWINSZ
        #else
        let request = UInt(TIOCSWINSZ)
        #endif
        #expect(ioctl(master, request, &window) == 0)
    }

    /// Types `text` into the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(write(master, bytes, bytes.count) == bytes.count)
    }

    /// Reads what the program wrote: waits up to `timeout` milliseconds for
    /// each chunk and stops after `count` bytes or when nothing more comes.
    func read(count: Int = .max, timeout: Int32 = 1000) -> [UInt8] {
        readDescriptor(master, count: count, timeout: timeout)
    }
}

/// Reads from `descriptor` until `count` bytes came or none came for
/// `timeout` milliseconds (or the descriptor ended).
func readDescriptor(_ descriptor: Int32, count: Int = .max, timeout: Int32 = 1000) -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while result.count < count {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, timeout) > 0, waiting.revents & Int16(POLLIN) != 0 else { break }
        let wanted = min(chunk.count, count - result.count)
        let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
        guard got > 0 else { break }
        result += chunk[0..<got]
    }
    return result
}

/// Whether `descriptor` has bytes to read right now.
func hasPendingBytes(_ descriptor: Int32) -> Bool {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&waiting, 1, 0) > 0 && waiting.revents & Int16(POLLIN) != 0
}

/// Writes `text` to `descriptor`, all of it.
func writeText(_ text: String, to descriptor: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count, sourceLocation: sourceLocation)
}

/// Expects two termios to be equal field by field (flags, control
/// characters, line discipline and speeds), naming the field that differs.
func expectEqualAttributes(
    _ actual: termios, _ expected: termios, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.c_iflag == expected.c_iflag, "c_iflag", sourceLocation: sourceLocation)
    #expect(actual.c_oflag == expected.c_oflag, "c_oflag", sourceLocation: sourceLocation)
    #expect(actual.c_cflag == expected.c_cflag, "c_cflag", sourceLocation: sourceLocation)
    #expect(actual.c_lflag == expected.c_lflag, "c_lflag", sourceLocation: sourceLocation)
    #expect(controlCharacters(actual) == controlCharacters(expected), "c_cc", sourceLocation: sourceLocation)
    var (actualCopy, expectedCopy) = (actual, expected)
    #expect(cfgetispeed(&actualCopy) == cfgetispeed(&expectedCopy), "input speed", sourceLocation: sourceLocation)
    #expect(cfgetospeed(&actualCopy) == cfgetospeed(&expectedCopy), "output speed", sourceLocation: sourceLocation)
    #if canImport(Glibc)
    #expect(actual.c_line == expected.c_line, "c_line", sourceLocation: sourceLocation)
    #endif
}

/// A termios's control characters as bytes.
func controlCharacters(_ attributes: termios) -> [UInt8] {
    withUnsafeBytes(of: attributes.c_cc) { Array($0) }
}

/// One of a termios's control characters, such as `VMIN`.
func controlCharacter(_ attributes: termios, _ index: Int32) -> UInt8 {
    controlCharacters(attributes)[Int(index)]
}
