/// What a scene shows: the whole terminal, and the root view controller in
/// it (UIKit's `UIWindow`).
///
/// ```swift
/// let window = Window(windowScene: scene)
/// window.rootViewController = TabBarController()
/// window.makeKeyAndVisible()
/// ```
///
/// The window's view is the root of the host's graph; the root
/// controller's view fills it, and everything the controllers present is
/// drawn over it. Setting ``rootViewController`` while the window is shown
/// swaps the screens: the new root appears (loaded first), the old one
/// disappears, in the order of a push; what the old root presents
/// disappears with it and is dismissed. Cost: one graph node.
@MainActor
public final class Window {
    /// The scene the window belongs to.
    ///
    /// ```swift
    /// #expect(window.windowScene === scene)
    /// ```
    public private(set) weak var windowScene: WindowScene?

    /// Whether ``makeKeyAndVisible()`` was called: the scene shows the
    /// window and sends it the keys.
    ///
    /// ```swift
    /// #expect(window.isKeyWindow)
    /// ```
    public private(set) var isKeyWindow = false

    /// The plain view every root controller's view is put in.
    let view = ControllerView()

    /// Whether a host shows the window (its view is mounted).
    private var isShown = false

    /// A window of `windowScene`.
    ///
    /// ```swift
    /// window = Window(windowScene: scene)
    /// ```
    public init(windowScene: WindowScene) {
        self.windowScene = windowScene
    }

    /// A window that belongs to no scene: what a test host shows a root
    /// controller in.
    init() {}

    /// The controller whose view fills the window.
    ///
    /// ```swift
    /// window.rootViewController = LoginController()
    /// ```
    public var rootViewController: ViewController? {
        didSet {
            guard isShown, rootViewController !== oldValue else { return }
            let old = oldValue
            let new = rootViewController
            TransitionQueue.perform(in: view.node?.graph) { [self] in
                replaceRoot(old, with: new)
            }
        }
    }

    /// Makes the window the scene's key window, shown once the scene's
    /// `scene(_:willConnectTo:options:)` returns.
    ///
    /// ```swift
    /// window.makeKeyAndVisible()
    /// ```
    public func makeKeyAndVisible() {
        isKeyWindow = true
        windowScene?.keyWindow = self
    }

    // MARK: Showing

    /// Mounts the window's view as the session's root and puts the root
    /// controller's view in it (loading it): the root is on screen but has
    /// not started appearing.
    func mount(in session: Session) {
        isShown = true
        if let root = rootViewController {
            view.addSubview(root.view)
        }
        session.mount(HostedView(view: view))
    }

    /// The first half of the root's appearance at launch: `viewWillAppear`
    /// (its content appears) and `viewIsAppearing`.
    func beginShowingRoot() {
        guard let root = rootViewController else { return }
        root.willChangeAppearance(appearing: true, animated: false)
        root.synchronizeViews()
        root.isAppearing(animated: false)
    }

    /// The second half: `viewDidAppear`.
    func finishShowingRoot() {
        rootViewController?.didChangeAppearance(animated: false)
    }

    /// Swaps the roots in a push's order. What the old root presents (in
    /// turn) leaves with it: the on-screen ones disappear with it, topmost
    /// first, and the presentations end, so nothing stays "appeared"
    /// with its content gone.
    private func replaceRoot(_ old: ViewController?, with new: ViewController?) {
        if let new {
            view.addSubview(new.view)
        }
        let leaving = old.map { ([$0] + $0.presentationChain).filter(\.isOnScreen).reversed() } ?? []
        for controller in leaving {
            controller.willChangeAppearance(appearing: false, animated: false)
        }
        new?.willChangeAppearance(appearing: true, animated: false)
        new?.synchronizeViews()
        new?.isAppearing(animated: false)
        for controller in leaving {
            controller.didChangeAppearance(animated: false)
        }
        old?.synchronizeViews()
        old?.endPresentations()
        new?.didChangeAppearance(animated: false)
        old?.viewIfLoaded?.removeFromSuperview()
        if let graph = view.node?.graph, !graph.isUpdating {
            graph.update()
        }
    }

    // MARK: Host events

    /// The terminal is about to take `size`: the hierarchy's
    /// `viewWillTransition(to:)`.
    func willResize(to size: CellSize) {
        rootViewController?.transition(to: CGSize(width: size.width, height: size.height))
    }

    /// The terminal took its new size: traits that changed are reported.
    func didResize(environment: EnvironmentValues) {
        rootViewController?.updateTraits(TraitCollection(environment: environment))
    }

    /// A save point: the restorable controllers write their state.
    func encodeRestorableState() {
        rootViewController?.encodeRestorableStateTree()
    }
}
