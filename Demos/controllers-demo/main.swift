import DemoKit
import Trellis

// `swift run controllers-demo`: a controller-based app. An application
// delegate and a scene delegate start it the UIKit way, its root controller
// shows the UIKit-style screens beside the event log, and the log shows
// the launch interleaving of Lifecycle.md rule 21 before anything else.

/// The log the delegates and every controller record into.
let appLog = LifecycleLog()

/// Records the application's launch and termination.
final class AppDelegate: ApplicationDelegate {
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        appLog.record(.callback, "app.didFinishLaunching")
        return true
    }

    func applicationWillTerminate(_ application: Application) {
        appLog.record(.callback, "app.willTerminate")
    }
}

/// Makes the window and records the scene's phases.
final class SceneDelegate: WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {
        appLog.record(.callback, "scene.willConnect")
        let window = Window(windowScene: scene)
        window.rootViewController = RootController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: WindowScene) { appLog.record(.callback, "scene.willEnterForeground") }
    func sceneDidBecomeActive(_ scene: WindowScene) { appLog.record(.callback, "scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: WindowScene) { appLog.record(.callback, "scene.willResignActive") }
    func sceneDidEnterBackground(_ scene: WindowScene) { appLog.record(.callback, "scene.didEnterBackground") }
    func sceneDidDisconnect(_ scene: WindowScene) { appLog.record(.callback, "scene.didDisconnect") }
}

/// The window's root: the demo screen, with the presenting controller
/// embedded in it.
final class RootController: LoggedController {
    init() {
        super.init(name: "root", log: appLog)
    }

    override func loadView() {
        view = ControllerView {
            DemoScreen(title: "UIKit-style screens", log: appLog) { ControllerScreens(log: appLog) }
        }
    }
}

if DemoProgram.isInteractive {
    Application.main(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
} else {
    print(DemoProgram.firstScreen("controllers-demo", content: DemoScreen(title: "UIKit-style screens", log: appLog) {
        ControllerScreens(log: appLog)
    }))
}
