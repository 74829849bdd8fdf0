import Trellis

/// Runs benchmark cases, measures their operations and formats the results as a table or JSON.
@MainActor
struct Harness {
    /// Whether every case runs all its iterations, whatever its time
    /// budget: the same work on every run, so that instruction counts
    /// (callgrind) of two builds compare (`--exact`).
    var ignoresTimeBudgets = false
    /// Measured operations for every case instead of its own count
    /// (`--iterations=N`): two runs of one case with different counts
    /// give, by difference, the instructions of an operation in the
    /// steady state, without the first operations' one-time costs
    /// (conformance and metadata lookups, caches filling).
    var iterationsOverride: Int?

    /// A named benchmark: how to set it up and how many times to run its operation.
    struct Case {
        /// The name the filter matches and the output shows.
        let name: String
        /// Operations run before measuring, to warm caches and the allocator.
        let warmupIterations: Int
        /// Operations measured, unless the time budget runs out first.
        let iterations: Int
        /// Seconds of measuring after which the case stops early, or `nil` to always run every iteration.
        let timeBudget: Double?
        /// Builds the workload; runs once, outside any timing.
        let setUp: @MainActor () -> Workload
    }

    /// The state of one running case: an untimed preparation, the timed operation and the counters.
    struct Workload {
        /// Runs before every operation, outside the timed region.
        var prepare: @MainActor () -> Void = {}
        /// The operation whose duration is measured.
        var operation: @MainActor () -> Void
        /// The graph counters now.
        var counters: @MainActor () -> GraphStatistics
        /// The diagnostics the host has reported so far.
        var diagnostics: @MainActor () -> [String]
        /// The bytes the cells one operation changes need by themselves (their
        /// characters and the SGR sequences that select their styles, without
        /// cursor moves), to compare the bytes written with; `nil` when the
        /// case does not say.
        var referenceBytes: Int? = nil
    }

    /// The graph and rendering work one operation did, and the live nodes and observation registrations after it.
    struct Counters: Equatable, Codable {
        var bodyEvaluations: Int
        var nodesCreated: Int
        var nodesDestroyed: Int
        var childrenMoved: Int
        var updatePasses: Int
        var layoutPasses: Int
        /// Subviews a stack moved without laying them out (a keyed move's
        /// shifted rows): work that ``layoutPasses`` does not count.
        var layoutMoves: Int
        var framesDrawn: Int
        var cellsDrawn: Int
        var bytesWritten: Int
        var liveNodes: Int
        var observationRegistrations: Int

        init(before: GraphStatistics, after: GraphStatistics) {
            bodyEvaluations = after.bodyEvaluations - before.bodyEvaluations
            nodesCreated = after.nodesCreated - before.nodesCreated
            nodesDestroyed = after.nodesDestroyed - before.nodesDestroyed
            childrenMoved = after.childrenMoved - before.childrenMoved
            updatePasses = after.updatePasses - before.updatePasses
            layoutPasses = after.layoutPasses - before.layoutPasses
            layoutMoves = after.layoutMoves - before.layoutMoves
            framesDrawn = after.framesDrawn - before.framesDrawn
            cellsDrawn = after.cellsDrawn - before.cellsDrawn
            bytesWritten = after.bytesWritten - before.bytesWritten
            liveNodes = after.liveNodes
            observationRegistrations = after.observationRegistrations
        }

        /// The names of the per-operation counters that differ from `other`'s.
        func differences(from other: Counters) -> Set<String> {
            let pairs: [(String, Int, Int)] = [
                ("bodyEvaluations", bodyEvaluations, other.bodyEvaluations),
                ("nodesCreated", nodesCreated, other.nodesCreated),
                ("nodesDestroyed", nodesDestroyed, other.nodesDestroyed),
                ("childrenMoved", childrenMoved, other.childrenMoved),
                ("updatePasses", updatePasses, other.updatePasses),
                ("layoutPasses", layoutPasses, other.layoutPasses),
                ("layoutMoves", layoutMoves, other.layoutMoves),
                ("framesDrawn", framesDrawn, other.framesDrawn),
                ("cellsDrawn", cellsDrawn, other.cellsDrawn),
                ("bytesWritten", bytesWritten, other.bytesWritten),
            ]
            return Set(pairs.filter { $0.1 != $0.2 }.map(\.0))
        }
    }

    /// The measurements of one case.
    struct Result: Codable {
        var name: String
        var warmupIterations: Int
        var iterations: Int
        var medianNanoseconds: UInt64
        var p95Nanoseconds: UInt64
        var minNanoseconds: UInt64
        var maxNanoseconds: UInt64
        /// The counters of the first measured operation.
        var counters: Counters
        /// The per-operation counters that were not the same in every measured operation.
        var varyingCounters: [String]
        /// Diagnostics the host reported during the measured operations.
        var diagnostics: Int
        /// The first diagnostic reported during the measured operations.
        var firstDiagnostic: String?
        /// Resident memory after warm-up, before the measured operations.
        var residentBytesBefore: Int?
        /// Resident memory after the measured operations.
        var residentBytesAfter: Int?
        /// `residentBytesAfter - residentBytesBefore`.
        var residentBytesDelta: Int?
        /// The workload's ``Workload/referenceBytes``.
        var referenceBytes: Int?
        /// The first measured operation's bytes written divided by `referenceBytes`.
        var bytesRatio: Double?
    }

    /// Runs `benchmark` and returns its measurements.
    func run(_ benchmark: Case) -> Result {
        let workload = benchmark.setUp()
        for _ in 0..<benchmark.warmupIterations {
            workload.prepare()
            workload.operation()
        }

        let iterations = iterationsOverride ?? benchmark.iterations
        var samples = [UInt64](repeating: 0, count: iterations)
        var first: Counters?
        var varying: Set<String> = []
        var diagnostics = 0
        var firstDiagnostic: String?
        var measured = 0
        let residentBefore = Self.residentBytes()
        let started = DispatchTime.now().uptimeNanoseconds
        let budget = ignoresTimeBudgets ? nil : benchmark.timeBudget.map { UInt64($0 * 1e9) }

        while measured < iterations {
            workload.prepare()
            let before = workload.counters()
            let diagnosticsBefore = workload.diagnostics().count
            let start = DispatchTime.now().uptimeNanoseconds
            workload.operation()
            let end = DispatchTime.now().uptimeNanoseconds
            let counters = Counters(before: before, after: workload.counters())
            samples[measured] = end - start
            measured += 1

            let reported = workload.diagnostics()
            if reported.count > diagnosticsBefore {
                diagnostics += reported.count - diagnosticsBefore
                firstDiagnostic = firstDiagnostic ?? reported[diagnosticsBefore]
            }
            if let first {
                varying.formUnion(counters.differences(from: first))
            } else {
                first = counters
            }
            if let budget, end - started > budget {
                break
            }
        }

        let residentAfter = Self.residentBytes()
        let sorted = samples[..<measured].sorted()
        let counters = first ?? Counters(before: GraphStatistics(), after: GraphStatistics())
        return Result(
            name: benchmark.name,
            warmupIterations: benchmark.warmupIterations,
            iterations: measured,
            medianNanoseconds: Self.median(sorted),
            p95Nanoseconds: Self.percentile(0.95, sorted),
            minNanoseconds: sorted.first ?? 0,
            maxNanoseconds: sorted.last ?? 0,
            counters: counters,
            varyingCounters: varying.sorted(),
            diagnostics: diagnostics,
            firstDiagnostic: firstDiagnostic,
            residentBytesBefore: residentBefore,
            residentBytesAfter: residentAfter,
            residentBytesDelta: residentBefore.flatMap { before in residentAfter.map { $0 - before } },
            referenceBytes: workload.referenceBytes,
            bytesRatio: workload.referenceBytes.map { Double(counters.bytesWritten) / Double(max(1, $0)) }
        )
    }

    // MARK: Statistics

    private static func median(_ sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The nearest-rank percentile `fraction` of `sorted`.
    private static func percentile(_ fraction: Double, _ sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The resident set size of this process, from `/proc/self/statm`; `nil` where there is no procfs.
    static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
            return nil
        }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else {
            return nil
        }
        return pages * Int(getpagesize())
    }

    // MARK: Output

    private static let headers = [
        "case", "iters", "median", "p95", "bodies/op", "created/op", "destroyed/op", "moved/op", "live nodes",
        "layouts/op", "layout moves/op", "frames/op", "cells/op", "bytes/op", "RSS", "ΔRSS",
    ]

    /// The column widths for a table of cases named `names`.
    static func columnWidths(names: [String]) -> [Int] {
        let nameWidth = max(headers[0].count, names.map(\.count).max() ?? 0)
        return [nameWidth, 8, 10, 10, 10, 11, 13, 9, 11, 11, 15, 10, 9, 9, 10, 10]
    }

    /// The header line and rule of the table.
    static func tableHeader(widths: [Int]) -> String {
        let header = line(headers, widths: widths)
        return header + "\n" + String(repeating: "-", count: header.count)
    }

    /// One table row; counters that differed between operations are marked with `*`.
    static func tableRow(_ result: Result, widths: [Int]) -> String {
        let counters = result.counters
        func cell(_ value: Int, _ name: String) -> String {
            String(value) + (result.varyingCounters.contains(name) ? "*" : "")
        }
        return line(
            [
                result.name,
                String(result.iterations),
                duration(result.medianNanoseconds),
                duration(result.p95Nanoseconds),
                cell(counters.bodyEvaluations, "bodyEvaluations"),
                cell(counters.nodesCreated, "nodesCreated"),
                cell(counters.nodesDestroyed, "nodesDestroyed"),
                cell(counters.childrenMoved, "childrenMoved"),
                String(counters.liveNodes),
                cell(counters.layoutPasses, "layoutPasses"),
                cell(counters.layoutMoves, "layoutMoves"),
                cell(counters.framesDrawn, "framesDrawn"),
                cell(counters.cellsDrawn, "cellsDrawn"),
                cell(counters.bytesWritten, "bytesWritten"),
                result.residentBytesAfter.map(bytes) ?? "n/a",
                result.residentBytesDelta.map(bytes) ?? "n/a",
            ],
            widths: widths
        )
    }

    /// The results as one pretty-printed JSON array.
    static func json(_ results: [Result]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(results), as: UTF8.self)
    }

    /// `fields` left-aligned (the first) or right-aligned (the rest) in `widths`, separated by two spaces.
    private static func line(_ fields: [String], widths: [Int]) -> String {
        zip(fields, widths).enumerated().map { column, pair in
            let (field, width) = pair
            let padding = String(repeating: " ", count: max(0, width - field.count))
            return column == 0 ? field + padding : padding + field
        }.joined(separator: "  ")
    }

    /// A duration in the largest unit that keeps it at least 1.
    static func duration(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds)
        switch nanoseconds {
        case ..<1_000: return "\(nanoseconds) ns"
        case ..<1_000_000: return format(value / 1e3, "µs")
        case ..<1_000_000_000: return format(value / 1e6, "ms")
        default: return format(value / 1e9, "s")
        }
    }

    /// A byte count in MiB.
    static func bytes(_ count: Int) -> String {
        format(Double(count) / 1_048_576, "MiB")
    }

    private static func format(_ value: Double, _ unit: String) -> String {
        String(format: "%.2f", value) + " " + unit
    }
}
