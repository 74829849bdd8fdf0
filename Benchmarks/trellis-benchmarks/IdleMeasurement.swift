import Foundation

/// Measures the CPU time a full-screen app uses while nothing changes: the
/// demo runs in a tmux pane of its own, and its on-CPU time (the sum of
/// `/proc/<pid>/task/*/schedstat`, nanoseconds) is read before and after an
/// idle period with no input.
///
/// ```
/// tmux -L <socket> new-session -d -x 100 -y 30 .build/release/trellis-demo
/// wait for "Trellis" on screen, settle 0.5 s · read schedstat · sleep 5 s · read again
/// ```
///
/// An app that polls (a timer, a read loop with a timeout) shows up here;
/// Trellis's host sleeps in the kernel until input, a signal or a due timer
/// wakes it. Needs tmux and the release build of `trellis-demo` next to
/// this program; otherwise it says why it did not measure.
enum IdleMeasurement {
    /// Runs the measurement over `seconds` and returns a line for the report.
    static func run(seconds: Double) -> String {
        guard let demo = Harness.siblingExecutable(named: "trellis-demo") else {
            return "idle: not measured (build trellis-demo in the same configuration first)"
        }
        let socket = "trellis-idle-\(getpid())"
        guard spawn(["-L", socket, "new-session", "-d", "-x", "100", "-y", "30", demo]) == 0 else {
            return "idle: not measured (tmux is not installed)"
        }
        defer { _ = spawn(["-L", socket, "kill-server"]) }
        var pid: Int32?
        for _ in 0..<100 {
            if let screen = output(["-L", socket, "capture-pane", "-p"]), screen.contains("Trellis"),
                let text = output(["-L", socket, "display-message", "-p", "#{pane_pid}"])
            {
                pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
                break
            }
            usleep(50_000)
        }
        guard let pid else { return "idle: not measured (the demo did not start)" }
        usleep(500_000)
        guard let before = cpuNanoseconds(pid) else { return "idle: not measured (no /proc/\(pid)/task)" }
        usleep(UInt32(seconds * 1_000_000))
        guard let after = cpuNanoseconds(pid) else { return "idle: not measured (the demo ended)" }
        let milliseconds = Double(after - before) / 1_000_000
        return String(format: "idle/full-screen-demo: %.3f ms of CPU over %.0f idle seconds (target < 10 ms)", milliseconds, seconds)
    }

    /// The time all of `pid`'s threads have spent on a CPU, in nanoseconds
    /// (an async `main` gives the main queue to a Dispatch thread, so the
    /// main thread alone would show nothing).
    private static func cpuNanoseconds(_ pid: Int32) -> UInt64? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total: UInt64 = 0
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
                let nanoseconds = text.split(separator: " ").first.flatMap({ UInt64($0) })
            else { continue }
            total += nanoseconds
        }
        return total
    }

    /// What `tmux arguments` printed, or `nil` when it failed.
    private static func output(_ arguments: [String]) -> String? {
        let path = NSTemporaryDirectory() + "trellis-idle-\(getpid()).out"
        defer { unlink(path) }
        guard spawn(arguments, output: path) == 0 else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Runs tmux with `arguments` (output to `output` or nowhere) and
    /// returns its exit status, or -1 when it could not start. Spawned
    /// directly and waited for with `waitpid`: the tmux server a
    /// `new-session` starts keeps the descriptors it inherits, so waiting for
    /// a pipe's end would never return.
    private static func spawn(_ arguments: [String], output: String = "/dev/null") -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return status
    }
}
