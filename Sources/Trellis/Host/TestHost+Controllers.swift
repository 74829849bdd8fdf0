/// Hosting view controllers headlessly: a root controller, or a whole
/// delegate-based app whose launch order a test can assert.
///
/// ```swift
/// @Test("Pushing shows the detail under a bar")
/// func push() {
///     let navigation = NavigationController(rootViewController: HostingController(rootView: Text("Inbox")))
///     let host = TestHost(columns: 20, rows: 3, rootViewController: navigation)
///     navigation.pushViewController(HostingController(rootView: Text("Message")), animated: false)
///     host.update()
///     #expect(host.screen == "‹ Back\nMessage")
/// }
/// ```
///
/// The host drives the controllers with the same calls as views:
/// ``update()``, ``settle()``, ``screen``, ``press(_:modifiers:)``,
/// ``resize(columns:rows:)`` (the hierarchy's `viewWillTransition(to:)`,
/// then trait changes) and ``setScenePhase(_:)`` (the scene delegate's
/// callbacks). Transitions called from a test run at once (a test calls
/// ``update()`` to draw the result); those called from an update run when
/// it ends.
extension TestHost {
    /// Shows `rootViewController` in a window filling a screen of
    /// `columns` × `rows` cells: its `viewDidLoad`, `viewWillAppear`,
    /// `viewIsAppearing` and `viewDidAppear` run before this returns.
    ///
    /// ```swift
    /// let host = TestHost(columns: 40, rows: 10, rootViewController: InboxController())
    /// ```
    public convenience init(columns: Int = 80, rows: Int = 24, rootViewController: ViewController) {
        self.init(columns: columns, rows: rows, restoration: nil) { session in
            WindowScene(application: Application(delegate: nil), delegate: nil)
                .connect(to: session, rootViewController: rootViewController)
        }
    }

    /// Launches a delegate-based app on a screen of `columns` × `rows`
    /// cells, in `Lifecycle.md` rule 21's order: `applicationDelegate`'s
    /// `didFinishLaunching`, `sceneDelegate`'s `willConnect` (which sets up
    /// the window), the root's `viewDidLoad`, `viewWillAppear` and
    /// `viewIsAppearing`, `willEnterForeground`, `didBecomeActive`, the
    /// root's `viewDidAppear`.
    ///
    /// ```swift
    /// let host = TestHost(columns: 40, rows: 10, applicationDelegate: app, sceneDelegate: scene)
    /// host.setScenePhase(.background)   // sceneWillResignActive, sceneDidEnterBackground
    /// host.unmount()                    // quits: … sceneDidDisconnect, applicationWillTerminate
    /// ```
    public convenience init(
        columns: Int = 80, rows: Int = 24, applicationDelegate: ApplicationDelegate?, sceneDelegate: WindowSceneDelegate?
    ) {
        self.init(columns: columns, rows: rows, restoration: nil) { session in
            WindowScene(application: Application(delegate: applicationDelegate), delegate: sceneDelegate).connect(to: session)
        }
    }

    /// Shows `rootViewController` as a scene whose restorable controllers
    /// (and `@SceneStorage` values) are kept in `scene`: decoded before
    /// they first appear, encoded and saved when the scene goes to the
    /// background or the host is unmounted.
    ///
    /// ```swift
    /// let host = TestHost(rootViewController: editor, scene: SceneRestoration(url: file))
    /// host.setScenePhase(.background)   // encodes and saves
    /// ```
    convenience init(columns: Int = 80, rows: Int = 24, rootViewController: ViewController, scene: SceneRestoration) {
        self.init(columns: columns, rows: rows, restoration: scene) { session in
            WindowScene(application: Application(delegate: nil), delegate: nil)
                .connect(to: session, rootViewController: rootViewController)
        }
    }
}
