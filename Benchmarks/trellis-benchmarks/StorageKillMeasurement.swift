import Foundation
import Trellis

/// Kills an `@AppStorage` app with SIGKILL at random moments and checks
/// what each kill left on disk: every file must parse and hold one whole
/// turn (the four keys a key press sets, all with the same number).
///
/// ```
/// trellis-benchmarks --storage-turn-loop=<file>
/// child: a key press per turn, each setting a = b = c = d = n (100 µs apart), until killed
/// parent: start the child, wait for its first save, sleep 0–20 ms, SIGKILL, read the file
/// ```
///
/// The test suite kills 30 children (`StorageProcessTests`); this run
/// kills 100 (10 with `--quick`) and reports how many files parsed, how
/// many mixed two turns, and the turns the children had reached.
enum StorageKillMeasurement {
    /// The option that makes the program run the turn loop on the file
    /// that follows it, instead of running cases.
    static let childOption = "--storage-turn-loop="

    /// The stored keys each turn sets.
    static let keys = ["a", "b", "c", "d"]

    /// Kills `kills` children one after another, each on the same file,
    /// and returns the line that reports them.
    static func run(kills: Int) -> String {
        let name = "storage/kill-9"
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "trellis-benchmark-kills-\(getpid())", directoryHint: .isDirectory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "app-storage.json")
        var random = SystemRandomNumberGenerator()
        var parsed = 0
        var mixed = 0
        var turns: [Int] = []
        for run in 1...kills {
            try? FileManager.default.removeItem(at: url)
            guard killChild(on: url, delay: UInt32.random(in: 0...20_000, using: &random)) else {
                return "\(name): run \(run): the child did not start or did not save"
            }
            guard let numbers = storedNumbers(in: url) else { continue }
            parsed += 1
            if Set(numbers).count == 1, let turn = numbers.first {
                turns.append(turn)
            } else {
                mixed += 1
            }
        }
        turns.sort()
        let reached = turns.isEmpty ? "none" : "\(turns[0])…\(turns[turns.count - 1])"
        return "\(name): \(kills) kills, \(parsed) files parsed, \(mixed) mixed two turns (turns reached \(reached))"
    }

    /// Starts a child on `url`, waits until the file exists (its first
    /// save), sleeps `delay` microseconds and kills it. Returns whether the
    /// child got that far and died of the kill.
    private static func killChild(on url: URL, delay: UInt32) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [childOption + url.path(percentEncoded: false)]
        do {
            try process.run()
        } catch {
            return false
        }
        // The child saves within a few milliseconds of starting; give up
        // after five seconds rather than hang a benchmark run.
        var waited = 0
        while !FileManager.default.fileExists(atPath: url.path(percentEncoded: false)), process.isRunning,
            waited < 5_000
        {
            usleep(1_000)
            waited += 1
        }
        usleep(delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && waited < 5_000
    }

    /// The numbers the file at `url` holds under ``keys``, read with
    /// Foundation's own parser (not the one under test); `nil` when it does
    /// not parse or lacks a key.
    private static func storedNumbers(in url: URL) -> [Int]? {
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let values = root["values"] as? [String: Any]
        else { return nil }
        let numbers = keys.compactMap { key in (values[key] as? [String: Any])?["int"] as? Int }
        return numbers.count == keys.count ? numbers : nil
    }

    /// In the child: presses a key every turn of the main queue, each
    /// setting the four stored keys, for at most ten seconds (so a child
    /// whose parent died does not run on).
    @MainActor
    static func runTurnLoop(path: String) -> Never {
        let store = StorageFile(url: URL(fileURLWithPath: path))
        let host = TestHost(columns: 40, rows: 1) { Counters().defaultAppStorage(store) }
        host.press(.tab)
        @MainActor func turn() {
            host.type("x")
            DispatchQueue.main.async { MainActor.assumeIsolated { turn() } }
        }
        turn()
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { exit(0) }
        dispatchMain()
    }

    /// Four stored counters that every key press sets to the next number,
    /// with pauses between, so a save that caught the middle of a turn
    /// would show.
    struct Counters: View {
        @AppStorage("a") private var a = 0
        @AppStorage("b") private var b = 0
        @AppStorage("c") private var c = 0
        @AppStorage("d") private var d = 0

        var body: some View {
            Text("\(a) \(b) \(c) \(d)")
                .focusable()
                .onKeyPress { _ in
                    let next = a + 1
                    a = next
                    usleep(100)
                    b = next
                    usleep(100)
                    c = next
                    usleep(100)
                    d = next
                    return .handled
                }
        }
    }
}
