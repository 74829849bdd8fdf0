/// The node of a ``ControllerView``: its children are the view's content,
/// its subviews and, while the view's controller presents one, the
/// presented controller's view in a presentation root.
///
/// ```
/// ControllerViewNode (root controller's view)
/// ├─ AnyView                      content: in the visible hierarchy while the controller is on screen
/// ├─ ControllerViewNode (child)   subviews: the same, each under its own controller's rule
/// └─ Presentation                 a presented controller: drawn over the screen by the PresentationLayer
///    └─ ControllerViewNode (presented controller's view)
/// ```
///
/// The controller layer decides what is on screen; this node only follows:
/// ``updateContentVisibility()`` moves the content and subviews into or
/// out of the visible hierarchy (their state kept), and the view
/// invalidates the node when its content or subviews change. Laying out
/// the content calls the controller's `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews`. Keys no view handled are offered to the
/// controller (a navigation controller pops on Esc). Cost: O(subviews)
/// per change of the view.
@MainActor
final class ControllerViewNode: TypedNode<HostedView> {
    private var contentNode: ViewNode?
    private var contentGeneration = -1
    private var subviewNodes: [ObjectIdentifier: ViewNode] = [:]
    private var presentationNode: ViewNode?
    private weak var presented: ViewController?
    /// True while the presentation root is mounted: it joins the visible
    /// hierarchy whether or not the presenter shows its content.
    private var isMountingPresentation = false

    private var controllerView: ControllerView { view.view }

    /// Whether the content and the subviews are in the visible hierarchy
    /// when this node is: always for a plain view, while its controller is
    /// on screen for a controller's view.
    private var showsContent: Bool { controllerView.owner?.showsContent ?? true }

    override func mountContent() {
        controllerView.node = self
        reconcile()
    }

    override func needsUpdate(to newView: UnsafePointer<HostedView>) -> Bool {
        newView.pointee.view !== view.view
    }

    override func releaseResources() {
        if controllerView.node === self {
            controllerView.node = nil
        }
        super.releaseResources()
    }

    /// Brings the children up to the view: the content, the subviews in
    /// order (kept by identity), the presented controller.
    override func reconcile() {
        controllerView.node = self
        var newChildren: [ViewNode] = []
        var changed = false
        if let content = controllerView.content {
            let node: ViewNode
            if let existing = contentNode {
                if contentGeneration != controllerView.contentGeneration {
                    updateChild(existing, to: content)
                }
                node = existing
            } else {
                node = makeChild(content)
                contentNode = node
                changed = true
            }
            contentGeneration = controllerView.contentGeneration
            newChildren.append(node)
        } else if let contentNode {
            removeChild(contentNode)
            self.contentNode = nil
            changed = true
        }
        var remaining = subviewNodes
        subviewNodes = [:]
        for subview in controllerView.subviews {
            let key = ObjectIdentifier(subview)
            let node = remaining.removeValue(forKey: key) ?? makeChild(HostedView(view: subview))
            subviewNodes[key] = node
            newChildren.append(node)
        }
        for node in remaining.values {
            removeChild(node)
        }
        let presenting = controllerView.owner?.presentedController
        if presenting !== presented {
            if let presentationNode {
                removeChild(presentationNode)
                self.presentationNode = nil
            }
            presented = presenting
            if let presenting {
                isMountingPresentation = true
                presentationNode = makeChild(Self.presentationRoot(for: presenting))
                isMountingPresentation = false
            }
            changed = true
        }
        if let presentationNode {
            newChildren.append(presentationNode)
        }
        if changed || !remaining.isEmpty || newChildren.map(ObjectIdentifier.init) != children.map(ObjectIdentifier.init) {
            children = newChildren
            childrenDidChange()
        }
        if layout.stack?.axis != controllerView.axis {
            // The node's own stack (`implicitStack`), so that a subview that
            // changes tells it which item to lay out again.
            layout.stack = StackLayout(axis: controllerView.axis, spacing: 0)
            setNeedsLayout()
        }
    }

    /// The presentation root that shows `controller` as its modal style
    /// says. Esc (and `@Environment(\.dismiss)` in its content) dismisses
    /// it unless the controller is modal in presentation.
    private static func presentationRoot(for controller: ViewController) -> _PresentationRoot<HostedView> {
        let presentation = Presentation(style: controller.modalPresentationStyle.presentationStyle) { [weak controller] in
            guard let controller, !controller.isModalInPresentation else { return }
            controller.dismiss(animated: true)
        }
        return _PresentationRoot(presentation: presentation, content: HostedView(view: controller.view))
    }

    // MARK: Visibility

    override var childrenAreVisible: Bool { isVisible && (isMountingPresentation || showsContent) }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        child === presentationNode ? isVisible : isVisible && showsContent
    }

    /// Moves the content and the subviews into or out of the visible
    /// hierarchy to match the controller's state; their appear or
    /// disappear actions are queued for the next commit.
    func updateContentVisibility() {
        let visible = isVisible && showsContent
        var changed = false
        for child in children where child !== presentationNode && child.isVisible != visible {
            child.setVisible(visible)
            changed = true
        }
        if changed {
            childrenDidChange()
        }
    }

    // MARK: Layout

    override func collectLayoutItems() -> [ViewNode] {
        guard showsContent else { return [] }
        return children.filter { $0 !== presentationNode }.flatMap { listItems(of: $0) }
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let controller = showsContent ? controllerView.owner : nil
        controller?.viewWillLayoutSubviews()
        placeItems(in: size, proposal: proposal, at: .zero)
        controller?.viewDidLayoutSubviews()
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard showsContent, let controller = controllerView.owner else { return .ignored }
        return controller.respond(to: press) ? .handled : .ignored
    }

    override var displayName: String {
        controllerView.owner.map { "\(type(of: $0)).view" } ?? "ControllerView"
    }
}
