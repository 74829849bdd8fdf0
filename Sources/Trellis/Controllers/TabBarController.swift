/// A container that shows one of several controllers, chosen in a bar of
/// their titles, with UIKit's switching order (`Lifecycle.md` rule 25).
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [InboxController(), ContactsController()]
/// tabs.selectedIndex = 1     // or ] and [ (Ctrl-PageDown, Ctrl-PageUp)
/// ```
///
/// Switching from A to B while the tab bar controller is on screen:
///
/// ```
/// B.viewDidLoad (the first time B is shown) · B.viewWillAppear · A.viewWillDisappear
/// · B.viewIsAppearing · A.viewDidDisappear · B.viewDidAppear
/// ```
///
/// A tab's view is loaded the first time it is selected, and kept (with
/// its views' state) while other tabs are shown. The bar draws each
/// controller's ``ViewController/title`` on the first line, the selected
/// one in reverse video. Cost: O(tabs) per change, plus the transition.
@MainActor
open class TabBarController: ViewController {
    private var tabs: [ViewController] = []
    private var selection = 0
    /// The tab whose view is shown (and on screen with the tab bar
    /// controller); it differs from the selection until the switch runs.
    private var shownTab: ViewController?
    /// Tabs removed that wait for the switch to be let go.
    private var leaving: [ViewController] = []
    /// Tabs added that wait for the switch to be told `didMove(toParent:)`.
    private var joining: [ViewController] = []

    /// A tab bar controller with no tabs yet.
    ///
    /// ```swift
    /// let tabs = TabBarController()
    /// ```
    public override init() {
        super.init()
    }

    /// The tabs, in bar order, or `nil` when there are none; setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    ///
    /// ```swift
    /// tabs.viewControllers = [inbox, contacts, settings]
    /// ```
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected when it is
    /// among the new tabs; otherwise the first tab is selected (and, on
    /// screen, appears while the old one disappears).
    ///
    /// ```swift
    /// tabs.setViewControllers([inbox, contacts], animated: false)
    /// tabs.selectedViewController = contacts   // already a tab
    /// ```
    ///
    /// The tabs and the selection change at once, as in UIKit; the switch
    /// on screen runs as a transition (now, or after the update or
    /// transition in progress) from the tab shown to the tab selected
    /// then. A list with duplicates, or with a controller that has another
    /// parent or is presented, is refused with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        let identities = newTabs.map(ObjectIdentifier.init)
        guard Set(identities).count == identities.count,
            newTabs.allSatisfy({ ($0.parent == nil || $0.parent === self) && $0.presenter == nil && $0 !== self })
        else {
            return report("cannot set the tabs to \(newTabs.map { "\(type(of: $0))" }): a controller is repeated, another's child or presented")
        }
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !tabs.contains { $0 === new } }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.willMove(toParent: self)
            controller.parent = self
        }
        tabs = newTabs
        children = newTabs
        selection = oldSelected.flatMap { old in newTabs.firstIndex { $0 === old } } ?? 0
        leaving.removeAll { old in newTabs.contains { $0 === old } }
        leaving += removed
        joining += added
        showSelection(animated: animated)
    }

    /// The position of the selected tab (0 when there are none).
    ///
    /// ```swift
    /// tabs.selectedIndex = 0
    /// ```
    ///
    /// Setting an index outside the tabs does nothing. The selection
    /// changes at once; on screen, the switch runs as a transition.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            selection = newValue
            showSelection(animated: false)
        }
    }

    /// The selected tab's controller; setting a controller that is not a
    /// tab does nothing.
    ///
    /// ```swift
    /// tabs.selectedViewController = contacts
    /// ```
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Shows the selection now when the tab bar controller is off screen
    /// (or has not told its children it appears yet), else as a transition.
    private func showSelection(animated: Bool) {
        if appearanceState == .disappeared || (appearanceState == .appearing && appearanceRecipients == nil) {
            switchToSelection(animated: animated)
        } else {
            performTransition { [self] in
                switchToSelection(animated: animated)
            }
        }
    }

    /// Brings what is shown in line with the selection: rule 25's switch
    /// when on screen (the new tab's will-appear before the old tab's
    /// will-disappear), then the controllers that left are let go and
    /// those that joined are told they moved.
    private func switchToSelection(animated: Bool) {
        let old = shownTab
        let new = selectedViewController
        shownTab = new
        if isViewLoaded {
            showSelectedView()
        }
        if appearanceState == .appeared, old !== new {
            new?.willChangeAppearance(appearing: true, animated: animated)
            new?.synchronizeViews()
            old?.willChangeAppearance(appearing: false, animated: animated)
            new?.isAppearing(animated: animated)
            old?.didChangeAppearance(animated: animated)
            old?.synchronizeViews()
            new?.didChangeAppearance(animated: animated)
        }
        let left = leaving
        let joined = joining.filter { $0.parent === self }
        leaving = []
        joining = []
        finishChildChanges(left: left, joined: joined)
    }

    /// Puts the selected tab's view in the tab bar controller's view
    /// (loading it the first time) and the bar in line with the tabs.
    private func showSelectedView() {
        if let selected = shownTab, selected.view.superview !== view {
            view.addSubview(selected.view)
        }
        updateBar()
    }

    private func updateBar() {
        let titles = tabs.map { $0.title ?? "" }
        let selected = selection
        viewIfLoaded?.setContent { TabBar(titles: titles, selectedIndex: selected) }
    }

    // MARK: Container behaviour

    override func viewDidLoadInContainer() {
        showSelectedView()
    }

    override var appearanceChildren: [ViewController] {
        shownTab.map { [$0] } ?? []
    }

    override var forwardsAppearanceOfSubviews: Bool { false }

    override func childTitleDidChange(_ child: ViewController) {
        updateBar()
    }

    override func respond(to press: KeyPress) -> Bool {
        guard !tabs.isEmpty else { return false }
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let offset: Int
        switch (press.key, modifiers) {
        case (.pageDown, .control), ("]", []): offset = 1
        case (.pageUp, .control), ("[", []): offset = -1
        default: return false
        }
        selectedIndex = (selection + offset + tabs.count) % tabs.count
        return true
    }
}
