/// A container that shows one of several controllers, chosen in a bar of
/// their titles, with UIKit's switching order (`semantics.md` rule 25).
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
    /// ```
    ///
    /// A list with duplicates, or with a controller that has another parent
    /// or is presented, is refused with a diagnostic.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        performTransition { [self] in
            replaceTabs(with: viewControllers ?? [])
        }
    }

    /// The position of the selected tab (0 when there are none).
    ///
    /// ```swift
    /// tabs.selectedIndex = 0
    /// ```
    ///
    /// Setting an index outside the tabs does nothing.
    public var selectedIndex: Int {
        get { selection }
        set {
            performTransition { [self] in
                select(newValue)
            }
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

    private func replaceTabs(with newTabs: [ViewController]) {
        let identities = newTabs.map(ObjectIdentifier.init)
        guard Set(identities).count == identities.count,
            newTabs.allSatisfy({ ($0.parent == nil || $0.parent === self) && $0.presentingViewController == nil && $0 !== self })
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
        let kept = oldSelected.flatMap { old in newTabs.firstIndex { $0 === old } }
        selection = kept ?? 0
        let newSelected = selectedViewController
        if appearanceState == .appeared, newSelected !== oldSelected {
            switchTabs(from: oldSelected, to: newSelected)
        } else if isViewLoaded {
            showSelectedView()
        }
        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in added {
            controller.didMove(toParent: self)
        }
        synchronizeViews()
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        selection = index
        if appearanceState == .appeared {
            switchTabs(from: old, to: tabs[index])
        } else if isViewLoaded {
            showSelectedView()
        }
    }

    /// Rule 25: the new tab's will-appear comes before the old tab's
    /// will-disappear.
    private func switchTabs(from old: ViewController?, to new: ViewController?) {
        showSelectedView()
        new?.willChangeAppearance(appearing: true, animated: false)
        new?.synchronizeViews()
        old?.willChangeAppearance(appearing: false, animated: false)
        new?.isAppearing(animated: false)
        old?.didChangeAppearance(animated: false)
        old?.synchronizeViews()
        new?.didChangeAppearance(animated: false)
    }

    /// Puts the selected tab's view in the tab bar controller's view
    /// (loading it the first time) and the bar in line with the tabs.
    private func showSelectedView() {
        if let selected = selectedViewController, selected.view.superview !== view {
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
        selectedViewController.map { [$0] } ?? []
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
