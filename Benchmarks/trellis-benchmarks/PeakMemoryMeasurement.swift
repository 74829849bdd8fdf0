import Foundation
import Trellis

/// Measures the peak resident memory of mounting a lazy list of N rows,
/// each N in a process of its own: the peak (`VmHWM` in
/// `/proc/self/status`) is a high-water mark of the whole process, which
/// a larger N measured earlier in the same process would hide.
///
/// ```
/// trellis-benchmarks --peak-rss-child=range:1000000
/// child: VmHWM · build the data · VmHWM · mount on 80 × 24 (first frame) · VmHWM · print the three
/// ```
///
/// For `Range` data the peak after mounting should not depend on N: the
/// list stores nothing per row beyond the rows in view. For an array of
/// identifiable items it grows with the array itself, which the line
/// gives apart (the peak after building the data, before mounting).
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
                        + "\(Harness.bytes(peaks.afterMount - peaks.afterData)))")
            }
        }
        return lines
    }

    /// The peaks one child process reports, in bytes.
    struct Peaks {
        var start: Int
        var afterData: Int
        var afterMount: Int
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
        guard process.terminationStatus == 0, fields.count == 3 else { return nil }
        return Peaks(start: fields[0], afterData: fields[1], afterMount: fields[2])
    }

    /// In the child: builds the data `argument` names (`<kind>:<count>`),
    /// mounts its list and returns the three peaks in bytes, separated by
    /// spaces; `nil` for a malformed argument or without procfs.
    @MainActor
    static func measure(_ argument: String) -> String? {
        let parts = argument.split(separator: ":")
        // The first read allocates what reading a file needs; the baseline includes it.
        _ = peakResidentBytes()
        guard parts.count == 2, let kind = DataKind(rawValue: String(parts[0])), let count = Int(parts[1]),
            let start = peakResidentBytes()
        else { return nil }
        let host: TestHost
        let afterData: Int?
        switch kind {
        case .range:
            afterData = peakResidentBytes()
            host = TestHost(columns: 80, rows: 24) { Fixtures.RangeList(count: count) }
        case .array:
            let feed = Fixtures.Feed(count: count)
            afterData = peakResidentBytes()
            host = TestHost(columns: 80, rows: 24) { Fixtures.FeedList(feed: feed) }
        }
        guard let afterData, let afterMount = peakResidentBytes(), !host.screen.isEmpty else { return nil }
        return "\(start) \(afterData) \(afterMount)"
    }

    /// The process's peak resident set size (`VmHWM`), in bytes.
    ///
    /// Read with `open` and `read` into a buffer on the stack rather than
    /// with Foundation's `String(contentsOfFile:)`, whose file reading would
    /// page in about 0.3 MiB of Foundation and the standard library that the
    /// list does not need: the probe should weigh next to nothing.
    private static func peakResidentBytes() -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8_192) { buffer -> Int? in
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
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count == 3, fields[2] == "kB", let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1_024
        }
    }
}
