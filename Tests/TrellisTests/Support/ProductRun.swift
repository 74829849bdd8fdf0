import Foundation

/// One of the package's executables run to its end without a terminal, as
/// a CI job or a cron job starts it: in a session of its own (`setsid`,
/// so `/dev/tty` cannot be opened), standard input `/dev/null`, standard
/// output and error in pipes.
///
/// ```swift
/// let run = try ProductRun(product: "identity-demo")
/// #expect(run.status == 0)
/// ```
struct ProductRun {
    let output: String
    let error: String
    let status: Int32

    /// Runs `product` (built beside the test binary) with `arguments` and
    /// `environment` added to this process's environment, and waits for it.
    init(product: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", Tmux.productsDirectory.appendingPathComponent(product).path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        self.output = String(decoding: outputData, as: UTF8.self)
        self.error = String(decoding: errorData, as: UTF8.self)
        status = process.terminationStatus
    }
}
