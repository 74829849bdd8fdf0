import Foundation
import Testing

/// Every demo, left alone once it has drawn, uses no CPU: nothing polls,
/// nothing redraws what did not change. Each runs in a tmux window of its
/// own, all at once, and each of its threads is read before and after five
/// idle seconds (`/proc/<pid>/task/<tid>/`): the CPU time the kernel
/// charged it (`utime + stime`, in clock ticks of 10 ms) and how many times
/// it woke (its context switches). The CPU time must stay as it was. The
/// wakeups may grow by one a second and no more: on Linux, once a program
/// has used Swift concurrency's thread pool (a `.task` that sleeps),
/// libdispatch's workqueue monitor wakes its manager thread every second
/// for the rest of the process (a six-line program that sleeps in one task
/// and then calls `dispatchMain()` wakes 6 times in 5 s; without the task,
/// 0). A status line polled four times a second would wake 20 times.
/// Threads that end in between are left out (Dispatch retires the idle
/// workers a task's sleep started, some seconds later, and the kernel may
/// charge that exit a tick); a thread that starts in between counts from
/// zero.
@Suite("Demos, idle", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct DemoIdleTests {
    /// A demo, its arguments, and text its screen shows once it has
    /// settled (the lifecycle demo's tasks tick three times, then wait).
    /// The stopwatch example is not here: its code, as Apple's sample
    /// writes it, keeps a `Timer.publish(every: 1)` connected whether or not
    /// it runs, so it asks to be woken every second.
    static let demos: [(command: String, ready: String)] = [
        ("trellis-demo", "demo gallery"), ("identity-demo", "Identity"), ("lifecycle-demo", "ticks 3"),
        ("rows-demo", "rows built"), ("scene-demo", "Scene"), ("controllers-demo", "UIKit-style"),
        ("quick-start", "Count"), ("inline-picker", "Pick a fruit"),
        ("swiftui-examples tip-calculator", "WeSplit"), ("swiftui-examples todo", "To-do"),
        ("swiftui-examples settings", "Settings"), ("swiftui-examples unit-converter", "Converter"),
        ("swiftui-examples notes", "Notes"), ("swiftui-examples quiz", "0%"),
        ("swiftui-examples expenses", "iExpense"), ("swiftui-examples habits", "Habits"),
        ("swiftui-examples contacts", "Contacts"),
    ]

    @Test("Every demo uses 0 clock ticks of CPU over five idle seconds, and wakes no more than the runtime's monitor")
    func idleCPU() throws {
        var running: [(command: String, tmux: Tmux, pid: Int32)] = []
        defer {
            for demo in running {
                demo.tmux.close()
            }
        }
        for demo in Self.demos {
            let tmux = try Tmux(columns: 100, rows: 30)
            let path = Tmux.productsDirectory.appendingPathComponent(demo.command).path
            try tmux.run("exec \(path)")
            try tmux.waitForScreen { $0.contains(demo.ready) }
            running.append((demo.command, tmux, try #require(Int32(try tmux.paneValue("pane_pid")))))
        }
        // Past whatever directly follows a frame, then five seconds of
        // nothing.
        Thread.sleep(forTimeInterval: 1)
        let before = running.map { Self.threads(of: $0.pid) }
        Thread.sleep(forTimeInterval: 5)
        let after = running.map { Self.threads(of: $0.pid) }
        for (index, demo) in running.enumerated() {
            var ticks = 0
            var wakeups = 0
            for (thread, now) in after[index] {
                let then = before[index][thread] ?? ThreadFigures(ticks: 0, switches: 0)
                ticks += now.ticks - then.ticks
                wakeups += now.switches - then.switches
            }
            #expect(ticks == 0, "\(demo.command) used \(ticks) ticks")
            #expect(wakeups <= 6, "\(demo.command) woke \(wakeups) times")
        }
    }

    /// What the kernel counted for one thread.
    struct ThreadFigures {
        var ticks: Int
        var switches: Int
    }

    /// The figures of every thread of process `pid`, by thread ID.
    private static func threads(of pid: Int32) -> [String: ThreadFigures] {
        let directory = "/proc/\(pid)/task"
        var figures: [String: ThreadFigures] = [:]
        for thread in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            guard let ticks = cpuTicks(at: "\(directory)/\(thread)/stat"),
                let status = try? String(contentsOfFile: "\(directory)/\(thread)/status", encoding: .utf8)
            else { continue }
            let switches = status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
            figures[thread] = ThreadFigures(ticks: ticks, switches: switches)
        }
        return figures
    }

    /// The user and system CPU time in the `stat` file at `path`, in clock ticks.
    private static func cpuTicks(at path: String) -> Int? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // The fields after the command's closing parenthesis: state is
        // field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}
