/// A container that shows one controller of a stack at a time, under a bar
/// with the top controller's title and a way back, with UIKit's orders
/// (`Lifecycle.md` rule 24).
///
/// ```swift
/// let navigation = NavigationController(rootViewController: InboxController())
/// navigation.pushViewController(MessageController(id: 7), animated: true)
/// navigation.popViewController(animated: true)   // Esc does the same
/// ```
///
/// A change of the top controller runs one transition:
///
/// ```
/// push A → B      B.viewDidLoad · A.viewWillDisappear · B.viewWillAppear · B.viewIsAppearing
///                 · A.viewDidDisappear · B.viewDidAppear
/// pop B → A       B.viewWillDisappear · A.viewWillAppear · A.viewIsAppearing · B.viewDidDisappear
///                 · A.viewDidAppear · B removed (B.deinit when nothing else holds it)
/// [A, B, C] → [A] C disappears, A appears; B is removed without appearing
/// ```
///
/// Controllers pushed are children (`willMove(toParent:)` before,
/// `didMove(toParent:)` after the transition; removed ones get
/// `willMove(toParent: nil)` first and `didMove(toParent: nil)` last).
/// Controllers below the top keep their views and their views' state while
/// off screen. The bar shows `‹ Back` (when there is something to go back
/// to; a click on it pops) and the top controller's ``ViewController/title``; Esc pops when no
/// view handled it. Changes while the navigation controller is off screen
/// only change the stack. Cost: O(stack) per change, plus the transition.
@MainActor
open class NavigationController: ViewController {
    private var stack: [ViewController] = []
    /// The top whose view is shown (and on screen with the navigation
    /// controller); it differs from the stack's top until the transition
    /// to it runs.
    private var shownTop: ViewController?
    /// Controllers that left the stack and wait for the transition to be
    /// let go (`didMove(toParent: nil)`).
    private var leaving: [ViewController] = []
    /// Controllers that joined the stack and wait for the transition to be
    /// told `didMove(toParent:)`.
    private var joining: [ViewController] = []

    /// A navigation controller whose stack is `rootViewController`.
    ///
    /// ```swift
    /// window.rootViewController = NavigationController(rootViewController: InboxController())
    /// ```
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    ///
    /// ```swift
    /// let navigation = NavigationController()
    /// navigation.viewControllers = [inbox, message]
    /// ```
    public override init() {
        super.init()
    }

    /// The stack, bottom first; setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    ///
    /// ```swift
    /// #expect(navigation.viewControllers.count == 2)
    /// ```
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    ///
    /// ```swift
    /// #expect(navigation.topViewController === message)
    /// ```
    public var topViewController: ViewController? { stack.last }

    /// The controller on screen: what the navigation controller presents,
    /// else the top of the stack.
    ///
    /// ```swift
    /// let visible = navigation.visibleViewController
    /// ```
    public var visibleViewController: ViewController? { presentedController ?? stack.last }

    /// Pushes `viewController` on the stack and shows it.
    ///
    /// ```swift
    /// navigationController?.pushViewController(DetailController(item), animated: true)
    /// ```
    ///
    /// Pushing a controller already in the stack, or one with another
    /// parent, does nothing but report a diagnostic.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped
    /// controller, or `nil` when the stack has one controller or none.
    ///
    /// ```swift
    /// navigationController?.popViewController(animated: true)
    /// ```
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first
    /// (`nil` when there were none).
    ///
    /// ```swift
    /// navigationController?.popToRootViewController(animated: true)
    /// ```
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`; returns them, bottom
    /// first (`nil` when it is not in the stack or is the top).
    ///
    /// ```swift
    /// navigationController?.popToViewController(folder, animated: true)
    /// ```
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack with `viewControllers`.
    ///
    /// ```swift
    /// navigation.setViewControllers([inbox, folder, message], animated: true)
    /// ```
    ///
    /// The stack (``viewControllers``, ``topViewController``, the
    /// children) changes at once, as in UIKit; the controllers that join
    /// it get ``ViewController/willMove(toParent:)`` now, and those that
    /// leave it get it with `nil`. When the top changes and the navigation
    /// controller is on screen, the top shown disappears and the new one
    /// appears in rule 24's order (as a push when the new top was not in
    /// the stack before, as a pop otherwise), as a transition: now, or
    /// after the update or transition in progress, from the stack as it is
    /// then — so two pushes in one callback show only the second.
    /// Controllers that leave the stack without having been shown never
    /// appear. Off screen, only the stack and the view shown change. A
    /// list with duplicates, or with a controller that has another parent
    /// or is presented, is refused with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let identities = viewControllers.map(ObjectIdentifier.init)
        guard Set(identities).count == identities.count,
            viewControllers.allSatisfy({
                ($0.parent == nil || $0.parent === self) && $0.presenter == nil && $0 !== self
            })
        else {
            return report(
                "cannot set the navigation stack to \(viewControllers.map { "\(type(of: $0))" }): a controller is repeated, another's child or presented"
            )
        }
        let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
        let added = viewControllers.filter { new in !stack.contains { $0 === new } }
        for controller in removed.reversed() {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.willMove(toParent: self)
            controller.parent = self
        }
        stack = viewControllers
        children = viewControllers
        leaving.removeAll { old in viewControllers.contains { $0 === old } }
        leaving += removed
        joining += added
        if appearanceState == .disappeared || (appearanceState == .appearing && appearanceRecipients == nil) {
            showStack(animated: animated)
        } else {
            performTransition { [self] in
                showStack(animated: animated)
            }
        }
    }

    /// Brings what is shown in line with the stack: the top shown
    /// disappears and the stack's top appears (when on screen), then the
    /// controllers that left are let go and those that joined are told
    /// they moved.
    private func showStack(animated: Bool) {
        let oldTop = shownTop
        let newTop = stack.last
        shownTop = newTop
        if isViewLoaded {
            showTopView()
        }
        if appearanceState == .appeared, oldTop !== newTop {
            oldTop?.willChangeAppearance(appearing: false, animated: animated)
            newTop?.willChangeAppearance(appearing: true, animated: animated)
            newTop?.synchronizeViews()
            newTop?.isAppearing(animated: animated)
            oldTop?.didChangeAppearance(animated: animated)
            oldTop?.synchronizeViews()
            newTop?.didChangeAppearance(animated: animated)
        }
        let left = leaving
        let joined = joining.filter { $0.parent === self }
        leaving = []
        joining = []
        finishChildChanges(left: left.reversed(), joined: joined)
    }

    /// Puts the top controller's view in the navigation controller's view
    /// (loading it) and the bar in line with the stack.
    private func showTopView() {
        if let top = shownTop, top.view.superview !== view {
            view.addSubview(top.view)
        }
        updateBar()
    }

    private func updateBar() {
        let title = stack.last?.title ?? ""
        let back: (() -> Void)? =
            stack.count > 1 ? { [weak self] in _ = self?.popViewController(animated: true) } : nil
        viewIfLoaded?.setContent { NavigationBar(title: NavigationTitle(text: title, binding: nil), back: back) }
    }

    // MARK: Container behaviour

    override func viewDidLoadInContainer() {
        showTopView()
    }

    override var appearanceChildren: [ViewController] {
        shownTop.map { [$0] } ?? []
    }

    override var forwardsAppearanceOfSubviews: Bool { false }

    override func childTitleDidChange(_ child: ViewController) {
        if child === stack.last {
            updateBar()
        }
    }

    override func respond(to press: KeyPress) -> Bool {
        guard press.key == .escape, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty, stack.count > 1 else {
            return false
        }
        popViewController(animated: true)
        return true
    }
}
