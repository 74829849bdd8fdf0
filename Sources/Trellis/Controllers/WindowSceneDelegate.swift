/// What a controller-based app is told about its scene — the terminal it
/// runs in — and where it keeps the scene's window (UIKit's
/// `UIWindowSceneDelegate`).
///
/// ```swift
/// final class SceneDelegate: WindowSceneDelegate {
///     var window: Window?
///     func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {
///         let window = Window(windowScene: scene)
///         window.rootViewController = NavigationController(rootViewController: InboxController())
///         window.makeKeyAndVisible()
///         self.window = window
///     }
///     func sceneDidEnterBackground(_ scene: WindowScene) { Drafts.save() }
/// }
/// ```
///
/// The same terminal signals as the declarative `scenePhase` drive it
/// (`Lifecycle.md` rules 20 and 21):
///
/// ```
/// launch      willConnect · (root viewDidLoad, viewWillAppear, viewIsAppearing) · willEnterForeground
///             · didBecomeActive · (root viewDidAppear)
/// focus lost  willResignActive                   focus back   didBecomeActive
/// Ctrl-Z      willResignActive · didEnterBackground
/// fg          willEnterForeground · didBecomeActive
/// quit        willResignActive · didDisconnect (then applicationWillTerminate)
/// ```
///
/// The window made key and visible in `scene(_:willConnectTo:options:)` is
/// shown once that method returns. Every method defaults to doing nothing.
@MainActor @preconcurrency
public protocol WindowSceneDelegate: AnyObject {
    /// The window the scene shows; set it in `scene(_:willConnectTo:options:)`.
    ///
    /// ```swift
    /// final class SceneDelegate: WindowSceneDelegate {
    ///     var window: Window?   // holds the window, and through it the root controller, for the scene's life
    /// }
    /// ```
    var window: Window? { get set }

    /// The scene is connecting: create the window and its root controller.
    ///
    /// ```swift
    /// func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {
    ///     window = Window(windowScene: scene)
    ///     window?.rootViewController = RootController()
    ///     window?.makeKeyAndVisible()
    /// }
    /// ```
    func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions)

    /// The scene ended: the app quits.
    ///
    /// ```swift
    /// func sceneDidDisconnect(_ scene: WindowScene) { window = nil }
    /// ```
    func sceneDidDisconnect(_ scene: WindowScene)

    /// The scene takes input: launched, the terminal regained focus, or
    /// back from the background.
    ///
    /// ```swift
    /// func sceneDidBecomeActive(_ scene: WindowScene) { timer.resume() }
    /// ```
    func sceneDidBecomeActive(_ scene: WindowScene)

    /// The scene is about to stop taking input: the terminal lost focus,
    /// Ctrl-Z, or quitting.
    ///
    /// ```swift
    /// func sceneWillResignActive(_ scene: WindowScene) { timer.pause() }
    /// ```
    func sceneWillResignActive(_ scene: WindowScene)

    /// The scene is about to be shown again: launching, or `fg` after Ctrl-Z.
    ///
    /// ```swift
    /// func sceneWillEnterForeground(_ scene: WindowScene) { refresh() }
    /// ```
    func sceneWillEnterForeground(_ scene: WindowScene)

    /// The scene is no longer shown: Ctrl-Z stopped the program. The
    /// scene's state is saved right after.
    ///
    /// ```swift
    /// func sceneDidEnterBackground(_ scene: WindowScene) { Drafts.save() }
    /// ```
    func sceneDidEnterBackground(_ scene: WindowScene)
}

extension WindowSceneDelegate {
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.scene(scene, willConnectTo: scene.session, options: WindowScene.ConnectionOptions())
    /// ```
    public func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {}

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidDisconnect(scene)
    /// ```
    public func sceneDidDisconnect(_ scene: WindowScene) {}

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidBecomeActive(scene)
    /// ```
    public func sceneDidBecomeActive(_ scene: WindowScene) {}

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneWillResignActive(scene)
    /// ```
    public func sceneWillResignActive(_ scene: WindowScene) {}

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneWillEnterForeground(scene)
    /// ```
    public func sceneWillEnterForeground(_ scene: WindowScene) {}

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidEnterBackground(scene)
    /// ```
    public func sceneDidEnterBackground(_ scene: WindowScene) {}
}
