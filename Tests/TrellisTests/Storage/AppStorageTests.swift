import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("AppStorage")
struct AppStorageTests {
    @Test("Values of every supported type survive a restart: a new store and a new host on the same file")
    func everyTypeSurvivesRestart() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("app-storage.json")
        let log = DiagnosticLog()
        do {
            let store = StorageFile(url: url, log: log)
            let host = TestHost(columns: 60, rows: 20) {
                EveryAppStorageType(writesSamples: true).defaultAppStorage(store)
            }
            host.update()
            #expect(host.screen == StoredSamples.screen)
            store.flush()
        }
        let store = StorageFile(url: url, log: log)
        let host = TestHost(columns: 60, rows: 20) { EveryAppStorageType().defaultAppStorage(store) }
        #expect(host.screen == StoredSamples.screen)
        #expect(log.take() == [])
    }

    @Test("Defaults are read while the store has no value, and reading them writes nothing")
    func defaultsAreNotWritten() async throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        let host = TestHost(columns: 60, rows: 20) { EveryAppStorageType().defaultAppStorage(store) }
        #expect(host.screen == StoredSamples.defaultScreen)
        await store.waitForScheduledSave()
        #expect(store.savesCompleted == 0)
        #expect(directory.entries == [])
    }

    struct Reader: View {
        let name: String
        var handle: StateHandle<Int>?
        @AppStorage("count") private var count = 0
        var body: some View {
            let _ = handle?.bind($count)
            Text("\(name) \(count)")
        }
    }

    struct OtherKeyReader: View {
        @AppStorage("other") private var other = 0
        var body: some View { Text("other \(other)") }
    }

    @Test("Two views reading one key both re-evaluate when one writes; a reader of another key does not")
    func sharedKey() {
        let store = StorageFile()
        let handle = StateHandle<Int>()
        let host = TestHost {
            VStack(alignment: .leading) {
                Reader(name: "a", handle: handle)
                Reader(name: "b")
                OtherKeyReader()
            }
            .defaultAppStorage(store)
        }
        #expect(host.lines == ["a 0", "b 0", "other 0"])
        let before = host.statistics.bodyEvaluations
        handle.value = 5
        host.update()
        #expect(host.lines == ["a 5", "b 5", "other 0"])
        #expect(host.statistics.bodyEvaluations - before == 2)
    }

    @Test("Writing the value already stored evaluates no body and saves nothing")
    func sameValue() async throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        let handle = StateHandle<Int>()
        let host = TestHost {
            VStack(alignment: .leading) {
                Reader(name: "a", handle: handle)
                Reader(name: "b")
            }
            .defaultAppStorage(store)
        }
        handle.value = 5
        host.update()
        store.flush()
        #expect(store.savesCompleted == 1)
        let before = host.statistics.bodyEvaluations
        handle.value = 5
        host.update()
        #expect(host.statistics.bodyEvaluations - before == 0)
        await store.waitForScheduledSave()
        #expect(store.savesCompleted == 1)
    }

    @Test("A write from code outside the views re-evaluates the readers")
    func writeOutsideViews() {
        let store = StorageFile()
        let host = TestHost {
            VStack(alignment: .leading) {
                Reader(name: "a")
                Reader(name: "b")
            }
            .defaultAppStorage(store)
        }
        let count = AppStorage(wrappedValue: 0, "count", store: store)
        count.wrappedValue = 7
        #expect(count.wrappedValue == 7)
        let before = host.statistics.bodyEvaluations
        host.update()
        #expect(host.lines == ["a 7", "b 7"])
        #expect(host.statistics.bodyEvaluations - before == 2)
    }

    struct ExplicitReader: View {
        let store: StorageFile
        @AppStorage private var count: Int
        init(store: StorageFile) {
            self.store = store
            _count = AppStorage(wrappedValue: 0, "count", store: store)
        }
        var body: some View { Text("explicit \(count)") }
    }

    @Test("A store: argument wins over .defaultAppStorage, which wins over the standard store")
    func storePrecedence() {
        let outer = StorageFile()
        let inner = StorageFile()
        let explicit = StorageFile()
        outer.setValue(.int(1), forKey: "count")
        inner.setValue(.int(2), forKey: "count")
        explicit.setValue(.int(3), forKey: "count")
        let host = TestHost {
            VStack(alignment: .leading) {
                Reader(name: "outer")
                Reader(name: "inner").defaultAppStorage(inner)
                ExplicitReader(store: explicit).defaultAppStorage(inner)
            }
            .defaultAppStorage(outer)
        }
        #expect(host.lines == ["outer 1", "inner 2", "explicit 3"])
    }

    @Observable
    final class StoreChoice {
        var store: StorageFile
        init(_ store: StorageFile) { self.store = store }
    }

    struct Switcher: View {
        let choice: StoreChoice
        var body: some View { Reader(name: "r").defaultAppStorage(choice.store) }
    }

    @Test("Changing .defaultAppStorage links the readers to the new store")
    func changingStore() {
        let first = StorageFile()
        let second = StorageFile()
        first.setValue(.int(1), forKey: "count")
        second.setValue(.int(2), forKey: "count")
        let choice = StoreChoice(first)
        let host = TestHost { Switcher(choice: choice) }
        #expect(host.screen == "r 1")
        choice.store = second
        host.update()
        #expect(host.screen == "r 2")
        first.setValue(.int(10), forKey: "count")
        let before = host.statistics.bodyEvaluations
        host.update()
        #expect(host.statistics.bodyEvaluations - before == 0)
        second.setValue(.int(20), forKey: "count")
        host.update()
        #expect(host.screen == "r 20")
    }

    @Test("A value of another type, or a raw value the type rejects, reads as the default")
    func mismatchedValues() {
        let store = StorageFile()
        store.setValue(.string("3"), forKey: "int")
        store.setValue(.int(1), forKey: "double")
        store.setValue(.int(7), forKey: "density")
        store.setValue(.string("size"), forKey: "sorting")
        store.setValue(.string("yes"), forKey: "optionalBool")
        store.setValue(.int(-1), forKey: "optionalDensity")
        let host = TestHost(columns: 60, rows: 20) { EveryAppStorageType().defaultAppStorage(store) }
        #expect(host.screen == StoredSamples.defaultScreen)
    }

    struct OptionalReader: View {
        let handle: StateHandle<String?>
        @AppStorage("name") private var name: String?
        var body: some View {
            let _ = handle.bind($name)
            Text(name ?? "none")
        }
    }

    @Test("Setting an optional to nil removes the key from the file")
    func nilRemovesKey() throws {
        let directory = try TemporaryDirectory()
        let store = StorageFile(url: directory.appending("app-storage.json"), log: DiagnosticLog())
        let handle = StateHandle<String?>()
        let host = TestHost { OptionalReader(handle: handle).defaultAppStorage(store) }
        handle.value = "Ada"
        host.update()
        #expect(host.screen == "Ada")
        store.flush()
        #expect(directory.text(of: "app-storage.json")?.contains("\"name\"") == true)
        handle.value = nil
        host.update()
        #expect(host.screen == "none")
        store.flush()
        #expect(store.untrackedValue(forKey: "name") == nil)
        #expect(directory.text(of: "app-storage.json")?.contains("\"name\"") == false)
    }

    struct Child: View {
        @Binding var count: Int
        var body: some View { Text("child \(count)") }
    }

    struct Parent: View {
        let switches: Switches
        @AppStorage("count") private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("parent \(switches.number)")
                Child(count: $count)
            }
        }
    }

    @Test("$value is the same input on every evaluation: re-evaluating the parent does not re-evaluate the child")
    func bindingIsSameInput() {
        let switches = Switches()
        let store = StorageFile()
        let host = TestHost { Parent(switches: switches).defaultAppStorage(store) }
        let before = host.statistics.bodyEvaluations
        switches.number = 1
        host.update()
        #expect(host.lines == ["parent 1", "child 0"])
        #expect(host.statistics.bodyEvaluations - before == 1)
        store.setValue(.int(4), forKey: "count")
        host.update()
        #expect(host.lines == ["parent 1", "child 4"])
        #expect(host.statistics.bodyEvaluations - before == 2)
    }

    @Test("The graph description shows the stored value by property name")
    func description() {
        let store = StorageFile()
        store.setValue(.int(3), forKey: "count")
        let host = TestHost { Reader(name: "r").defaultAppStorage(store) }
        #expect(host.graphDescription.contains("Reader (count = 3)"))
    }
}
