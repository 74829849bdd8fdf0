import Testing
@testable import Trellis

/// The application and scene delegates of a controller-based app, driven
/// by the same signals as `scenePhase`: Lifecycle.md rules 20 and 21.
@MainActor
@Suite("Application and scene delegates")
struct SceneDelegateTests {
    final class AppDelegate: ApplicationDelegate {
        let log: EventLog
        init(_ log: EventLog) { self.log = log }

        func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
            log("app.didFinishLaunching")
            return true
        }

        func applicationWillTerminate(_ application: Application) { log("app.willTerminate") }
    }

    final class SceneDelegate: WindowSceneDelegate {
        let log: EventLog
        let root: ViewController
        var window: Window?
        init(_ log: EventLog, root: ViewController) {
            self.log = log
            self.root = root
        }

        func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {
            log("scene.willConnect")
            let window = Window(windowScene: scene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneDidDisconnect(_ scene: WindowScene) { log("scene.didDisconnect") }
        func sceneDidBecomeActive(_ scene: WindowScene) { log("scene.didBecomeActive") }
        func sceneWillResignActive(_ scene: WindowScene) { log("scene.willResignActive") }
        func sceneWillEnterForeground(_ scene: WindowScene) { log("scene.willEnterForeground") }
        func sceneDidEnterBackground(_ scene: WindowScene) { log("scene.didEnterBackground") }
    }

    /// Shows the scene phase and logs its changes, as a view of the root.
    struct PhaseWatcher: View {
        let log: EventLog
        @Environment(\.scenePhase) private var scenePhase

        var body: some View {
            Text("\(scenePhase)")
                .onChange(of: scenePhase) { old, new in log("chg(\(old),\(new))") }
        }
    }

    private func launch(_ log: EventLog) -> (TestHost, AppDelegate, SceneDelegate) {
        let root = LoggingController("R", log, content: AnyView(PhaseWatcher(log: log)))
        let app = AppDelegate(log)
        let scene = SceneDelegate(log, root: root)
        let host = TestHost(columns: 20, rows: 3, applicationDelegate: app, sceneDelegate: scene)
        return (host, app, scene)
    }

    @Test("Launch interleaves the delegates with the root's appearance (rule 21)")
    func launchOrder() {
        let log = EventLog()
        let (host, _, scene) = launch(log)
        #expect(log.take() == [
            "app.didFinishLaunching", "scene.willConnect", "R.viewDidLoad", "R.viewWillAppear", "R.viewIsAppearing",
            "scene.willEnterForeground", "scene.didBecomeActive", "R.viewDidAppear",
        ])
        #expect(scene.window?.windowScene?.activationState == .foregroundActive)
        #expect(host.screen == "active")
    }

    @Test("Ctrl-Z and fg: resign, background, foreground, active — each step seen by the views in between")
    func backgroundAndForeground() {
        let log = EventLog()
        let (host, _, scene) = launch(log)
        _ = log.take()
        host.setScenePhase(.background)
        #expect(log.take() == [
            "scene.willResignActive", "chg(active,inactive)", "chg(inactive,background)", "scene.didEnterBackground",
        ])
        #expect(scene.window?.windowScene?.activationState == .background)
        host.setScenePhase(.active)
        #expect(log.take() == [
            "scene.willEnterForeground", "chg(background,inactive)", "chg(inactive,active)", "scene.didBecomeActive",
        ])
        #expect(host.screen == "active")
    }

    @Test("The terminal losing focus resigns active; regaining it becomes active again")
    func focus() {
        let log = EventLog()
        let (host, _, _) = launch(log)
        _ = log.take()
        host.send(Array("\u{1B}[O".utf8))
        #expect(log.take() == ["scene.willResignActive", "chg(active,inactive)"])
        host.send(Array("\u{1B}[I".utf8))
        #expect(log.take() == ["chg(inactive,active)", "scene.didBecomeActive"])
    }

    @Test("Quitting resigns active and disconnects, then the app terminates; controllers get no callbacks")
    func quit() {
        let log = EventLog()
        let (host, _, _) = launch(log)
        _ = log.take()
        host.unmount()
        #expect(log.take() == [
            "scene.willResignActive", "chg(active,inactive)", "chg(inactive,background)", "scene.didDisconnect",
            "app.willTerminate",
        ])
    }

    @Test("A scene delegate that shows no window leaves the screen empty")
    func noWindow() {
        final class Empty: WindowSceneDelegate {
            var window: Window?
        }
        let host = TestHost(columns: 20, rows: 3, applicationDelegate: nil, sceneDelegate: Empty())
        #expect(host.screen == "")
    }
}
