import Testing
@testable import Trellis

/// State restoration of controllers through the scene's restoration file,
/// the atomic store `@SceneStorage` uses.
@MainActor
@Suite("ViewController state restoration")
struct RestorationTests {
    final class Editor: ViewController {
        let log: EventLog
        var draft = ""
        var row = 0

        init(_ log: EventLog, identifier: String?) {
            self.log = log
            super.init()
            restorationIdentifier = identifier
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log("viewDidLoad")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log("viewWillAppear")
        }

        override func encodeRestorableState(with coder: RestorationCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(draft, forKey: "draft")
            coder.encode(row, forKey: "row")
            log("encode")
        }

        override func decodeRestorableState(with coder: RestorationCoder) {
            super.decodeRestorableState(with: coder)
            draft = coder.decodeString(forKey: "draft") ?? ""
            row = coder.decodeInteger(forKey: "row")
            log("decode")
        }
    }

    @Test("State encoded at the background save point is decoded after viewDidLoad on the next launch")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let log = EventLog()
        do {
            let navigation = NavigationController(rootViewController: Editor(log, identifier: "editor"))
            navigation.restorationIdentifier = "main"
            let editor = try #require(navigation.topViewController as? Editor)
            let host = TestHost(rootViewController: navigation, scene: SceneRestoration(url: url))
            editor.draft = "hello"
            editor.row = 3
            _ = log.take()
            host.setScenePhase(.background)
            #expect(log.take() == ["encode"])
        }
        #expect(directory.text(of: "scene-storage.json")?.contains("ViewController/main/editor#draft") == true)
        let navigation = NavigationController(rootViewController: Editor(log, identifier: "editor"))
        navigation.restorationIdentifier = "main"
        let restored = try #require(navigation.topViewController as? Editor)
        _ = TestHost(rootViewController: navigation, scene: SceneRestoration(url: url))
        #expect(log.take() == ["viewDidLoad", "decode", "viewWillAppear"])
        #expect(restored.draft == "hello")
        #expect(restored.row == 3)
    }

    @Test("A controller whose ancestor has no restoration identifier is neither saved nor restored")
    func brokenChain() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let log = EventLog()
        do {
            let navigation = NavigationController(rootViewController: Editor(log, identifier: "editor"))
            let editor = try #require(navigation.topViewController as? Editor)
            let host = TestHost(rootViewController: navigation, scene: SceneRestoration(url: url))
            editor.draft = "hello"
            _ = log.take()
            host.setScenePhase(.background)
            #expect(log.take() == [])
        }
        #expect(directory.text(of: "scene-storage.json")?.contains("draft") != true)
        // A valid file holding a draft under the keys the editor would have
        // with an identified parent, or as a root, does not reach it.
        try directory.write(
            #"{"format":1,"values":{"ViewController/editor#draft":{"string":"stale"},"ViewController/main/editor#draft":{"string":"stale"}}}"#,
            to: "scene-storage.json")
        let navigation = NavigationController(rootViewController: Editor(log, identifier: "editor"))
        let relaunched = try #require(navigation.topViewController as? Editor)
        _ = TestHost(rootViewController: navigation, scene: SceneRestoration(url: url))
        #expect(log.take() == ["viewDidLoad", "viewWillAppear"])
        #expect(relaunched.draft == "")
        // The file is read: the same editor as the root restores from it.
        let root = Editor(log, identifier: "editor")
        _ = TestHost(rootViewController: root, scene: SceneRestoration(url: url))
        #expect(log.take() == ["viewDidLoad", "decode", "viewWillAppear"])
        #expect(root.draft == "stale")
    }

    @Test("A corrupt store is reported once and every controller starts from its defaults")
    func corruptStore() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{ not json", to: "scene-storage.json")
        let diagnostics = DiagnosticLog()
        let log = EventLog()
        let editor = Editor(log, identifier: "editor")
        _ = TestHost(
            rootViewController: editor,
            scene: SceneRestoration(url: directory.appending("scene-storage.json"), diagnose: diagnostics.sink))
        #expect(log.take() == ["viewDidLoad", "viewWillAppear"])
        #expect(editor.draft == "")
        let messages = diagnostics.take()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("is corrupt") == true)
    }

    @Test("Values of another type than asked for read as the defaults")
    func typeMismatch() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending("scene-storage.json")
        let restoration = SceneRestoration(url: url)
        let coder = RestorationCoder(file: restoration.file, path: "ViewController/x")
        coder.encode("three", forKey: "row")
        #expect(coder.decodeInteger(forKey: "row") == 0)
        #expect(coder.decodeString(forKey: "row") == "three")
        #expect(coder.containsValue(forKey: "row"))
        #expect(!coder.containsValue(forKey: "other"))
    }
}
