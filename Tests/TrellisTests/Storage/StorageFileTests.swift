import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("StorageFile")
struct StorageFileTests {
    static let edgeValues: [String: StoredValue] = [
        "true": .bool(true),
        "false": .bool(false),
        "int.max": .int(.max),
        "int.min": .int(.min),
        "zero": .int(0),
        "tenth": .double(0.1),
        "sum": .double(0.1 + 0.2),
        "negativeZero": .double(-0.0),
        "smallest": .double(.leastNonzeroMagnitude),
        "largest": .double(.greatestFiniteMagnitude),
        "infinity": .double(.infinity),
        "negativeInfinity": .double(-.infinity),
        "nan": .double(.nan),
        "whole": .double(3),
        "text": .string("tab\t, newline\n, \"quotes\", back\\slash, nul \u{0}, é, 雪, 👩‍💻"),
        "empty": .string(""),
        "web": .url(URL(string: "https://example.com/a%20b?q=1&r=%C3%A9#top")!),
        "file": .url(URL(fileURLWithPath: "/tmp/with space/é")),
        "bytes": .data(Data((0...255).map { UInt8($0) })),
        "noBytes": .data(Data()),
    ]

    @Test("Every value type reads back bit for bit from a new store on the same file")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let log = DiagnosticLog()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: log)
        for (key, value) in Self.edgeValues {
            store.setValue(value, forKey: key)
        }
        store.flush()
        let restarted = StorageFile(url: directory.appending("app-storage.json"), log: log)
        for (key, value) in Self.edgeValues {
            #expect(restarted.untrackedValue(forKey: key) == value, "\(key)")
        }
        #expect(restarted.untrackedValue(forKey: "absent") == nil)
        #expect(log.take() == [])
        #expect(directory.entries == ["app-storage.json"])
    }

    @Test("The file is JSON with a type tag on every value and sorted keys")
    func format() throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        store.setValue(.string("Ada"), forKey: "name")
        store.setValue(.double(.infinity), forKey: "limit")
        store.setValue(.data(Data([1, 2, 3])), forKey: "bytes")
        store.setValue(.url(URL(string: "https://example.com/x")!), forKey: "home")
        store.setValue(.bool(true), forKey: "isOn")
        store.setValue(.int(-3), forKey: "count")
        store.flush()
        #expect(directory.text(of: "app-storage.json") == """
            {
              "format" : 1,
              "values" : {
                "bytes" : {
                  "data" : "AQID"
                },
                "count" : {
                  "int" : -3
                },
                "home" : {
                  "url" : "https://example.com/x"
                },
                "isOn" : {
                  "bool" : true
                },
                "limit" : {
                  "double" : "Infinity"
                },
                "name" : {
                  "string" : "Ada"
                }
              }
            }

            """)
    }

    @Test("Changes made in one turn are saved once, after the turn")
    func coalescedSave() async throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        store.setValue(.int(1), forKey: "a")
        store.setValue(.int(2), forKey: "b")
        store.setValue(.int(3), forKey: "a")
        #expect(store.savesCompleted == 0)
        #expect(directory.entries == [])
        await store.waitForScheduledSave()
        #expect(store.savesCompleted == 1)
        let restarted = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        #expect(restarted.untrackedValue(forKey: "a") == .int(3))
        #expect(restarted.untrackedValue(forKey: "b") == .int(2))
    }

    @Test("Writing the value already stored, or removing an absent key, saves nothing")
    func unchangedValueSavesNothing() async throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        store.setValue(.double(.nan), forKey: "x")
        store.flush()
        #expect(store.savesCompleted == 1)
        store.setValue(.double(.nan), forKey: "x")
        store.setValue(nil, forKey: "absent")
        store.flush()
        await store.waitForScheduledSave()
        #expect(store.savesCompleted == 1)
        store.setValue(.double(-.nan), forKey: "x")
        store.flush()
        #expect(store.savesCompleted == 2)
    }

    @Test("A corrupt file is moved aside with one warning, and defaults are used", arguments: [
        ("{\"format\": 1, \"values\": {", "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "unexpected value"),
        ("{\"values\": {}}", "missing \"format\""),
        ("{\"format\": 2, \"values\": {}}", "unknown format 2 at format"),
        ("{\"format\": 1, \"values\": {\"a\": {\"int\": \"3\"}}}", "unexpected value at values.a.int"),
        ("{\"format\": 1, \"values\": {\"a\": {\"int\": 3, \"bool\": true}}}",
         "expected one of bool, int, double, string, url, data at values.a"),
        ("{\"format\": 1, \"values\": {\"a\": {\"float\": 3}}}",
         "expected one of bool, int, double, string, url, data at values.a"),
        ("{\"format\": 1, \"values\": {\"a\": {\"data\": \"!!\"}}}", "not Base64 at values.a.data"),
        ("{\"format\": 1, \"values\": {\"a\": {\"int\": 3.5}}}", "unexpected value at values.a.int"),
        ("{\"format\": 1, \"values\": []}", "unexpected value at values"),
        ("{\"format\": 1}", "missing \"values\""),
        (String(repeating: "[", count: 100_000), "not valid JSON"),
    ])
    func corruptFile(contents: String, reason: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(contents, to: "app-storage.json")
        let log = DiagnosticLog()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: log)
        #expect(store.untrackedValue(forKey: "a") == nil)
        let entries = directory.entries
        #expect(entries.count == 1)
        let aside = try #require(entries.first)
        #expect(aside.hasPrefix("app-storage.json.corrupt-"))
        #expect(directory.text(of: aside) == contents)
        let path = directory.appending("app-storage.json").path(percentEncoded: false)
        #expect(log.take() == ["storage file \(path) is corrupt (\(reason)); moved it to \(aside) and using defaults."])
    }

    @Test("A location that cannot be written is reported once, and values stay in memory")
    func unwritableLocation() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("a file where a directory should be", to: "blocker")
        let url = directory.url.appending(path: "blocker/notes/app-storage.json")
        let log = DiagnosticLog()
        let store = StorageFile(url: url, log: log)
        store.setValue(.int(1), forKey: "a")
        store.flush()
        store.setValue(.int(2), forKey: "a")
        store.flush()
        store.setValue(.int(3), forKey: "a")
        await store.waitForScheduledSave()
        let blocker = directory.appending("blocker").path(percentEncoded: false)
        #expect(log.take() == [
            "cannot save \(url.path(percentEncoded: false)): cannot create a file in \(blocker)/notes: "
                + "Not a directory. Changes stay in memory; further failures are not reported until a save succeeds."
        ])
        #expect(store.untrackedValue(forKey: "a") == .int(3))
        #expect(store.savesCompleted == 0)
    }

    @Test("After a failed save succeeds again, the next failure is reported again")
    func failureReportedAgainAfterRecovery() throws {
        let directory = try TemporaryDirectory()
        try directory.write("blocking", to: "blocker")
        let log = DiagnosticLog()
        let store = StorageFile(url: directory.url.appending(path: "blocker/app-storage.json"), log: log)
        store.setValue(.int(1), forKey: "a")
        store.flush()
        #expect(log.take().count == 1)
        try FileManager.default.removeItem(at: directory.appending("blocker"))
        store.setValue(.int(2), forKey: "a")
        store.flush()
        #expect(store.savesCompleted == 1)
        #expect(log.take() == [])
        try FileManager.default.removeItem(at: directory.appending("blocker"))
        try directory.write("blocking again", to: "blocker")
        store.setValue(.int(3), forKey: "a")
        store.flush()
        #expect(log.take().count == 1)
    }

    @Test("Missing directories are created at the first save, not before")
    func createsDirectories() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appending(path: "config/notes/app-storage.json")
        let store = StorageFile(url: url, log: DiagnosticLog())
        #expect(directory.entries == [])
        store.setValue(.bool(true), forKey: "a")
        store.flush()
        let notes = url.deletingLastPathComponent().path(percentEncoded: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes) == ["app-storage.json"])
    }

    @Test("Opening a store removes the temporary files of writers that died mid-write")
    func abandonedTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("torn", to: ".app-storage.json.2147483646.tmp")
        _ = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        #expect(directory.entries == [])
    }

    @Test("An in-memory store keeps values and never touches the disk")
    func inMemory() {
        let store = StorageFile()
        store.setValue(.string("x"), forKey: "a")
        store.flush()
        #expect(store.url == nil)
        #expect(store.untrackedValue(forKey: "a") == .string("x"))
    }

    @Test("The default store lives in $XDG_CONFIG_HOME/<app>, or ~/.config/<app> when that is unset or relative")
    func defaultLocations() {
        func path(_ name: String, _ environment: [String: String]) -> String {
            StorageFile.defaultURL(applicationName: name, environment: environment).path(percentEncoded: false)
        }
        let home = "/home/ada"
        #expect(path("notes", ["XDG_CONFIG_HOME": "/x/cfg", "HOME": home]) == "/x/cfg/notes/app-storage.json")
        #expect(path("notes", ["XDG_CONFIG_HOME": "cfg", "HOME": home]) == "/home/ada/.config/notes/app-storage.json")
        #expect(path("notes", ["XDG_CONFIG_HOME": "", "HOME": home]) == "/home/ada/.config/notes/app-storage.json")
        #expect(path("a/b", ["HOME": "/home/ada"]) == "/home/ada/.config/a_b/app-storage.json")
        #expect(path("..", ["HOME": "/home/ada"]) == "/home/ada/.config/trellis/app-storage.json")
        func scenePath(_ environment: [String: String]) -> String {
            SceneRestoration.defaultURL(applicationName: "notes", environment: environment)
                .path(percentEncoded: false)
        }
        #expect(scenePath(["XDG_STATE_HOME": "/x/state", "HOME": "/home/ada"]) == "/x/state/notes/scene-storage.json")
        #expect(scenePath(["HOME": "/home/ada"]) == "/home/ada/.local/state/notes/scene-storage.json")
    }
}
