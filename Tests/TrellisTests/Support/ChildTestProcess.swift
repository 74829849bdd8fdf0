import Foundation

/// This test executable launched again to run one test, for tests that
/// need a second process (one to kill, one that exits).
///
/// ```swift
/// let child = try ChildTestProcess.launch(
///     test: "StorageChildProcesses/writeLoop", role: "write-loop", environment: ["FILE": path])
/// ```
///
/// The child runs with `TRELLIS_TEST_CHILD_ROLE` set to `role`; the tests meant
/// only for children are enabled by it (``role``) and skipped otherwise. On
/// Linux the executable is `/proc/self/exe` (the `.xctest` binary
/// `swift test` built), given Swift Testing's `--filter`; on Darwin the test
/// bundle is run again through the same helper that runs this one.
enum ChildTestProcess {
    /// The role this process was launched for, or `nil` in a normal test run.
    static var role: String? { ProcessInfo.processInfo.environment["TRELLIS_TEST_CHILD_ROLE"] }

    /// Starts the test matching `filter` in a new process with `role` and
    /// `environment` added to this one's environment; its standard output
    /// and error go to the pipes given, or nowhere.
    static func launch(
        test filter: String, role: String, environment: [String: String], standardOutput: Pipe? = nil,
        standardError: Pipe? = nil
    ) throws -> Process {
        let process = Process()
        var arguments: [String] = []
        #if os(Linux)
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        if let index = CommandLine.arguments.firstIndex(of: "--test-bundle-path"),
            index + 1 < CommandLine.arguments.count
        {
            arguments += CommandLine.arguments[index...(index + 1)]
        }
        #endif
        arguments += ["--testing-library", "swift-testing", "--filter", filter]
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            environment.merging(["TRELLIS_TEST_CHILD_ROLE": role]) { $1 }
        ) { $1 }
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardError = standardError ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}

extension ChildTestProcess {
    /// Runs blocking `work` (waiting for a child, reading its pipe) on a
    /// thread of its own, so neither the main actor nor the concurrency
    /// pool's few threads are held.
    static func onThread<Result: Sendable>(
        _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Swift.Result { try work() })
            }
        }
    }

    /// Reads `pipe` until a line equal to `line` arrives; `false` when the
    /// writer closed it first (the child ended).
    static func waitForLine(_ line: String, on pipe: Pipe) -> Bool {
        var received = ""
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { return false }
            received += String(decoding: chunk, as: UTF8.self)
            if received.split(separator: "\n").contains(Substring(line)) { return true }
        }
    }
}
