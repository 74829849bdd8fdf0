import CTrellisTestSupport
import Foundation
import Testing
@testable import Trellis

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size a terminal reports, as the host takes it: 80 × 24 for an
/// answer of zero, and at most ``Terminal/maximumSize`` for any answer.
@Suite("Terminal host size")
struct TerminalHostSizeTests {
    @Test("The host caps each dimension at Terminal.maximumSize, and takes zero as 80 × 24", arguments: [
        (UInt16(120), UInt16(40), 120, 40), (65_535, 65_535, 2_048, 1_024), (3_000, 10, 2_048, 10),
        (0, 0, 80, 24),
    ] as [(UInt16, UInt16, Int, Int)])
    @MainActor func cappedSize(columns: UInt16, rows: UInt16, width: Int, height: Int) throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: columns, rows: rows)
        let device = try TerminalDevice.open(
            standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
        #expect(TerminalHost.size(of: device) == CellSize(width: width, height: height))
    }

    @Test("An app in a terminal that reports 65535 × 65535 starts, draws and quits with status 0")
    func hugeTerminal() throws {
        let probe = Tmux.productsDirectory.appendingPathComponent("trellis-terminal-probe").path
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.path
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(probe), nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var master: Int32 = -1
        var pid: pid_t = 0
        try #require(trellis_test_spawn_in_pseudo_terminal(probe, arguments, variables, 65_535, 65_535, &master, &pid) == 0)
        defer { close(master) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var quitSent = false
        // Read until the pseudo-terminal closes (the probe ended), answering
        // the first frame with "q". A guard against a hang, not a timing:
        // the probe normally quits within a second.
        let deadline = DispatchTime.now().uptimeNanoseconds + 60_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { break }
            guard descriptor.revents != 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            if !quitSent, received.firstRange(of: Array("probe ready".utf8)) != nil {
                quitSent = true
                _ = write(master, "q", 1)
            }
        }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        #expect(quitSent)
        #expect(status & 0x7F == 0, "the probe died of signal \(status & 0x7F)")
        #expect((status >> 8) & 0xFF == 0)
    }
}
