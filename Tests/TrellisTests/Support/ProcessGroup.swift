#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The test process's process group, as job control sees it.
enum ProcessGroup {
    /// Whether a stop signal can stop this process: its group is not
    /// orphaned, which holds when some ancestor in the group has a parent in
    /// another group of the same session (a shell doing job control). An
    /// orphaned group's `SIGTSTP` is discarded by the system. Reads
    /// `/proc`, so it is `false` where there is none.
    static var canStop: Bool {
        let group = getpgrp()
        let session = getsid(0)
        var member = getpid()
        while member > 1 {
            guard let parent = parentProcess(of: member), parent > 0 else { return false }
            if getpgid(parent) != group {
                return getsid(parent) == session
            }
            member = parent
        }
        return false
    }

    /// The parent of `process`, from `/proc/<pid>/stat` (the field after the
    /// state, which follows the parenthesised command name).
    private static func parentProcess(of process: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }
}
