/// What a controller-based app is told about its process: launched, about
/// to end (UIKit's `UIApplicationDelegate`).
///
/// ```swift
/// final class AppDelegate: ApplicationDelegate {
///     func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
///         Database.open()
///         return true
///     }
///     func applicationWillTerminate(_ application: Application) { Database.close() }
/// }
/// ```
///
/// `application(_:didFinishLaunchingWithOptions:)` is the first callback of
/// a launch, before the scene connects (`Lifecycle.md` rule 21);
/// ``applicationWillTerminate(_:)`` the last of a quit, after the scene
/// disconnected. Both default to doing nothing.
@MainActor @preconcurrency
public protocol ApplicationDelegate: AnyObject {
    /// The app launched; its scene connects next. Launch options are
    /// always `nil` in a terminal; the result is ignored.
    ///
    /// ```swift
    /// func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    /// ```
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// The app is about to end (Ctrl-C, a terminating signal, the end of
    /// the run), after its scene disconnected.
    ///
    /// ```swift
    /// func applicationWillTerminate(_ application: Application) { log.flush() }
    /// ```
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// Does nothing and returns `true`.
    ///
    /// ```swift
    /// _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    /// ```
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillTerminate(application)
    /// ```
    public func applicationWillTerminate(_ application: Application) {}
}
