import Foundation

/// A running controller-based app (UIKit's `UIApplication`): its delegate,
/// and `main`, which runs it on the terminal.
///
/// ```swift
/// // main.swift
/// Application.main(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
/// ```
///
/// `main` launches the app full screen in `Lifecycle.md` rule 21's order,
/// runs it until the user presses Ctrl-C that no view handled or the
/// process gets `SIGINT`, `SIGTERM` or `SIGHUP`, quits the scene
/// (`sceneWillResignActive`, `sceneDidDisconnect`,
/// `applicationWillTerminate`), restores the terminal and exits as
/// `App.main()` does: status 0, 128 + the signal, or 1 with a message when
/// there is no usable terminal. Restorable controllers and `@SceneStorage`
/// share the scene's restoration file, saved on Ctrl-Z and on quitting.
@MainActor
public final class Application {
    /// Keys of launch options (UIKit's `UIApplication.LaunchOptionsKey`):
    /// a terminal app is launched with none.
    ///
    /// ```swift
    /// let url = launchOptions?[Application.LaunchOptionsKey(rawValue: "url")]   // always nil
    /// ```
    public struct LaunchOptionsKey: Hashable, Sendable {
        /// The key's name.
        ///
        /// ```swift
        /// #expect(key.rawValue == "url")
        /// ```
        public let rawValue: String

        /// A key named `rawValue`.
        ///
        /// ```swift
        /// let key = Application.LaunchOptionsKey(rawValue: "url")
        /// ```
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The object told of the app's launch and termination.
    ///
    /// ```swift
    /// #expect(application.delegate === appDelegate)
    /// ```
    public private(set) var delegate: ApplicationDelegate?

    init(delegate: ApplicationDelegate?) {
        self.delegate = delegate
    }

    /// Runs the app full screen until it ends, then exits the process.
    ///
    /// ```swift
    /// Application.main(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
    /// ```
    ///
    /// See ``Application`` for the run's life and exit status.
    public static func main(delegate: ApplicationDelegate?, sceneDelegate: WindowSceneDelegate?) -> Never {
        let scene = WindowScene(application: Application(delegate: delegate), delegate: sceneDelegate)
        TerminalHost.runApplication { session in scene.connect(to: session) }
    }
}
