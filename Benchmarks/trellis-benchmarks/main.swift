import Trellis

/// The command line: `trellis-benchmarks [filter] [--json] [--quick] [--exact] [--iterations=N]`.
struct Options {
    /// A substring the names of the cases to run must contain, or `nil` for all.
    var filter: String?
    /// Print one JSON array instead of the table.
    var json = false
    /// Small sizes and few iterations, for a smoke run.
    var quick = false
    /// Every iteration of every case, whatever the time budgets: the same
    /// work on every run, for instruction counts.
    var exact = false
    /// Measured operations for every case instead of its own count.
    var iterations: Int?
    /// Print the usage and run nothing.
    var help = false
    /// In a child process of ``PeakMemoryMeasurement``: the list to mount
    /// (`<kind>:<count>`) and measure, instead of running cases.
    var peakMemoryChild: String?
    /// In a child process of ``StorageKillMeasurement``: the storage file
    /// to run the turn loop on until killed, instead of running cases.
    var storageTurnLoopChild: String?

    /// Parses `arguments` (without the program name); `nil` for an unknown option or a second filter.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        for argument in arguments {
            switch argument {
            case "--json":
                options.json = true
            case "--quick":
                options.quick = true
            case "--exact":
                options.exact = true
            case _ where argument.hasPrefix("--iterations="):
                guard let count = Int(argument.dropFirst("--iterations=".count)), count > 0 else { return nil }
                options.iterations = count
            case "-h", "--help":
                options.help = true
            case _ where argument.hasPrefix(StorageKillMeasurement.childOption):
                options.storageTurnLoopChild = String(argument.dropFirst(StorageKillMeasurement.childOption.count))
            case _ where argument.hasPrefix(PeakMemoryMeasurement.childOption):
                options.peakMemoryChild = String(argument.dropFirst(PeakMemoryMeasurement.childOption.count))
            default:
                if argument.hasPrefix("-") || options.filter != nil {
                    return nil
                }
                options.filter = argument
            }
        }
        return options
    }

    static let usage = """
        usage: trellis-benchmarks [filter] [--json] [--quick] [--exact] [--iterations=N]
          filter   run only the cases whose name contains this substring
          --json   print the results as one JSON array instead of a table
          --quick  small sizes and few iterations (CI smoke run)
          --exact  every iteration, whatever the time budget, so that the
                   work, and so callgrind's instruction count, is the same
                   on every run
          --iterations=N  measure N operations of every case; two runs
                   with different N give, by difference, one operation's
                   instructions without the first operations' one-time costs
        The lazy lists' peak memory is measured in child processes, started
        with --peak-rss-child=<range|array>:<rows>; table output only, as is
        the memory of a stateful row (mount-stateful-memory/10000). The
        storage kill run starts children with --storage-turn-loop=<file>.
        """
}

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}
if let argument = options.peakMemoryChild {
    guard let peaks = MainActor.assumeIsolated({ PeakMemoryMeasurement.measure(argument) }) else {
        FileHandle.standardError.write(Data("cannot measure the peak memory of \"\(argument)\"\n".utf8))
        exit(1)
    }
    print(peaks)
    exit(0)
}

if let path = options.storageTurnLoopChild {
    MainActor.assumeIsolated { StorageKillMeasurement.runTurnLoop(path: path) }
}

MainActor.assumeIsolated {
    let cases = Cases.all(quick: options.quick).filter { benchmark in
        options.filter.map { benchmark.name.contains($0) } ?? true
    }
    let statefulMemory = StatefulMemoryMeasurement.name(rows: 10_000)
    let measurements = ["idle/full-screen-demo", "lazy/peak-rss", statefulMemory, "startup/rows-demo", "storage/kill-9"]
    guard !cases.isEmpty || options.filter.map({ filter in measurements.contains { $0.contains(filter) } }) == true
    else {
        FileHandle.standardError.write(Data("no case matches \"\(options.filter ?? "")\"\n".utf8))
        exit(1)
    }

    let harness = Harness(ignoresTimeBudgets: options.exact, iterationsOverride: options.iterations)
    let widths = Harness.columnWidths(names: cases.map(\.name))
    if !options.json, !cases.isEmpty {
        print(Harness.tableHeader(widths: widths))
    }

    var results: [Harness.Result] = []
    for benchmark in cases {
        let result = harness.run(benchmark)
        results.append(result)
        if !options.json {
            print(Harness.tableRow(result, widths: widths))
            if let diagnostic = result.firstDiagnostic {
                print("    \(result.diagnostics) diagnostics during the measured operations; the first: \(diagnostic)")
            }
            if benchmark.name == "observation-memory" || benchmark.name == "host-churn-memory" {
                let before = result.residentBytesBefore.map(Harness.bytes) ?? "n/a"
                let after = result.residentBytesAfter.map(Harness.bytes) ?? "n/a"
                let delta = result.residentBytesDelta.map(Harness.bytes) ?? "n/a"
                let unit = benchmark.name == "observation-memory" ? "ticks" : "hosts"
                print("    RSS before \(before), after \(after), delta \(delta) over \(result.iterations) \(unit)")
            }
            if let reference = result.referenceBytes, let ratio = result.bytesRatio {
                let ratioText = String(format: "%.2f", ratio)
                print(
                    "    \(result.counters.bytesWritten) bytes per frame; the changed cells need \(reference) by themselves: "
                        + "ratio \(ratioText)")
            }
        }
    }

    if !options.json, options.filter.map({ statefulMemory.contains($0) }) ?? true {
        print(StatefulMemoryMeasurement.run(rows: 10_000))
    }

    if options.filter.map({ "idle/full-screen-demo".contains($0) }) ?? true {
        let line = IdleMeasurement.run(seconds: options.quick ? 1 : 5)
        if !options.json {
            print(line)
        }
    }

    if options.filter.map({ "startup/rows-demo".contains($0) }) ?? true {
        let line = StartupMeasurement.run(runs: options.quick ? 3 : 15)
        if !options.json {
            print(line)
        }
    }

    if options.filter.map({ "storage/kill-9".contains($0) }) ?? true {
        let line = StorageKillMeasurement.run(kills: options.quick ? 10 : 100)
        if !options.json {
            print(line)
        }
    }

    if !options.json, options.filter.map({ "lazy/peak-rss".contains($0) }) ?? true {
        for line in PeakMemoryMeasurement.run(sizes: Cases.lazySizes(quick: options.quick)) {
            print(line)
        }
    }

    if options.json {
        do {
            print(try Harness.json(results))
        } catch {
            FileHandle.standardError.write(Data("cannot encode the results: \(error)\n".utf8))
            exit(1)
        }
    } else if results.contains(where: { !$0.varyingCounters.isEmpty }) {
        print("* differed between the measured operations; the first operation's value is shown")
    }
}
