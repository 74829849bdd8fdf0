import Foundation

/// Presenting and dismissing controllers modally, with UIKit's orders
/// (`semantics.md` rules 22 and 23).
///
/// ```
/// present B (.automatic, .pageSheet, .overFullScreen)   B.load · B.will+ ⟶ show · B.isAppearing · B.did+
/// dismiss B                                             B.will− · B.did− ⟶ hide · B removed (B.deinit)
/// present B (.fullScreen)   B.load · A.will− · B.will+ ⟶ show · B.isAppearing · B.did+ · A.did− ⟶ hide
/// dismiss B (.fullScreen)   B.will− · A.will+ ⟶ show · A.isAppearing · A.did+ · B.did− ⟶ hide · B removed
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
            if let presented = owner.presentedController {
                dismissNow(presented, from: owner, animated: animated)
            } else if let presenter = owner.presentingViewController {
                dismissNow(owner, from: presenter, animated: animated)
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
        guard presented.parent == nil, presented.presentingViewController == nil, presented !== presenter else {
            return report("cannot present \(type(of: presented)): it is already a child or presented")
        }
        let removesPresenter = presented.modalPresentationStyle.removesPresenter
        presented.loadViewIfNeeded()
        presenter.presentedController = presented
        presented.presentingViewController = presenter
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

    /// Ends the presentation of `presented` by `presenter`, after those
    /// `presented` presents in turn.
    private func dismissNow(_ presented: ViewController, from presenter: ViewController, animated: Bool) {
        if let above = presented.presentedController {
            dismissNow(above, from: presented, animated: animated)
        }
        let restoresPresenter = presented.modalPresentationStyle.removesPresenter
        presented.willChangeAppearance(appearing: false, animated: animated)
        if restoresPresenter {
            presenter.willChangeAppearance(appearing: true, animated: animated)
            presenter.synchronizeViews()
            presenter.isAppearing(animated: animated)
            presenter.didChangeAppearance(animated: animated)
        }
        presented.didChangeAppearance(animated: animated)
        presented.synchronizeViews()
        presenter.presentedController = nil
        presented.presentingViewController = nil
        presenter.viewIfLoaded?.node?.invalidate()
        presenter.synchronizeViews()
    }

    /// Reports a misuse the way the graph reports its diagnostics (a test
    /// host collects them), or on standard error outside any host.
    func report(_ message: String) {
        if let graph = hostingGraph {
            graph.diagnose(message)
        } else {
            FileHandle.standardError.write(Data("Trellis: \(message)\n".utf8))
        }
    }
}
