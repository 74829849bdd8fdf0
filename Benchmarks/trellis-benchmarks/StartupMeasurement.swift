import CTrellisTestSupport
import Foundation

/// Measures how long the ten-million-row demo takes from process start to
/// its first whole frame on a terminal: the benchmark is the terminal
/// emulator, reading what the demo draws on a pseudo-terminal.
///
/// ```
/// t0 = now · fork, setsid, controlling terminal = new pty (100 × 30), exec rows-demo
/// read the pty until the frame's last row (the demo's key line) has arrived · t1 = now
/// SIGTERM, wait · repeat; report the fastest, the median and the slowest of the runs
/// ```
///
/// The time includes exec, loading, the Swift runtime's start, mounting the
/// demo over 10,000,000 rows, the first layout and drawing, and the write;
/// the demo's capability query is not answered (the first frame does not
/// wait for it). Needs the release build of `rows-demo` next to this
/// program; otherwise it says why it did not measure.
enum StartupMeasurement {
    /// The last row of the demo's first frame.
    private static let lastRow = Array("q quits".utf8)

    /// Starts the demo `runs` times and returns a line for the report.
    static func run(runs: Int) -> String {
        guard let demo = Harness.siblingExecutable(named: "rows-demo") else {
            return "startup/rows-demo: not measured (build rows-demo in the same configuration first)"
        }
        var durations: [Double] = []
        for _ in 0..<runs {
            guard let milliseconds = firstFrame(of: demo) else {
                return "startup/rows-demo: not measured (the demo drew no frame within 10 s)"
            }
            durations.append(milliseconds)
        }
        durations.sort()
        return String(
            format: "startup/rows-demo: first frame %.1f ms after exec (fastest %.1f, slowest %.1f, %d runs; target < 300 ms)",
            durations[durations.count / 2], durations[0], durations[durations.count - 1], runs)
    }

    /// Starts `demo` on a new 100 × 30 pseudo-terminal and returns the
    /// milliseconds until its first frame's last row arrived, or `nil`.
    private static func firstFrame(of demo: String) -> Double? {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.path
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(demo), nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var master: Int32 = -1
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard trellis_test_spawn_in_pseudo_terminal(demo, arguments, variables, 100, 30, &master, &pid) == 0 else {
            return nil
        }
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(master)
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = start + 10_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return nil }
            guard descriptor.revents != 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            if received.suffix(count + lastRow.count).firstRange(of: lastRow) != nil {
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            }
        }
        return nil
    }
}
