import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file that is only ever replaced whole: a reader, or a process started
/// after a crash, finds the old contents or the new ones, never a mix.
///
/// ```swift
/// let file = AtomicFile(url: directory.appending(path: "app-storage.json"))
/// try file.write(Data("{}".utf8))
/// let bytes = try file.read(limit: 1 << 20)   // nil when there is no file yet
/// ```
///
/// A write goes through a temporary file in the same directory:
///
/// 1. create `.app-storage.json.<pid>.tmp` (mode 0600), creating missing
///    directories (mode 0700) first;
/// 2. write every byte and `fsync` it (`F_FULLFSYNC` on Darwin), so its
///    contents are on disk before it has the real name;
/// 3. `rename` it over `app-storage.json`, which POSIX makes atomic;
/// 4. `fsync` the directory, so the rename itself survives a power cut.
///
/// A process killed between 1 and 3 leaves its temporary file behind;
/// ``removeAbandonedTemporaryFiles()`` deletes those whose process is gone.
/// The temporary name carries the process ID, so two processes never write
/// the same temporary file (the last rename still wins). Cost: two `fsync`s
/// per write, typically a few milliseconds on a disk, microseconds on tmpfs.
struct AtomicFile: Sendable {
    /// The file's location.
    let url: URL

    /// The file's path in the file system's representation.
    let path: String

    /// The directory holding the file and its temporary files.
    let directoryPath: String

    /// The file's name without its directory.
    let name: String

    init(url: URL) {
        let path = url.withUnsafeFileSystemRepresentation { String(cString: $0!) }
        let slash = path.lastIndex(of: "/")
        self.url = url
        self.path = path
        directoryPath = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Why an operation on the file failed: the operation, the path and the
    /// system's error number, or a reason of Trellis's own.
    struct Failure: Error, CustomStringConvertible {
        let operation: String
        let path: String
        let reason: String

        /// A failure the system reported with error number `code`.
        init(operation: String, path: String, code: Int32) {
            self.init(operation: operation, path: path, reason: String(cString: strerror(code)))
        }

        init(operation: String, path: String, reason: String) {
            self.operation = operation
            self.path = path
            self.reason = reason
        }

        var description: String {
            "cannot \(operation) \(path): \(reason)"
        }
    }

    // MARK: Reading

    /// The file's bytes, or `nil` when it does not exist.
    ///
    /// Reads only a regular file of at most `limit` bytes: a FIFO, a device
    /// (a symbolic link to `/dev/zero`), a directory or a larger file throws
    /// instead, without blocking and without reading more than `limit + 1`
    /// bytes. The file is opened non-blocking, so even opening a FIFO with
    /// no writer returns at once. Cost: one `open`, one `fstat`, and reads of
    /// the file's size.
    func read(limit: Int) throws(Failure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            // No file, or an ancestor that is not a directory: nothing saved yet.
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Failure(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(operation: "inspect", path: path, code: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(operation: "read", path: path, reason: "not a regular file")
        }
        let tooLarge = Failure(
            operation: "read", path: path, reason: "larger than the limit of \(limit) bytes")
        guard status.st_size <= limit else { throw tooLarge }
        var data = Data()
        data.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
                // The file grew after fstat: still bounded.
                guard data.count <= limit else { throw tooLarge }
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw Failure(operation: "read", path: path, code: errno)
            }
        }
    }

    // MARK: Writing

    /// The temporary file this process writes before renaming it.
    var temporaryPath: String {
        directoryPath + "/." + name + ".\(getpid()).tmp"
    }

    /// Replaces the file's contents with `data`, atomically and durably
    /// (the four steps above).
    func write(_ data: Data) throws(Failure) {
        let temporary = temporaryPath
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if descriptor < 0 && errno == ENOENT {
            try Self.makeDirectories(directoryPath)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else {
            throw Failure(operation: "create a file in", path: directoryPath, code: errno)
        }
        do throws(Failure) {
            try Self.writeAll(data, to: descriptor, path: temporary)
            try Self.synchronize(descriptor, path: temporary)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if close(descriptor) != 0 {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "close", path: temporary, code: code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "replace", path: path, code: code)
        }
        // The new file is in place; a directory that cannot be synchronised
        // (some file systems refuse) only weakens durability, so it is not an error.
        let directory = open(directoryPath, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(Failure) {
        let failure: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    return errno
                }
            }
            return nil
        }
        if let failure {
            throw Failure(operation: "write", path: path, code: failure)
        }
    }

    private static func synchronize(_ descriptor: Int32, path: String) throws(Failure) {
        #if canImport(Darwin)
        // fsync on Darwin leaves the data in the drive's cache.
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        if fsync(descriptor) != 0 {
            throw Failure(operation: "synchronize", path: path, code: errno)
        }
    }

    /// Creates `path` and its missing ancestors, as `mkdir -p` does.
    private static func makeDirectories(_ path: String) throws(Failure) {
        if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
            throw Failure(operation: "create directory", path: path, code: errno)
        }
        try makeDirectories(String(path[..<slash]))
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw Failure(operation: "create directory", path: path, code: errno)
        }
    }

    // MARK: Recovery

    /// Renames the file to `<name>.corrupt-<UTC time>` (with `-2`, `-3`…
    /// when that name is taken) and returns the new location.
    ///
    /// ```
    /// app-storage.json  →  app-storage.json.corrupt-20250314T092653Z
    /// ```
    func moveAside(at date: Date = Date()) throws(Failure) -> URL {
        let base = path + ".corrupt-" + Self.timestamp(date)
        var target = base
        var attempt = 1
        while access(target, F_OK) == 0 {
            attempt += 1
            target = base + "-\(attempt)"
        }
        guard rename(path, target) == 0 else {
            throw Failure(operation: "move aside", path: path, code: errno)
        }
        return URL(fileURLWithPath: target)
    }

    /// `20250314T092653Z`: the date in UTC, without separators that some
    /// file systems refuse.
    private static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Deletes the temporary files of processes that no longer run (killed
    /// in the middle of a write), and returns how many it deleted.
    ///
    /// ```
    /// .app-storage.json.4242.tmp   process 4242 gone   → deleted
    /// .app-storage.json.77.tmp     process 77 running  → kept (it may be writing)
    /// ```
    @discardableResult
    func removeAbandonedTemporaryFiles() -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directoryPath) else { return 0 }
        let prefix = "." + name + "."
        var removed = 0
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let digits = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let process = pid_t(digits), process > 0, process != getpid() else { continue }
            if kill(process, 0) != 0 && errno == ESRCH && unlink(directoryPath + "/" + entry) == 0 {
                removed += 1
            }
        }
        return removed
    }
}
