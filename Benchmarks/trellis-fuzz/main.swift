import DemoKit
import Foundation
import SwiftUIExamples
import Trellis

// The fuzz run `.ci/run` makes: random and structured bytes through real
// apps (the demo gallery and the SwiftUI examples) in a test host, through
// the same decoder, focus routing, graph and writer as a terminal run.
//
//   trellis-fuzz [--bytes N] [--seed S]      (defaults: 5,000,000 bytes, seed 1)
//
// Fails (status 1) when an output holds a foreign control byte (see
// OutputCheck) or an app is not usable afterwards; a crash or a trap ends
// it with the signal. Prints the figures BENCHMARKS.md records.

struct Options {
    var bytes = 5_000_000
    var seed: UInt64 = 1

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return nil }
            switch argument {
            case "--bytes": guard let bytes = Int(value), bytes > 0 else { return nil }; options.bytes = bytes
            case "--seed": guard let seed = UInt64(value) else { return nil }; options.seed = seed
            default: return nil
            }
        }
        return options
    }
}

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: trellis-fuzz [--bytes N] [--seed S]\n".utf8))
    exit(2)
}

/// The check itself must catch what it is there to catch.
func checkTheChecker() -> Bool {
    let clean = "\u{1B}[?2026h\u{1B}[H\u{1B}[1;31mé中🙂\u{1B}]8;;https://a.example\u{1B}\\a\u{1B}]8;;\u{1B}\\\r\n"
        + "\u{1B}[3;22r\u{1B}[3H\u{1B}[S\u{1B}[r\u{1B}[12;4H\u{1B}[K\u{1B}[2A\u{1B}[?25h\u{1B}[?2026l"
    let foreign = [
        "\u{1B}]52;c;SGk=\u{7}", "\u{1B}P+q\u{1B}\\", "a\u{7}", "a\u{0}", "\u{1B}[2J", "\u{1B}[6n", "\u{1B}[8;1;1t", "\u{9B}", "\u{7F}", "\u{1B}7", "\u{1B}]8;;a\u{1}b\u{7}",
    ]
    return OutputCheck.foreignOffsets(in: Array(clean.utf8)).isEmpty
        && foreign.allSatisfy { !OutputCheck.foreignOffsets(in: Array($0.utf8)).isEmpty }
        && !OutputCheck.foreignOffsets(in: [0x61, 0xC0, 0xAF]).isEmpty
}

MainActor.assumeIsolated {
    guard checkTheChecker() else {
        FileHandle.standardError.write(Data("trellis-fuzz: the output check does not catch what it must\n".utf8))
        exit(1)
    }
    let apps: [(name: String, make: @MainActor () -> AnyView)] =
        [(name: "gallery", make: { @MainActor in AnyView(Gallery()) })] + Examples.all
    var input = FuzzInput(seed: options.seed)
    let share = options.bytes / apps.count + 1
    var fed = 0
    var chunks = 0
    var written = 0
    var resizes = 0
    var failures: [String] = []
    let start = DispatchTime.now().uptimeNanoseconds

    for app in apps {
        let host = TestHost(columns: 100, rows: 30) { app.make() }
        written += host.takeOutput().count
        var appFed = 0
        while appFed < share {
            if input.number(in: 0...199) == 0 {
                // Zero included: a terminal that reports no size.
                host.resize(columns: input.number(in: 0...160), rows: input.number(in: 0...50))
                resizes += 1
            }
            let chunk = input.chunk()
            host.send(chunk)
            appFed += chunk.count
            chunks += 1
            let output = host.takeOutput()
            written += output.count
            if let offset = OutputCheck.foreignOffsets(in: output).first {
                let context = output[max(0, offset - 16)..<min(output.count, offset + 16)]
                failures.append("\(app.name): foreign byte in the output after chunk \(chunks): \(Array(context))")
                break
            }
        }
        fed += appFed
        // Usable afterwards: a paste left open is ended, pending timers run,
        // and the app lays out and draws again at two new sizes.
        host.send(Array("\u{1B}[201~".utf8))
        host.advance(by: .milliseconds(100))
        for (columns, rows) in [(80, 24), (100, 30)] {
            let before = host.statistics.framesDrawn
            host.resize(columns: columns, rows: rows)
            let screen = host.screen
            if host.statistics.framesDrawn == before || screen.allSatisfy({ $0 == " " || $0 == "\n" })
                || screen.split(separator: "\n").contains(where: { $0.count > columns })
            {
                failures.append("\(app.name): no frame of \(columns) × \(rows) afterwards")
            }
        }
        if let offset = OutputCheck.foreignOffsets(in: host.takeOutput()).first {
            failures.append("\(app.name): foreign byte in the output of the last frames at \(offset)")
        }
    }

    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("""
        trellis-fuzz seed \(options.seed): \(fed) bytes in \(chunks) chunks through \(apps.count) apps, \
        \(resizes) resizes, \(written) bytes written, \(failures.count) failures, \
        \(String(format: "%.1f", seconds)) s (\(String(format: "%.2f", Double(fed) / 1e6 / seconds)) MB/s)
        """)
    for failure in failures {
        print("  \(failure)")
    }
    exit(failures.isEmpty ? 0 : 1)
}
