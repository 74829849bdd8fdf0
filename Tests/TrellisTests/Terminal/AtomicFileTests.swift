import Foundation
import Testing
@testable import Trellis

@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("A missing file reads as nil; a file under a regular file reads as nil too")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "plain")
        #expect(try AtomicFile(url: directory.appending("absent.json")).read(limit: 100) == nil)
        #expect(try AtomicFile(url: directory.url.appending(path: "plain/absent.json")).read(limit: 100) == nil)
    }

    @Test("A write replaces the whole file and leaves no temporary file behind")
    func writeReplaces() throws {
        let directory = try TemporaryDirectory()
        let file = AtomicFile(url: directory.appending("data.json"))
        try file.write(Data(repeating: 65, count: 100_000))
        try file.write(Data("short".utf8))
        #expect(try file.read(limit: 100) == Data("short".utf8))
        #expect(directory.entries == ["data.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("The temporary file is hidden, next to the file, and named after this process")
    func temporaryName() {
        let file = AtomicFile(url: URL(fileURLWithPath: "/home/ada/.config/notes/app-storage.json"))
        #expect(file.directoryPath == "/home/ada/.config/notes")
        #expect(file.name == "app-storage.json")
        #expect(file.temporaryPath == "/home/ada/.config/notes/.app-storage.json.\(getpid()).tmp")
    }

    @Test("A file moved aside keeps an earlier one: the second gets a numbered name")
    func moveAsideTwice() throws {
        let directory = try TemporaryDirectory()
        let file = AtomicFile(url: directory.appending("app-storage.json"))
        let date = Date(timeIntervalSince1970: 1_741_944_413)
        try directory.write("first", to: "app-storage.json")
        #expect(try file.moveAside(at: date).lastPathComponent == "app-storage.json.corrupt-20250314T092653Z")
        try directory.write("second", to: "app-storage.json")
        #expect(try file.moveAside(at: date).lastPathComponent == "app-storage.json.corrupt-20250314T092653Z-2")
        #expect(directory.text(of: "app-storage.json.corrupt-20250314T092653Z") == "first")
        #expect(directory.text(of: "app-storage.json.corrupt-20250314T092653Z-2") == "second")
        #expect(directory.entries.count == 2)
    }

    @Test("Only the temporary files of processes that no longer run are removed")
    func abandonedTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("torn", to: ".data.json.2147483646.tmp")
        try directory.write("in progress", to: ".data.json.1.tmp")
        try directory.write("mine", to: ".data.json.\(getpid()).tmp")
        try directory.write("another file's", to: ".other.json.2147483646.tmp")
        try directory.write("not a process", to: ".data.json.x.tmp")
        let file = AtomicFile(url: directory.appending("data.json"))
        #expect(file.removeAbandonedTemporaryFiles() == 1)
        #expect(directory.entries == [
            ".data.json.1.tmp", ".data.json.\(getpid()).tmp", ".data.json.x.tmp", ".other.json.2147483646.tmp",
        ])
    }
}
