import Foundation
import Testing
@testable import Trellis

/// What a storage file refuses to read or write: anything but a regular
/// file, and more than ``StorageFile/maximumFileSize`` bytes.
@MainActor
@Suite("StorageFile limits")
struct StorageFileLimitsTests {
    /// Loads a store from `name` in `directory`; returns its log and what
    /// the directory holds afterwards.
    private func load(_ name: String, in directory: TemporaryDirectory) -> (store: StorageFile, log: [String]) {
        let log = DiagnosticLog()
        let store = StorageFile(url: directory.appending(name), log: log)
        return (store, log.take())
    }

    @Test("A FIFO in the file's place is not opened for a blocking read: it is moved aside and defaults are used")
    func fifo() throws {
        let directory = try TemporaryDirectory()
        try #require(mkfifo(directory.appending("app-storage.json").path(percentEncoded: false), 0o600) == 0)
        let (store, log) = load("app-storage.json", in: directory)
        #expect(store.untrackedValue(forKey: "a") == nil)
        let aside = try #require(directory.entries.first)
        #expect(directory.entries.count == 1)
        #expect(aside.hasPrefix("app-storage.json.corrupt-"))
        let path = directory.appending("app-storage.json").path(percentEncoded: false)
        #expect(log == [
            "storage file \(path) is unreadable (cannot read \(path): not a regular file); "
                + "moved it to \(aside) and using defaults."
        ])
    }

    @Test("A symbolic link to a device (/dev/zero) is not read")
    func device() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.appending("app-storage.json").path(percentEncoded: false), withDestinationPath: "/dev/zero")
        let (store, log) = load("app-storage.json", in: directory)
        #expect(store.untrackedValue(forKey: "a") == nil)
        #expect(log.count == 1)
        #expect(log.first?.contains("not a regular file") == true)
    }

    @Test("A file larger than the limit is not read; one at the limit is")
    func size() throws {
        let directory = try TemporaryDirectory()
        let prefix = Data(#"{"format":1,"values":{"a":{"string":""#.utf8)
        let suffix = Data(#""}}}"#.utf8)
        let filler = StorageFile.maximumFileSize - prefix.count - suffix.count
        try (prefix + Data(repeating: UInt8(ascii: "x"), count: filler) + suffix)
            .write(to: directory.appending("at-limit.json"))
        try (prefix + Data(repeating: UInt8(ascii: "x"), count: filler + 1) + suffix)
            .write(to: directory.appending("over-limit.json"))

        let (atLimit, atLimitLog) = load("at-limit.json", in: directory)
        #expect(atLimit.untrackedValue(forKey: "a") == .string(String(repeating: "x", count: filler)))
        #expect(atLimitLog == [])

        let (overLimit, overLimitLog) = load("over-limit.json", in: directory)
        #expect(overLimit.untrackedValue(forKey: "a") == nil)
        #expect(overLimitLog.count == 1)
        #expect(overLimitLog.first?.contains("larger than the limit of 8388608 bytes") == true)
    }

    @Test("Forms Foundation's decoder read are still read: a byte order mark, integral numbers, a repeated tag")
    func compatibleForms() throws {
        let directory = try TemporaryDirectory()
        let json = #"{"format": 1.0, "values": {"a": {"int": 3.0}, "b": {"int": 1e2}, "c": {"int": 1, "int": 2}}}"#
        try (Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8)).write(to: directory.appending("app-storage.json"))
        let (store, log) = load("app-storage.json", in: directory)
        #expect(log == [])
        #expect(store.untrackedValue(forKey: "a") == .int(3))
        #expect(store.untrackedValue(forKey: "b") == .int(100))
        #expect(store.untrackedValue(forKey: "c") == .int(2))
    }

    @Test("Values whose file would pass the limit stay in memory, are not saved, and are reported once")
    func saveOverLimit() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let log = DiagnosticLog()
        let store = StorageFile(url: url, log: log)
        store.setValue(.int(1), forKey: "small")
        store.flush()
        #expect(store.savesCompleted == 1)
        store.setValue(.data(Data(count: StorageFile.maximumFileSize)), forKey: "large")
        store.flush()
        store.setValue(.int(2), forKey: "small")
        store.flush()
        #expect(store.savesCompleted == 1)
        #expect(store.untrackedValue(forKey: "small") == .int(2))
        let messages = log.take()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("more than the limit of 8388608") == true)
        let restarted = StorageFile(url: url, log: DiagnosticLog())
        #expect(restarted.untrackedValue(forKey: "small") == .int(1))
        #expect(restarted.untrackedValue(forKey: "large") == nil)
    }
}
