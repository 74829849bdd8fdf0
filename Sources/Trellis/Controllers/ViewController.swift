import Foundation

/// A screen written the UIKit way: an object that loads a view and is told,
/// in UIKit's exact orders, when it appears, disappears, lays out and
/// changes size.
///
/// ```swift
/// final class InboxController: ViewController {
///     override func loadView() {
///         view = ControllerView { Text("Inbox") }
///     }
///     override func viewDidAppear(_ animated: Bool) {
///         super.viewDidAppear(animated)
///         refresh()
///     }
/// }
/// ```
///
/// The view is loaded the first time ``view`` is read (``loadView()``, then
/// ``viewDidLoad()``), usually just before the controller first appears.
/// A window, a ``NavigationController``, a ``TabBarController``, a
/// presentation or a ``ViewControllerRepresentable`` shows it; each change
/// calls the appearance methods in the orders of `Lifecycle.md` rules
/// 21–25, forwarded to child controllers parent first. The controller's
/// declarative content appears (its `onAppear` runs) right after its
/// ``viewWillAppear(_:)`` and disappears right after its
/// ``viewDidDisappear(_:)``; between the two it is laid out and drawn.
///
/// Transitions never run inside an update of the views: one requested
/// there (from an `onAppear`, say) runs when that update is done, and one
/// requested during another transition runs after it. A controller that
/// nothing holds any more is freed: a subclass may log in
/// `isolated deinit`. Cost: a few references per controller; each
/// transition costs the callbacks plus an update of the views it shows or
/// hides.
@MainActor
open class ViewController {
    /// Where the controller is in its appearance, as UIKit tracks it.
    enum AppearanceState {
        case disappeared
        case appearing
        case appeared
        case disappearing
    }

    /// Creates a controller whose view is not loaded yet.
    ///
    /// ```swift
    /// let inbox = InboxController()
    /// ```
    public init() {}

    // MARK: The view

    private var loadedView: ControllerView?
    private var isLoadingView = false

    /// The view the controller manages, loaded on first use.
    ///
    /// ```swift
    /// controller.view.addSubview(child.view)
    /// ```
    ///
    /// Reading it loads the view when it is not loaded: ``loadView()``, then
    /// ``viewDidLoad()``. Set it in ``loadView()``; reading it inside
    /// ``loadView()`` before setting it stops the program.
    public var view: ControllerView {
        get {
            loadViewIfNeeded()
            guard let loadedView else {
                preconditionFailure("\(type(of: self)).view was read in loadView() before loadView() set it")
            }
            return loadedView
        }
        set {
            loadedView?.owner = nil
            loadedView = newValue
            newValue.owner = self
        }
    }

    /// The view when it is loaded, without loading it.
    ///
    /// ```swift
    /// if let view = controller.viewIfLoaded { view.setNeedsLayout() }
    /// ```
    public var viewIfLoaded: ControllerView? { loadedView }

    /// Whether the view is loaded.
    ///
    /// ```swift
    /// #expect(!controller.isViewLoaded)
    /// ```
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; override to set ``view`` to your own.
    ///
    /// ```swift
    /// override func loadView() { view = ControllerView { Text("Hello") } }
    /// ```
    ///
    /// The default sets an empty ``ControllerView``. Do not call `super`
    /// when you set the view yourself, and do not call it directly: read
    /// ``view`` or call ``loadViewIfNeeded()``.
    open func loadView() {
        view = ControllerView()
    }

    /// Loads the view now if it is not loaded yet: ``loadView()``, then
    /// ``viewDidLoad()``.
    ///
    /// ```swift
    /// controller.loadViewIfNeeded()   // viewDidLoad runs once
    /// ```
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            view = ControllerView()
        }
        viewDidLoad()
        viewDidLoadInContainer()
    }

    /// Called once, after the view is loaded: set up what lives as long as
    /// the view.
    ///
    /// ```swift
    /// override func viewDidLoad() { super.viewDidLoad(); addChild(list); view.addSubview(list.view); list.didMove(toParent: self) }
    /// ```
    open func viewDidLoad() {}

    /// Containers load what they show with their own view here.
    func viewDidLoadInContainer() {}

    /// A title for containers to show: the navigation bar, the tab bar.
    ///
    /// ```swift
    /// title = "Inbox (3)"
    /// ```
    ///
    /// Changing it redraws the container that shows it.
    open var title: String? {
        didSet {
            if title != oldValue {
                parent?.childTitleDidChange(self)
            }
        }
    }

    /// Called when a child's title changed; containers that show titles redraw.
    func childTitleDidChange(_ child: ViewController) {}

    // MARK: Appearance callbacks

    /// Called before the view joins the screen.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); reload() }
    /// ```
    ///
    /// `animated` is what the transition was asked for; nothing animates in
    /// a terminal.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called when the view is in the hierarchy and about to be laid out,
    /// after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``.
    ///
    /// ```swift
    /// override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); scrollToSelection() }
    /// ```
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view joined the screen.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); startUpdates() }
    /// ```
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the screen.
    ///
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); save() }
    /// ```
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the screen (its declarative content
    /// disappears right after).
    ///
    /// ```swift
    /// override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); stopUpdates() }
    /// ```
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its content, whenever it is laid
    /// out (first shown, resized, its content changed size).
    ///
    /// ```swift
    /// override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); layoutCount += 1 }
    /// ```
    ///
    /// Called during the frame's layout: state written here is applied by
    /// another update and layout of the same frame.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its content.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); status = "\(view)" }
    /// ```
    open func viewDidLayoutSubviews() {}

    /// Called when the terminal is about to take a new size: a terminal's
    /// rotation. The controller and its views are kept; they are laid out
    /// again at the new size.
    ///
    /// ```swift
    /// override func viewWillTransition(to size: CGSize) { columns = Int(size.width) }
    /// ```
    ///
    /// `size` is in cells (width in columns, height in rows). Forwarded to
    /// children and presented controllers, parent first.
    open func viewWillTransition(to size: CGSize) {}

    /// Called when the controller's traits changed: a size class after a
    /// resize.
    ///
    /// ```swift
    /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
    ///     if traitCollection.horizontalSizeClass != previous?.horizontalSizeClass { relayout() }
    /// }
    /// ```
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The traits of the screen the controller is on (size classes, colour
    /// capability); the defaults of ``TraitCollection`` when it is on none.
    ///
    /// ```swift
    /// if traitCollection.horizontalSizeClass == .compact { showsSidebar = false }
    /// ```
    public internal(set) var traitCollection = TraitCollection()

    /// Where the controller is in its appearance.
    var appearanceState = AppearanceState.disappeared

    /// Whether ``viewIsAppearing(_:)`` was called in the current appearance.
    var isAppearingWasCalled = false

    /// The children the current appearance change was forwarded to, from
    /// its first step to its last (`nil` between changes): the later steps
    /// go to exactly these, even when the children changed meanwhile.
    var appearanceRecipients: [ViewController]?

    // MARK: Containment

    /// The container this controller is a child of, or `nil`.
    ///
    /// ```swift
    /// #expect(list.parent === splitController)
    /// ```
    public internal(set) weak var parent: ViewController?

    /// The controllers added with ``addChild(_:)``, in order.
    ///
    /// ```swift
    /// #expect(navigationController.children.last === message)
    /// ```
    public internal(set) var children: [ViewController] = []

    /// Called before the controller is added to a container (`parent`) or
    /// removed from one (`nil`).
    ///
    /// ```swift
    /// override func willMove(toParent parent: ViewController?) {
    ///     super.willMove(toParent: parent)
    ///     if parent == nil { saveDraft() }
    /// }
    /// ```
    ///
    /// ``addChild(_:)`` calls it with the new parent; a container calls it
    /// with `nil` before ``removeFromParent()``.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to a container (`parent`) or
    /// removed from one (`nil`).
    ///
    /// ```swift
    /// addChild(list)
    /// view.addSubview(list.view)
    /// list.didMove(toParent: self)
    /// ```
    ///
    /// A container calls it with itself once the child's view is in place;
    /// ``removeFromParent()`` calls it with `nil`.
    open func didMove(toParent parent: ViewController?) {}

    /// Whether this controller tells its children of its own appearance
    /// changes and of its view's subviews coming and going (`true`), or a
    /// custom container does it with ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` (`false`).
    ///
    /// ```swift
    /// override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    /// ```
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Presentation

    /// How the controller is shown when it is presented.
    ///
    /// ```swift
    /// player.modalPresentationStyle = .fullScreen
    /// ```
    public var modalPresentationStyle = ModalPresentationStyle.automatic

    /// Whether the controller, presented, stays up on Esc and on
    /// `@Environment(\.dismiss)` in its content: `true` keeps it until
    /// the program calls ``dismiss(animated:completion:)``.
    ///
    /// ```swift
    /// editor.isModalInPresentation = hasUnsavedChanges
    /// ```
    public var isModalInPresentation = false

    /// The controller presented by this one, held until it is dismissed.
    var presentedController: ViewController?

    /// The controller that presented this one itself, or `nil`.
    weak var presenter: ViewController?

    // MARK: Restoration

    /// The name under which the controller's state is saved and restored;
    /// `nil` (the default) saves nothing.
    ///
    /// ```swift
    /// restorationIdentifier = "editor"
    /// ```
    ///
    /// The state is kept under the identifiers of the controller and its
    /// ancestors, so give each restorable controller a name unique among
    /// its siblings.
    public var restorationIdentifier: String?

    /// Writes the state to restore the controller with next time into
    /// `coder`; called at the scene's save points for controllers with a
    /// ``restorationIdentifier``.
    ///
    /// ```swift
    /// override func encodeRestorableState(with coder: RestorationCoder) {
    ///     super.encodeRestorableState(with: coder)
    ///     coder.encode(selectedRow, forKey: "row")
    /// }
    /// ```
    ///
    /// The save points are the scene going to the background (Ctrl-Z) and
    /// the app quitting. Keep it small: it is written with the scene's
    /// `@SceneStorage` values, atomically.
    open func encodeRestorableState(with coder: RestorationCoder) {}

    /// Reads back what ``encodeRestorableState(with:)`` wrote last time;
    /// called once, after ``viewDidLoad()`` and before the controller
    /// first appears.
    ///
    /// ```swift
    /// override func decodeRestorableState(with coder: RestorationCoder) {
    ///     super.decodeRestorableState(with: coder)
    ///     if coder.containsValue(forKey: "row") { selectedRow = coder.decodeInteger(forKey: "row") }
    /// }
    /// ```
    ///
    /// Not called when nothing was saved for the controller; values of
    /// another type than asked for read as the defaults.
    open func decodeRestorableState(with coder: RestorationCoder) {}

    /// Whether the restorable state was read, which happens once, before
    /// the controller first appears.
    var hasDecodedRestorableState = false

    // MARK: What containers override

    /// Offers a key press no view handled to the controller, on its way up
    /// from the focused view; containers answer their own keys (Esc pops a
    /// navigation controller). Returns whether it was taken.
    func respond(to press: KeyPress) -> Bool { false }

    /// The children this controller's appearance is forwarded to: by
    /// default those whose views are in this controller's view. Containers
    /// answer with the child they show.
    var appearanceChildren: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether a child's view added to or removed from this controller's
    /// view while it is on screen makes the child appear or disappear (as
    /// UIKit does for custom containers). Containers that script their
    /// children's transitions answer `false`.
    var forwardsAppearanceOfSubviews: Bool { shouldAutomaticallyForwardAppearanceMethods }
}
