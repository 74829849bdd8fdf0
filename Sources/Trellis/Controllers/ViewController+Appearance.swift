/// The appearance machinery: the three steps every transition is written
/// with, their forwarding to children, and the views they show and hide.
///
/// A transition is a script of steps on the controllers it involves, in the
/// order of `Lifecycle.md` rules 22–25; each step is forwarded down the
/// controller tree (parent before child) when the controller forwards
/// automatically:
///
/// ```
/// push A → B:  B.load · A.will(−) · B.will(+) ⟶ show · B.isAppearing · A.did(−) ⟶ hide · B.did(+)
/// ```
///
/// "show" and "hide" bring the views in line with the controllers' states
/// (a controller's content is in the visible hierarchy from its
/// `viewWillAppear` to its `viewDidDisappear`) and run an update of the
/// graph, so declarative `onAppear` and `onDisappear` actions run at those
/// points.
extension ViewController {
    // MARK: Manual transitions

    /// Tells a child that it starts appearing (`true`) or disappearing
    /// (`false`), for custom containers that forward appearance themselves.
    ///
    /// ```swift
    /// child.beginAppearanceTransition(true, animated: false)   // child.viewWillAppear
    /// view.addSubview(child.view)
    /// child.endAppearanceTransition()                          // child.viewIsAppearing, viewDidAppear
    /// ```
    ///
    /// Appearing loads the view if needed and calls ``viewWillAppear(_:)``,
    /// then shows the content (its `onAppear` actions run); disappearing
    /// calls ``viewWillDisappear(_:)``. Each is forwarded to the
    /// controller's own children when it forwards automatically. A call
    /// that does not change the state (appearing twice) does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        willChangeAppearance(appearing: isAppearing, animated: animated)
        if isAppearing {
            synchronizeViews()
        }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)``
    /// started: ``viewIsAppearing(_:)`` and ``viewDidAppear(_:)``, or
    /// ``viewDidDisappear(_:)`` and then the content disappears.
    ///
    /// ```swift
    /// child.beginAppearanceTransition(false, animated: false)   // viewWillDisappear
    /// child.view.removeFromSuperview()
    /// child.endAppearanceTransition()                           // viewDidDisappear
    /// ```
    public func endAppearanceTransition() {
        didChangeAppearance(animated: false)
        synchronizeViews()
    }

    // MARK: Steps

    /// The first step: ``viewWillAppear(_:)`` (after loading the view and
    /// restoring its state the first time) or ``viewWillDisappear(_:)``,
    /// then the same for the children the appearance is forwarded to.
    func willChangeAppearance(appearing: Bool, animated: Bool) {
        if appearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            adoptTraits()
            decodeRestorableStateIfNeeded()
            appearanceState = .appearing
            isAppearingWasCalled = false
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        var recipients = appearanceRecipients ?? []
        for child in forwardedChildren where !recipients.contains(where: { $0 === child }) {
            recipients.append(child)
        }
        appearanceRecipients = recipients
        for child in recipients {
            child.willChangeAppearance(appearing: appearing, animated: animated)
        }
    }

    /// The middle step of an appearance: ``viewIsAppearing(_:)``, once,
    /// then the children's.
    func isAppearing(animated: Bool) {
        guard appearanceState == .appearing, !isAppearingWasCalled else { return }
        isAppearingWasCalled = true
        viewIsAppearing(animated)
        for child in appearanceRecipients ?? [] {
            child.isAppearing(animated: animated)
        }
    }

    /// The last step: ``viewDidAppear(_:)`` (after ``viewIsAppearing(_:)``
    /// if no step called it) or ``viewDidDisappear(_:)``, then the
    /// children's.
    func didChangeAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing:
            if !isAppearingWasCalled {
                isAppearing(animated: animated)
            }
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        let recipients = appearanceRecipients ?? []
        appearanceRecipients = nil
        for child in recipients {
            child.didChangeAppearance(animated: animated)
        }
    }

    /// The children a step is forwarded to: none when the controller
    /// forwards by hand.
    private var forwardedChildren: [ViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? appearanceChildren : []
    }

    /// Whether the controller's content is in the visible hierarchy: from
    /// its `viewWillAppear` to its `viewDidDisappear`.
    var showsContent: Bool { appearanceState != .disappeared }

    /// Whether the controller is on screen or on its way there.
    var isOnScreen: Bool { appearanceState == .appearing || appearanceState == .appeared }

    // MARK: Views

    /// The controller at the top of this one's hierarchy: the window's root
    /// or a representable's controller, found through parents and
    /// presenters.
    var hierarchyRoot: ViewController {
        var controller = self
        while let next = controller.parent ?? controller.presenter {
            controller = next
        }
        return controller
    }

    /// The graph that shows this controller's hierarchy, or `nil` when no
    /// host shows it.
    var hostingGraph: Graph? {
        hierarchyRoot.viewIfLoaded?.node?.graph
    }

    /// Brings every view of the hierarchy in line with its controller's
    /// state, top down, then runs an update of the graph so the appear and
    /// disappear actions this queued run now. This controller's own views
    /// are brought in line too, even when it is on its way out of its
    /// container (a popped controller is no longer among the children).
    /// Cost: O(controllers in the hierarchy) plus the update.
    func synchronizeViews() {
        let root = hierarchyRoot
        guard let graph = root.viewIfLoaded?.node?.graph else { return }
        root.synchronizeSubtreeViews()
        if root !== self {
            synchronizeSubtreeViews()
        }
        if !graph.isUpdating {
            graph.update()
        }
    }

    private func synchronizeSubtreeViews() {
        viewIfLoaded?.node?.updateContentVisibility()
        for child in children {
            child.synchronizeSubtreeViews()
        }
        presentedController?.synchronizeSubtreeViews()
    }

    /// Runs `transition` outside any update of the graph and after any
    /// transition already running (see ``TransitionQueue``).
    func performTransition(_ transition: @escaping () -> Void) {
        TransitionQueue.perform(in: hostingGraph, transition)
    }

    /// A child's view joined (`true`) or left this controller's view while
    /// it is on screen: the child appears or disappears, when this
    /// controller forwards appearance. A child joining while this
    /// controller appears (its children already told) gets its
    /// `viewWillAppear` now and the rest with this controller.
    func childView(of child: ViewController, didMoveInto isJoining: Bool) {
        guard forwardsAppearanceOfSubviews, child.parent === self else { return }
        if isJoining, appearanceState == .appearing, var recipients = appearanceRecipients {
            guard !recipients.contains(where: { $0 === child }) else { return }
            recipients.append(child)
            appearanceRecipients = recipients
            child.willChangeAppearance(appearing: true, animated: false)
            child.synchronizeViews()
            if isAppearingWasCalled {
                child.isAppearing(animated: false)
            }
            return
        }
        guard appearanceState == .appeared else { return }
        performTransition { [child] in
            if isJoining {
                guard child.appearanceState == .disappeared, child.parent != nil else { return }
                child.willChangeAppearance(appearing: true, animated: false)
                child.synchronizeViews()
                child.isAppearing(animated: false)
                child.didChangeAppearance(animated: false)
            } else {
                guard child.isOnScreen else { return }
                child.willChangeAppearance(appearing: false, animated: false)
                child.didChangeAppearance(animated: false)
                child.synchronizeViews()
            }
        }
    }

    // MARK: Traits

    /// Takes the traits of the screen the hierarchy is on, without
    /// telling anyone (the first time the controller appears).
    private func adoptTraits() {
        if let graph = hostingGraph {
            traitCollection = TraitCollection(environment: graph.hostValues)
        }
    }

    /// Tells the hierarchy under this controller that the terminal takes
    /// `size`: ``viewWillTransition(to:)``, parent first, children and
    /// presented controllers included.
    func transition(to size: CGSize) {
        viewWillTransition(to: size)
        for child in children {
            child.transition(to: size)
        }
        presentedController?.transition(to: size)
    }

    /// Gives the hierarchy under this controller new traits, calling
    /// ``traitCollectionDidChange(_:)`` where they changed, parent first.
    func updateTraits(_ traits: TraitCollection) {
        let previous = traitCollection
        traitCollection = traits
        if previous != traits {
            traitCollectionDidChange(previous)
        }
        for child in children {
            child.updateTraits(traits)
        }
        presentedController?.updateTraits(traits)
    }
}
