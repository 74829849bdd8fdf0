/// Containment: adding and removing child controllers, as UIKit does.
///
/// ```
/// add      parent.addChild(child)         child.willMove(toParent: parent)
///          parent.view.addSubview(child.view)   child appears when the parent is on screen
///          child.didMove(toParent: parent)
/// remove   child.willMove(toParent: nil)
///          child.view.removeFromSuperview()     child disappears when it was on screen
///          child.removeFromParent()       child.didMove(toParent: nil)
/// ```
extension ViewController {
    /// Makes `childController` a child of this controller, calling its
    /// ``willMove(toParent:)`` first; taken from its previous parent.
    ///
    /// ```swift
    /// addChild(list)
    /// view.addSubview(list.view)
    /// list.didMove(toParent: self)
    /// ```
    ///
    /// Adding does not show the child: adding its view to this
    /// controller's view does. Call ``didMove(toParent:)`` once the view is
    /// in place. Adding a controller to itself or to its own descendant
    /// does nothing.
    public func addChild(_ childController: ViewController) {
        guard childController.parent !== self, !isDescendantOrSelf(of: childController) else { return }
        if childController.parent != nil {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls its
    /// ``didMove(toParent:)`` with `nil`; nothing when it has no parent.
    ///
    /// ```swift
    /// child.willMove(toParent: nil)
    /// child.view.removeFromSuperview()
    /// child.removeFromParent()
    /// ```
    ///
    /// The child's view stays where it is: remove it first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Ends a container's change of children once its appearance script
    /// ran: the controllers in `left` that are still its children leave
    /// (their views removed, `didMove(toParent: nil)`, in the order given),
    /// then those in `joined` that are its children hear
    /// `didMove(toParent:)`, and the views are brought in line. Used by
    /// ``NavigationController`` and ``TabBarController``. Cost: O(changed
    /// controllers) plus one view synchronisation.
    func finishChildChanges(left: [ViewController], joined: [ViewController]) {
        for controller in left where controller.parent === self {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in joined where controller.parent === self {
            controller.didMove(toParent: self)
        }
        synchronizeViews()
    }

    private func isDescendantOrSelf(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    // MARK: Finding containers

    /// The nearest navigation controller among the controller and its
    /// ancestors.
    ///
    /// ```swift
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    public var navigationController: NavigationController? {
        nearestAncestor(NavigationController.self)
    }

    /// The nearest tab bar controller among the controller's ancestors.
    ///
    /// ```swift
    /// tabBarController?.selectedIndex = 0
    /// ```
    public var tabBarController: TabBarController? {
        nearestAncestor(TabBarController.self)
    }

    /// The nearest of the controller's parents, grandparents and so on
    /// that is a `Container`. Cost: O(depth).
    private func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var controller = parent
        while let current = controller {
            if let container = current as? Container {
                return container
            }
            controller = current.parent
        }
        return nil
    }
}
