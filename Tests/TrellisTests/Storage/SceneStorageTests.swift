import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("SceneStorage")
struct SceneStorageTests {
    /// One `@SceneStorage` property of every supported type; writes the
    /// samples when it appears if `writesSamples`.
    struct EverySceneStorageType: View {
        var writesSamples = false
        @SceneStorage("bool") var bool = false
        @SceneStorage("int") var int = 0
        @SceneStorage("double") var double = 0.0
        @SceneStorage("string") var string = ""
        @SceneStorage("url") var url = URL(fileURLWithPath: "/")
        @SceneStorage("data") var data = Data()
        @SceneStorage("density") var density = Density.regular
        @SceneStorage("sorting") var sorting = Sorting.name
        @SceneStorage("optionalBool") var optionalBool: Bool?
        @SceneStorage("optionalInt") var optionalInt: Int?
        @SceneStorage("optionalDouble") var optionalDouble: Double?
        @SceneStorage("optionalString") var optionalString: String?
        @SceneStorage("optionalURL") var optionalURL: URL?
        @SceneStorage("optionalData") var optionalData: Data?
        @SceneStorage("optionalDensity") var optionalDensity: Density?
        @SceneStorage("optionalSorting") var optionalSorting: Sorting?

        var body: some View {
            Text(
                StoredSamples.lines(
                    bool, int, double, string, url, data, density, sorting, optionalBool, optionalInt,
                    optionalDouble, optionalString, optionalURL, optionalData, optionalDensity, optionalSorting)
            )
            .onAppear {
                guard writesSamples else { return }
                bool = StoredSamples.bool
                int = StoredSamples.int
                double = StoredSamples.double
                string = StoredSamples.string
                url = StoredSamples.url
                data = StoredSamples.data
                density = StoredSamples.density
                sorting = StoredSamples.sorting
                optionalBool = StoredSamples.optionalBool
                optionalInt = StoredSamples.optionalInt
                optionalDouble = StoredSamples.optionalDouble
                optionalString = StoredSamples.optionalString
                optionalURL = StoredSamples.optionalURL
                optionalData = StoredSamples.optionalData
                optionalDensity = StoredSamples.optionalDensity
                optionalSorting = StoredSamples.optionalSorting
            }
        }
    }

    @Test("Values of every supported type saved at a save point are restored at the next launch")
    func everyTypeRestored() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let log = DiagnosticLog()
        do {
            let scene = SceneRestoration(url: url, diagnose: log.sink)
            let host = TestHost(columns: 60, rows: 20, scene: scene) { EverySceneStorageType(writesSamples: true) }
            host.update()
            #expect(host.screen == StoredSamples.screen)
            scene.save()
        }
        let scene = SceneRestoration(url: url, diagnose: log.sink)
        let host = TestHost(columns: 60, rows: 20, scene: scene) { EverySceneStorageType() }
        #expect(host.screen == StoredSamples.screen)
        #expect(log.take() == [])
    }

    struct Draft: View {
        let name: String
        var handle: StateHandle<String>?
        @SceneStorage("draft") private var draft = ""
        var body: some View {
            let _ = handle?.bind($draft)
            Text("\(name) [\(draft)]")
        }
    }

    @Test("Nothing is written between save points: a restart without save() restores the last saved values")
    func savedOnlyAtSavePoints() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let handle = StateHandle<String>()
        do {
            let scene = SceneRestoration(url: url, diagnose: DiagnosticLog().sink)
            let host = TestHost(scene: scene) { Draft(name: "d", handle: handle) }
            handle.value = "first"
            host.update()
            await scene.file.waitForScheduledSave()
            #expect(directory.entries == [])
            scene.save()
            handle.value = "second, unsaved"
            host.update()
            #expect(host.screen == "d [second, unsaved]")
            await scene.file.waitForScheduledSave()
        }
        let scene = SceneRestoration(url: url, diagnose: DiagnosticLog().sink)
        let host = TestHost(scene: scene) { Draft(name: "d") }
        #expect(host.screen == "d [first]")
    }

    @Test("Going to the background saves the scene, after its views saw the phase; inactive alone does not")
    func backgroundSaves() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let handle = StateHandle<String>()
        do {
            let scene = SceneRestoration(url: url, diagnose: DiagnosticLog().sink)
            let host = TestHost(scene: scene) { Draft(name: "d", handle: handle) }
            handle.value = "kept"
            host.update()
            host.setScenePhase(.inactive)
            #expect(directory.entries == [])
            host.setScenePhase(.background)
            #expect(directory.entries == ["scene-storage.json"])
        }
        let scene = SceneRestoration(url: url, diagnose: DiagnosticLog().sink)
        let host = TestHost(scene: scene) { Draft(name: "d") }
        #expect(host.screen == "d [kept]")
    }

    @Test("Two views of a scene reading one key both re-evaluate; writing the same value evaluates no body")
    func sharedKey() throws {
        let directory = try TemporaryDirectory()
        let scene = SceneRestoration(url: directory.appending("scene-storage.json"), diagnose: DiagnosticLog().sink)
        let handle = StateHandle<String>()
        let host = TestHost(scene: scene) {
            VStack(alignment: .leading) {
                Draft(name: "a", handle: handle)
                Draft(name: "b")
            }
        }
        var before = host.statistics.bodyEvaluations
        handle.value = "x"
        host.update()
        #expect(host.lines == ["a [x]", "b [x]"])
        #expect(host.statistics.bodyEvaluations - before == 2)
        before = host.statistics.bodyEvaluations
        handle.value = "x"
        host.update()
        #expect(host.statistics.bodyEvaluations - before == 0)
    }

    @Test("Outside a scene a value lives as long as its view, as @State, and is never shared or saved")
    func withoutScene() {
        let handle = StateHandle<String>()
        let host = TestHost {
            VStack(alignment: .leading) {
                Draft(name: "a", handle: handle)
                Draft(name: "b")
            }
        }
        handle.value = "kept"
        host.update()
        #expect(host.lines == ["a [kept]", "b []"])
        let restarted = TestHost { Draft(name: "a") }
        #expect(restarted.screen == "a []")
    }

    @Test("Before its view is mounted, a scene value reads its default and ignores writes")
    func unmounted() {
        let draft = SceneStorage(wrappedValue: "initial", "draft")
        draft.wrappedValue = "ignored"
        #expect(draft.wrappedValue == "initial")
        #expect(draft.projectedValue.wrappedValue == "initial")
    }

    @Test("A corrupt scene file is moved aside with one warning, and the scene starts from defaults")
    func corruptSceneFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{\"format\": 1, \"values\": {\"draft\": {\"string\": 4}}}", to: "scene-storage.json")
        let log = DiagnosticLog()
        let scene = SceneRestoration(url: directory.appending("scene-storage.json"), diagnose: log.sink)
        let host = TestHost(scene: scene) { Draft(name: "d") }
        #expect(host.screen == "d []")
        let aside = try #require(directory.entries.first)
        #expect(directory.entries.count == 1)
        #expect(aside.hasPrefix("scene-storage.json.corrupt-"))
        let path = directory.appending("scene-storage.json").path(percentEncoded: false)
        #expect(log.take() == [
            "storage file \(path) is corrupt (unexpected value at values.draft.string); "
                + "moved it to \(aside) and using defaults."
        ])
    }
}
