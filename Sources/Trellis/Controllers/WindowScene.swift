/// The scene of a controller-based app: the terminal it runs in, its
/// window, and the delegate told of its life (UIKit's `UIWindowScene`).
///
/// ```swift
/// func sceneWillResignActive(_ scene: WindowScene) {
///     #expect(scene.activationState == .foregroundActive)   // still, until the callback returns
/// }
/// ```
///
/// The host connects it at launch and moves it with the same signals as
/// the declarative `scenePhase`, one step at a time (`Lifecycle.md` rules
/// 20 and 21): terminal focus lost and regained (`foregroundActive` ↔
/// `foregroundInactive`), Ctrl-Z and `fg` (through `foregroundInactive` to
/// `background` and back), the end of the run (`unattached`). At the
/// background save point the restorable controllers encode their state
/// into the scene's restoration file, which is then saved. Cost: a few
/// callbacks per phase step.
@MainActor
public final class WindowScene {
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    ///
    /// ```swift
    /// if scene.activationState == .foregroundActive { startTimer() }
    /// ```
    public enum ActivationState: Hashable, Sendable {
        /// Not connected yet, or disconnected.
        case unattached
        /// On screen and taking input.
        case foregroundActive
        /// On screen, not taking input (the terminal lost focus).
        case foregroundInactive
        /// Not on screen (stopped with Ctrl-Z).
        case background
    }

    /// What the scene was connected with (UIKit's
    /// `UIScene.ConnectionOptions`): nothing, in a terminal.
    ///
    /// ```swift
    /// func scene(_ scene: WindowScene, willConnectTo session: SceneSession, options connectionOptions: WindowScene.ConnectionOptions) {}
    /// ```
    public struct ConnectionOptions: Sendable {
        /// No options.
        ///
        /// ```swift
        /// let options = WindowScene.ConnectionOptions()
        /// ```
        public init() {}
    }

    /// The object told of the scene's life.
    ///
    /// ```swift
    /// #expect(scene.delegate === sceneDelegate)
    /// ```
    public private(set) var delegate: WindowSceneDelegate?

    /// The scene's session.
    ///
    /// ```swift
    /// let identifier = scene.session.persistentIdentifier
    /// ```
    public let session = SceneSession()

    /// Where the scene is in its life.
    ///
    /// ```swift
    /// if scene.activationState == .background { return }
    /// ```
    public private(set) var activationState = ActivationState.unattached

    /// The window shown: the last one made key and visible.
    ///
    /// ```swift
    /// let root = scene.keyWindow?.rootViewController
    /// ```
    public internal(set) var keyWindow: Window?

    private let application: Application
    /// Set while the scene quits: the background step reports no
    /// `sceneDidEnterBackground`.
    private var isDisconnecting = false

    init(application: Application, delegate: WindowSceneDelegate?) {
        self.application = application
        self.delegate = delegate
    }

    // MARK: Launching

    /// Launches the app into `session` in rule 21's order: the application
    /// delegate's `didFinishLaunching`, `willConnect`, the root's
    /// `viewDidLoad`, `viewWillAppear`, `viewIsAppearing`,
    /// `willEnterForeground`, `didBecomeActive`, the root's `viewDidAppear`.
    ///
    /// The whole launch counts as a transition: a push or a present asked
    /// for by a callback of the launch runs after the root's
    /// `viewDidAppear`.
    func connect(to session: Session) {
        TransitionQueue.run {
            launch(in: session)
        }
    }

    private func launch(in session: Session) {
        session.scene = self
        _ = application.delegate?.application(application, didFinishLaunchingWithOptions: nil)
        delegate?.scene(self, willConnectTo: self.session, options: ConnectionOptions())
        let window = keyWindow ?? Window()
        keyWindow = window
        activationState = .foregroundInactive
        window.mount(in: session)
        window.beginShowingRoot()
        delegate?.sceneWillEnterForeground(self)
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        window.finishShowingRoot()
    }

    /// Shows `rootViewController` in a window of this scene, without
    /// delegates: a test host's launch (the root's `viewDidLoad`,
    /// `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`).
    func connect(to session: Session, rootViewController: ViewController) {
        let window = Window(windowScene: self)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        connect(to: session)
    }

    /// Ends the scene in rule 21's order: `willResignActive` (when active),
    /// the phase taken to the background (the views see it, the state is
    /// saved), `didDisconnect`, the application delegate's
    /// `willTerminate`.
    func disconnect(_ session: Session) {
        guard activationState != .unattached else { return }
        isDisconnecting = true
        session.setPhase(.background)
        activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        application.delegate?.applicationWillTerminate(application)
    }

    // MARK: Host events

    /// Called before the views see a phase step: the "will" callbacks.
    func phaseWillStep(to phase: ScenePhase) {
        switch (activationState, phase) {
        case (.foregroundActive, .inactive):
            delegate?.sceneWillResignActive(self)
            activationState = .foregroundInactive
        case (.background, .inactive):
            delegate?.sceneWillEnterForeground(self)
            activationState = .foregroundInactive
        default:
            break
        }
    }

    /// Called after the views saw a phase step: the "did" callbacks.
    func phaseDidStep(to phase: ScenePhase) {
        switch (activationState, phase) {
        case (.foregroundInactive, .active):
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
        case (.foregroundInactive, .background):
            activationState = .background
            if !isDisconnecting {
                delegate?.sceneDidEnterBackground(self)
            }
        default:
            break
        }
    }

    /// A save point: the restorable controllers write their state before
    /// the host saves the file.
    func willSave() {
        keyWindow?.encodeRestorableState()
    }

    /// The terminal is about to take `size`.
    func willResize(to size: CellSize) {
        keyWindow?.willResize(to: size)
    }

    /// The terminal took its new size; `environment` holds the new size classes.
    func didResize(environment: EnvironmentValues) {
        keyWindow?.didResize(environment: environment)
    }
}
