import Foundation

/// A fresh, empty directory under the system's temporary directory, removed
/// with its contents when released. Storage tests write only here, never to
/// the real `~/.config`.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(
            path: "trellis-storage-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The location of `name` inside the directory.
    func appending(_ name: String) -> URL {
        url.appending(path: name, directoryHint: .notDirectory)
    }

    /// The names in the directory (hidden ones included), sorted.
    var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path(percentEncoded: false))) ?? []).sorted()
    }

    /// The text of the file `name`, or `nil` when it cannot be read.
    func text(of name: String) -> String? {
        (try? Data(contentsOf: appending(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to the file `name`, replacing it.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: appending(name))
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Collects the messages a storage file reports, from any thread, instead
/// of letting them reach standard error.
final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// The function to pass as a `diagnose:` argument.
    var sink: @Sendable (String) -> Void {
        { [self] message in lock.withLock { messages.append(message) } }
    }

    /// Returns the messages reported since the last call and forgets them.
    func take() -> [String] {
        lock.withLock {
            defer { messages = [] }
            return messages
        }
    }
}
