import Foundation

/// Presenting and dismissing controllers modally, with UIKit's orders
/// (`Lifecycle.md` rules 22 and 23).
///
/// ```
/// present B (.automatic, .pageSheet, .overFullScreen)   B.load · B.will+ ⟶ show · B.isAppearing · B.did+
/// dismiss B                                             B.will− · B.did− ⟶ hide · B removed (B.deinit)
/// present B (.fullScreen)   B.load · A.will− · B.will+ ⟶ show · B.isAppearing · B.did+ · A.did− ⟶ hide
/// dismiss B (.fullScreen)   B.will− · A.will+ ⟶ show · A.isAppearing · A.did+ · B.did− ⟶ hide · B removed
/// presenter goes away       what it presents disappears with it (see ``changeAppearanceWithPresentations(appearing:shown:)``)
/// ```
///
/// The presenter is the root-most ancestor of the controller `present` is
/// called on (UIKit's presentation context without `definesPresentationContext`):
/// its view's node shows the presented controller's view as a presentation
/// root, drawn over the screen by the graph's presentation layer, and the
/// topmost presentation takes the keys.
extension ViewController {
    /// Presents `viewControllerToPresent` modally, as its
    /// ``modalPresentationStyle`` says, then calls `completion`.
    ///
    /// ```swift
    /// let compose = ComposeController()
    /// compose.modalPresentationStyle = .fullScreen
    /// present(compose, animated: true) { print("shown") }
    /// ```
    ///
    /// The presenter (this controller's root-most ancestor) must be on
    /// screen and present nothing else; otherwise nothing happens and a
    /// diagnostic is reported, as UIKit warns. Runs now, or after the
    /// update or transition in progress. The presented controller is held
    /// until it is dismissed.
    public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        performTransition { [self] in
            presentNow(viewControllerToPresent, animated: animated, completion: completion)
        }
    }

    /// Dismisses the controller this one presented, or, when it presents
    /// none, this controller from its presenter; then calls `completion`.
    ///
    /// ```swift
    /// dismiss(animated: true)                          // from the presented controller
    /// presentingViewController?.dismiss(animated: true) // the same, from outside
    /// ```
    ///
    /// Controllers the dismissed one presented in turn are dismissed
    /// first, topmost first. When there is nothing to dismiss, nothing
    /// happens and `completion` is not called.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        performTransition { [self] in
            let owner = rootMostAncestor
            if owner.presentedController != nil {
                dismissPresentations(of: owner, animated: animated)
            } else if let presenter = owner.presenter {
                dismissPresentations(of: presenter, animated: animated)
            } else {
                return
            }
            completion?()
        }
    }

    /// This controller or its root-most parent: who presents for it.
    private var rootMostAncestor: ViewController {
        var controller = self
        while let parent = controller.parent {
            controller = parent
        }
        return controller
    }

    private func presentNow(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootMostAncestor
        if let current = presenter.presentedController {
            return report("cannot present \(type(of: presented)) on \(type(of: presenter)), which is already presenting \(type(of: current))")
        }
        guard presenter.appearanceState == .appeared else {
            return report("cannot present \(type(of: presented)) on \(type(of: presenter)), whose view is not on screen")
        }
        guard presented.parent == nil, presented.presenter == nil, presented !== presenter else {
            return report("cannot present \(type(of: presented)): it is already a child or presented")
        }
        let removesPresenter = presented.modalPresentationStyle.removesPresenter
        presenter.presentedController = presented
        presented.presenter = presenter
        presented.loadViewIfNeeded()
        presenter.viewIfLoaded?.node?.invalidate()
        if removesPresenter {
            presenter.willChangeAppearance(appearing: false, animated: animated)
        }
        presented.willChangeAppearance(appearing: true, animated: animated)
        presented.synchronizeViews()
        presented.isAppearing(animated: animated)
        presented.didChangeAppearance(animated: animated)
        if removesPresenter {
            presenter.didChangeAppearance(animated: animated)
            presenter.synchronizeViews()
        }
        completion?()
    }

    /// Ends what `presenter` presents, with what that presents in turn
    /// (UIKit's dismissal of a stack from below: only what is on screen is
    /// told).
    ///
    /// ```
    /// A ─ B (sheet) ─ C (sheet)            C.will− · B.will− · C.did− · B.did− ⟶ hide · B, C removed
    /// A ─ B (.fullScreen) ─ C (.fullScreen)  C.will− · A.will+ ⟶ show · A.isAppearing · A.did+ · C.did− ⟶ hide
    /// ```
    ///
    /// The controllers of the chain that are on screen disappear together,
    /// topmost first; those already off screen (covered by a full-screen
    /// presentation) get no callback and do not appear again on the way.
    /// The presenter appears again when it was off screen and something
    /// of the chain was on screen. The chain is then taken apart from the
    /// bottom, so the controllers are freed bottom first.
    private func dismissPresentations(of presenter: ViewController, animated: Bool) {
        var chain = presenter.presentationChain
        var shown = Array(chain.filter(\.isOnScreen).reversed())
        let restoresPresenter = !presenter.isOnScreen && !shown.isEmpty
        for controller in shown {
            controller.willChangeAppearance(appearing: false, animated: animated)
        }
        if restoresPresenter {
            presenter.willChangeAppearance(appearing: true, animated: animated)
            presenter.synchronizeViews()
            presenter.isAppearing(animated: animated)
            presenter.didChangeAppearance(animated: animated)
        }
        for controller in shown {
            controller.didChangeAppearance(animated: animated)
        }
        shown.removeAll()
        chain.first?.synchronizeViews()
        presenter.endPresentations()
        presenter.synchronizeViews()
        chain.removeAll()
    }

    /// The controllers this one presents, in turn: what it presents, what
    /// that presents, and so on, bottom first.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var next = presentedController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedController
        }
        return chain
    }

    /// Takes apart the presentations this controller and those it
    /// presents hold, without any callback: the controllers are let go,
    /// bottom first (and freed, in that order, when nothing else holds
    /// them).
    func endPresentations() {
        var chain = presentationChain
        var presenter = self
        for presented in chain {
            presenter.presentedController = nil
            presenter.viewIfLoaded?.node?.invalidate()
            presented.presenter = nil
            presenter = presented
        }
        chain.removeAll()
    }

    /// Takes this controller and what it presents (in turn) off screen,
    /// or brings them back, for a host that hides or shows the whole
    /// hierarchy: the on-screen ones disappear, topmost first (`will`
    /// steps, then `did` steps); `shown` (those that were on screen when
    /// it was hidden) appear again, bottom first. Returns the controllers
    /// that disappeared. Cost: O(chain) callbacks plus an update.
    @discardableResult
    func changeAppearanceWithPresentations(appearing: Bool, shown: [ViewController] = []) -> [ViewController] {
        if appearing {
            let appearing = shown.isEmpty ? [self] : shown
            for controller in appearing {
                controller.willChangeAppearance(appearing: true, animated: false)
            }
            synchronizeViews()
            for controller in appearing {
                controller.isAppearing(animated: false)
            }
            for controller in appearing {
                controller.didChangeAppearance(animated: false)
            }
            return []
        }
        let disappearing = ([self] + presentationChain).filter(\.isOnScreen)
        for controller in disappearing.reversed() {
            controller.willChangeAppearance(appearing: false, animated: false)
        }
        for controller in disappearing.reversed() {
            controller.didChangeAppearance(animated: false)
        }
        synchronizeViews()
        return disappearing
    }

    /// Reports a misuse the way the graph reports its diagnostics (a test
    /// host collects them), or on standard error outside any host.
    func report(_ message: String) {
        if let graph = hostingGraph {
            graph.diagnose(message)
        } else {
            Diagnostics.write(message)
        }
    }

    /// The controller this one presented; a child answers for the ancestor
    /// that presents for it.
    ///
    /// ```swift
    /// #expect(inbox.presentedViewController === compose)
    /// ```
    public var presentedViewController: ViewController? {
        presentedController ?? parent?.presentedViewController
    }

    /// The controller that presented this one or, when this one was not
    /// presented, its nearest presented ancestor (the root-most ancestor of
    /// the one `present` was called on), as in UIKit; `nil` outside any
    /// presentation.
    ///
    /// ```swift
    /// presentingViewController?.dismiss(animated: true)   // from a navigation controller's root inside a sheet
    /// ```
    ///
    /// Cost: a walk up the parents.
    public var presentingViewController: ViewController? {
        presenter ?? parent?.presentingViewController
    }
}
