import Foundation
import Trellis

/// Measures the peak resident memory of mounting a lazy list of N rows,
/// each N in a process of its own: the peak (`VmHWM` in
/// `/proc/self/status`) is a high-water mark of the whole process, which
/// a larger N measured earlier in the same process would hide.
///
/// ```
/// trellis-benchmarks --peak-rss-child=range:1000000
/// child: VmHWM · build the data · VmHWM, RssAnon · mount on 80 × 24 (first frame) · VmHWM, RssAnon
///        print the three peaks and the growth of RssAnon over the mount
/// ```
///
/// For `Range` data the peak after mounting should not depend on N: the
/// list stores nothing per row beyond the rows in view. For an array of
/// identifiable items it grows with the array itself, which the line
/// gives apart (the peak after building the data, before mounting).
///
/// The line also gives how much of the mount's growth is anonymous memory
/// (`RssAnon`: the heap and the pages the process wrote), the rest being
/// pages of the program and its libraries read for the first time.
enum PeakMemoryMeasurement {
    /// The data of a measured list.
    enum DataKind: String, CaseIterable {
        /// `ForEach(0..<N)`: `Fixtures.RangeList`.
        case range
        /// `ForEach(feed.items)` over N `Fixtures.Item`s: `Fixtures.FeedList`.
        case array
    }

    /// The option that makes the program measure one mount and print the
    /// peaks, followed by `<kind>:<count>`.
    static let childOption = "--peak-rss-child="

    /// Measures every kind of data at every size, each in a child process
    /// running this program, and returns a line per measurement.
    @MainActor
    static func run(sizes: [Cases.ListSize]) -> [String] {
        var lines: [String] = []
        for kind in DataKind.allCases {
            for size in sizes {
                let name = "lazy/peak-rss/\(kind.rawValue)/\(size.label)"
                guard let peaks = measureInChild(kind: kind, count: size.count) else {
                    lines.append("\(name): not measured (the child process failed or there is no /proc)")
                    continue
                }
                let data = Harness.bytes(peaks.afterData - peaks.start)
                lines.append(
                    "\(name): peak RSS \(Harness.bytes(peaks.afterMount)) after mounting "
                        + "(\(Harness.bytes(peaks.start)) at start, data \(data), mount "
                        + "\(Harness.bytes(peaks.afterMount - peaks.afterData)), "
                        + "of which anonymous \(Harness.bytes(peaks.anonymousMount)))")
            }
        }
        return lines
    }

    /// The peaks one child process reports, in bytes.
    struct Peaks {
        var start: Int
        var afterData: Int
        var afterMount: Int
        /// The growth of `RssAnon` over the mount.
        var anonymousMount: Int
    }

    private static func measureInChild(kind: DataKind, count: Int) -> Peaks? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["\(childOption)\(kind.rawValue):\(count)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, fields.count == 4 else { return nil }
        return Peaks(start: fields[0], afterData: fields[1], afterMount: fields[2], anonymousMount: fields[3])
    }

    /// In the child: builds the data `argument` names (`<kind>:<count>`),
    /// mounts its list and returns the three peaks and the mount's growth of
    /// anonymous memory in bytes, separated by spaces; `nil` for a malformed
    /// argument or without procfs.
    @MainActor
    static func measure(_ argument: String) -> String? {
        let parts = argument.split(separator: ":")
        // The first read pages in what reading the status needs; the baseline includes it.
        _ = memoryStatus()
        guard parts.count == 2, let kind = DataKind(rawValue: String(parts[0])), let count = Int(parts[1]),
            let start = memoryStatus()
        else { return nil }
        let host: TestHost
        let afterData: MemoryStatus?
        switch kind {
        case .range:
            afterData = memoryStatus()
            host = TestHost(columns: 80, rows: 24) { Fixtures.RangeList(count: count) }
        case .array:
            let feed = Fixtures.Feed(count: count)
            afterData = memoryStatus()
            host = TestHost(columns: 80, rows: 24) { Fixtures.FeedList(feed: feed) }
        }
        guard let afterData, let afterMount = memoryStatus(), !host.screen.isEmpty else { return nil }
        let anonymousMount = afterMount.anonymous - afterData.anonymous
        return "\(start.peak) \(afterData.peak) \(afterMount.peak) \(anonymousMount)"
    }

    /// The process's peak resident set size and its resident anonymous
    /// memory now, in bytes.
    struct MemoryStatus {
        /// `VmHWM`.
        var peak: Int
        /// `RssAnon`.
        var anonymous: Int
    }

    /// The process's ``MemoryStatus``, from `/proc/self/status`.
    ///
    /// Read with `open` and `read` into a buffer on the stack rather than
    /// with Foundation's `String(contentsOfFile:)`, whose file reading would
    /// page in about 0.5 MiB of Foundation and the standard library that the
    /// list does not need: the probe should weigh next to nothing.
    private static func memoryStatus() -> MemoryStatus? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8_192) { buffer -> MemoryStatus? in
            let descriptor = open("/proc/self/status", O_RDONLY)
            guard descriptor >= 0, let start = buffer.baseAddress else { return nil }
            defer { close(descriptor) }
            var length = 0
            while length < buffer.count {
                let count = read(descriptor, start + length, buffer.count - length)
                guard count > 0 else { break }
                length += count
            }
            let status = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
            guard let peak = kilobytes(of: "VmHWM:", in: status), let anonymous = kilobytes(of: "RssAnon:", in: status)
            else { return nil }
            return MemoryStatus(peak: peak * 1_024, anonymous: anonymous * 1_024)
        }
    }

    /// The value of the `field` line of `status`, a count of kilobytes.
    private static func kilobytes(of field: String, in status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return nil }
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, fields[2] == "kB" else { return nil }
        return Int(fields[1])
    }
}
