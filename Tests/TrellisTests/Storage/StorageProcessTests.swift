import Foundation
import Testing
@testable import Trellis

/// The file and payload the write loop child uses; the parent checks them.
private enum WriteLoop {
    static let fileVariable = "TRELLIS_TEST_STORAGE_FILE"
    static let readyLine = "write loop ready"

    /// 64 KiB that differ from the previous generation's, so a file mixing
    /// two writes is caught. Cheap to make, so the child spends its time
    /// saving, where the kills should land.
    static func payload(_ generation: Int) -> Data {
        Data(repeating: UInt8(truncatingIfNeeded: generation), count: 64 * 1_024)
    }
}

/// The turn loop child: every turn, a key handler sets four stored keys to
/// the same new number, pausing between them so a save has every chance to
/// start in the middle.
private enum TurnLoop {
    static let keys = ["a", "b", "c", "d"]
    static let readyLine = "turn loop ready"
    /// How many children the test kills; `TRELLIS_STORAGE_KILLS` raises it
    /// for a longer run (BENCHMARKS.md records one of 100).
    static var kills: Int {
        ProcessInfo.processInfo.environment["TRELLIS_STORAGE_KILLS"].flatMap(Int.init) ?? 30
    }

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

@Suite("Storage across processes")
struct StorageProcessTests {
    @Test("A process killed with SIGKILL in a write loop leaves the old or the new whole file, 100 times over")
    func killedWriter() async throws {
        let directory = try TemporaryDirectory()
        // Two lanes of 50 runs, each on its own file, to halve the time
        // spent starting children.
        // The threads capture only the URLs: the directory is released, and
        // removed, by this test, not by a thread the process may not wait for.
        let firstURL = directory.appending("first.json")
        let secondURL = directory.appending("second.json")
        async let first = ChildTestProcess.onThread { Self.killWriters(runs: 50, url: firstURL, seed: 1) }
        async let second = ChildTestProcess.onThread { Self.killWriters(runs: 50, url: secondURL, seed: 2) }
        let interruptedWrites = try await first + second
        // Kills that landed between a temporary file's creation and its
        // rename, the window the atomic write protects (about half of them).
        #expect(interruptedWrites > 0)
        #expect(directory.entries == ["first.json", "second.json"])
    }

    /// Starts `runs` write loops on `url` one after another, kills each with
    /// SIGKILL after a random delay of up to 3 ms, and checks that the file
    /// is whole each time. Returns how many kills interrupted a write.
    ///
    /// Records issues rather than throwing, so that a lane stops writing
    /// before the test ends and its directory is removed.
    private static func killWriters(runs: Int, url: URL, seed: UInt64) -> Int {
        var random = SeededGenerator(state: seed)
        var lastGeneration = 0
        var interrupted = 0
        for run in 1...runs {
            guard
                killChild(
                    test: "StorageChildProcesses/writeLoop", role: "write-loop", url: url, readyLine: WriteLoop.readyLine,
                    delayUpTo: 3_000, random: &random, run: run)
            else { return interrupted }

            let file = AtomicFile(url: url)
            interrupted += file.removeAbandonedTemporaryFiles()
            let contents: StorageContents
            do {
                contents = try StorageContents.decode(try file.read(limit: StorageFile.maximumFileSize) ?? Data())
            } catch {
                Issue.record("run \(run): the file is not whole: \(error)")
                return interrupted
            }
            guard case .int(let generation) = contents.values["generation"] else {
                Issue.record("run \(run): no generation in \(contents.values.keys.sorted())")
                return interrupted
            }
            #expect(contents.values["payload"] == .data(WriteLoop.payload(generation)), "run \(run)")
            #expect(contents.values.count == 2, "run \(run)")
            #expect(generation >= max(lastGeneration, 1), "run \(run): the file went back in time")
            lastGeneration = generation
        }
        return interrupted
    }

    @Test("A process killed with SIGKILL while each turn sets four keys leaves files that hold whole turns")
    func killedDuringTurns() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let runs = TurnLoop.kills
        let mixed = try await ChildTestProcess.onThread { Self.killTurnLoops(runs: runs, url: url, seed: 3) }
        #expect(mixed == 0)
    }

    /// Starts the child test `test` as `role` on `url`, waits for its
    /// `readyLine`, kills it with SIGKILL after a random delay of up to
    /// `delayUpTo` microseconds and waits for it. Returns whether it got
    /// ready and died of the kill, recording an issue otherwise.
    private static func killChild(
        test: String, role: String, url: URL, readyLine: String, delayUpTo delay: UInt32,
        random: inout SeededGenerator, run: Int
    ) -> Bool {
        let output = Pipe()
        let child: Process
        do {
            child = try ChildTestProcess.launch(
                test: test, role: role, environment: [WriteLoop.fileVariable: url.path(percentEncoded: false)],
                standardOutput: output)
        } catch {
            Issue.record(error, "run \(run): cannot start the child")
            return false
        }
        let ready = ChildTestProcess.waitForLine(readyLine, on: output)
        usleep(UInt32.random(in: 0...delay, using: &random))
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        guard ready else {
            Issue.record("run \(run): the child ended before its first save")
            return false
        }
        #expect(child.terminationReason == .uncaughtSignal, "run \(run)")
        return true
    }

    /// Starts `runs` turn loops on `url` one after another, kills each with
    /// SIGKILL after a random delay of up to 20 ms, and checks that the file
    /// parses and holds one turn's number under all four keys. Returns how
    /// many files mixed two turns.
    private static func killTurnLoops(runs: Int, url: URL, seed: UInt64) -> Int {
        var random = SeededGenerator(state: seed)
        var mixed = 0
        for run in 1...runs {
            guard
                killChild(
                    test: "StorageChildProcesses/turnLoop", role: "turn-loop", url: url, readyLine: TurnLoop.readyLine,
                    delayUpTo: 20_000, random: &random, run: run)
            else { return mixed }
            let contents: StorageContents
            do {
                contents = try StorageContents.decode(try AtomicFile(url: url).read(limit: StorageFile.maximumFileSize) ?? Data())
            } catch {
                Issue.record("run \(run): the file does not parse: \(error)")
                return mixed
            }
            let numbers = TurnLoop.keys.map { contents.values[$0] }
            if numbers.contains(where: { $0 != numbers[0] }) || numbers[0] == nil {
                mixed += 1
                Issue.record("run \(run): the file mixes turns: \(numbers)")
            }
        }
        return mixed
    }

    @Test("Values of every supported type written just before a normal exit are saved by the exit handler")
    @MainActor func savedAtExit() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let child = try ChildTestProcess.launch(
            test: "StorageChildProcesses/exitAfterWrite", role: "exit-after-write",
            environment: [WriteLoop.fileVariable: url.path(percentEncoded: false)])
        try await ChildTestProcess.onThread { child.waitUntilExit() }
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == 0)
        let log = DiagnosticLog()
        let store = StorageFile(url: url, log: log)
        let host = TestHost(columns: 60, rows: 20) { EveryAppStorageType().defaultAppStorage(store) }
        #expect(host.screen == StoredSamples.screen)
        #expect(log.take() == [])
    }

    @Test("A change whose turn never ends is saved when another thread calls exit()")
    func savedAtExitOffTheMainQueue() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let child = try ChildTestProcess.launch(
            test: "StorageChildProcesses/exitOffMainQueue", role: "exit-off-main-queue",
            environment: [WriteLoop.fileVariable: url.path(percentEncoded: false)])
        try await ChildTestProcess.onThread { child.waitUntilExit() }
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == 0)
        let contents = try StorageContents.decode(
            try AtomicFile(url: url).read(limit: StorageFile.maximumFileSize) ?? Data())
        #expect(contents.values == ["answer": .int(42)])
    }

    @Test("A key read from a storage file reaches standard error as visible symbols, never as an escape sequence")
    func hostileKeyInDiagnostic() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let hostile = #"{"format":1,"values":{"\u001b]52;c;SGFjaw==\u0007\u001b[2J":{"bogus":1}}}"#
        try Data(hostile.utf8).write(to: url)
        let standardError = Pipe()
        let child = try ChildTestProcess.launch(
            test: "StorageChildProcesses/loadStorage", role: "load-storage",
            environment: [WriteLoop.fileVariable: url.path(percentEncoded: false)], standardError: standardError)
        let output = try await ChildTestProcess.onThread {
            let data = standardError.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            return data
        }
        #expect(child.terminationStatus == 0)
        let text = String(decoding: output, as: UTF8.self)
        let warning = try #require(text.split(separator: "\n").first { $0.hasPrefix("Trellis: storage file") })
        #expect(warning.contains("␛]52;c;SGFjaw==␇␛[2J"))
        #expect(!output.contains(0x1B))
        #expect(!output.contains(0x07))
    }
}

/// Tests that run only in a child process started by the tests above
/// (``ChildTestProcess``); in a normal run they are skipped.
@Suite("Storage child processes")
struct StorageChildProcesses {
    @Test("Child: saves growing generations in a loop until killed",
          .enabled(if: ChildTestProcess.role == "write-loop"))
    @MainActor func writeLoop() throws {
        let path = try #require(ProcessInfo.processInfo.environment[WriteLoop.fileVariable])
        let store = StorageFile(
            url: URL(fileURLWithPath: path), savesAutomatically: false, diagnose: StorageFile.reportToStandardError)
        var generation = 0
        if case .int(let saved) = store.untrackedValue(forKey: "generation") {
            generation = saved
        }
        // Bounded, so a child whose parent died does not write forever.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            generation += 1
            store.setValue(.int(generation), forKey: "generation")
            store.setValue(.data(WriteLoop.payload(generation)), forKey: "payload")
            store.flush()
            if store.savesCompleted == 1 {
                FileHandle.standardOutput.write(Data((WriteLoop.readyLine + "\n").utf8))
            }
        }
    }

    @Test("Child: presses a key every turn, each setting four stored keys, until killed",
          .enabled(if: ChildTestProcess.role == "turn-loop"))
    func turnLoop() async throws {
        let path = try #require(ProcessInfo.processInfo.environment[WriteLoop.fileVariable])
        await MainActor.run {
            let store = StorageFile(url: URL(fileURLWithPath: path))
            let host = TestHost(columns: 40, rows: 1) { TurnLoop.Counters().defaultAppStorage(store) }
            host.press(.tab)
            var announced = false
            @MainActor func turn() {
                host.type("x")
                if !announced, store.savesCompleted > 0 {
                    announced = true
                    FileHandle.standardOutput.write(Data((TurnLoop.readyLine + "\n").utf8))
                }
                DispatchQueue.main.async { MainActor.assumeIsolated { turn() } }
            }
            turn()
        }
        // Bounded, so a child whose parent died does not write forever.
        try await Task.sleep(for: .seconds(10))
    }

    @Test("Child: changes a value, then exits from another thread before the turn ends",
          .enabled(if: ChildTestProcess.role == "exit-off-main-queue"))
    @MainActor func exitOffMainQueue() throws {
        let path = try #require(ProcessInfo.processInfo.environment[WriteLoop.fileVariable])
        let store = StorageFile(url: URL(fileURLWithPath: path))
        store.setValue(.int(42), forKey: "answer")
        DispatchQueue.global().sync { exit(0) }
    }

    @Test("Child: reads the storage file, reporting to standard error",
          .enabled(if: ChildTestProcess.role == "load-storage"))
    @MainActor func loadStorage() throws {
        let path = try #require(ProcessInfo.processInfo.environment[WriteLoop.fileVariable])
        _ = StorageFile(url: URL(fileURLWithPath: path))
    }

    @Test("Child: writes every type through views, then exits at once",
          .enabled(if: ChildTestProcess.role == "exit-after-write"))
    @MainActor func exitAfterWrite() throws {
        let path = try #require(ProcessInfo.processInfo.environment[WriteLoop.fileVariable])
        let store = StorageFile(url: URL(fileURLWithPath: path))
        let host = TestHost(columns: 60, rows: 20) {
            EveryAppStorageType(writesSamples: true).defaultAppStorage(store)
        }
        host.update()
        // The save scheduled for the main queue's next turn never runs:
        // only the exit handler can save.
        exit(0)
    }
}
