/// The node of a ``ViewControllerRepresentable``: it owns the coordinator
/// and the controller, shows the controller's view as its child, and turns
/// its own appearance into the controller's.
///
/// ```
/// mount        makeCoordinator · makeViewController · updateViewController · view node mounted hidden
/// appear       (after the frame) controller will+ ⟶ its content appears · isAppearing · did+
/// update       updateViewController (inputs changed)
/// disappear    (after the frame) what the controller presents, then the controller: will− · did−
/// reappear     (after the frame) those that disappeared: will+ · isAppearing · did+
/// remove       (after the frame) will− · did− (those on screen) · presentations end · dismantle
/// resize       viewWillTransition(to:) before the layout · traitCollectionDidChange after (ScreenSizeObserver)
/// ```
///
/// The appearance changes run as transitions (``TransitionQueue``), so
/// never inside the update that caused them: queued as commit actions of
/// that update, they run once its frame is done. A removed controller's
/// content has already disappeared with the node when the controller's
/// `viewWillDisappear` runs. Cost: one node; the transitions' callbacks.
@MainActor
final class RepresentableControllerNode<Representable: ViewControllerRepresentable>: TypedNode<Representable>,
    ScreenSizeObserver
{
    private var coordinator: Representable.Coordinator?
    private var controller: Representable.ViewControllerType?
    private let comparator = ValueComparator.of(Representable.self)
    /// Whether the controller was made to appear with this node and has
    /// not been taken off screen since.
    private var isShowingController = false
    /// The controllers (the controller and those it presents) that were on
    /// screen when the node was hidden: they appear again with it.
    private var hiddenControllers: [ViewController] = []

    private func context(_ coordinator: Representable.Coordinator) -> Representable.Context {
        Representable.Context(coordinator: coordinator, environment: environment)
    }

    override func mountContent() {
        let coordinator = view.makeCoordinator()
        let controller = view.makeViewController(context: context(coordinator))
        view.updateViewController(controller, context: context(coordinator))
        self.coordinator = coordinator
        self.controller = controller
        // Before the children, so that a representable inside this one's
        // controller hears a resize after it: parent first, as in UIKit.
        graph.addScreenSizeObserver(self)
        children = [makeChild(HostedView(view: controller.view))]
    }

    /// The controller's hierarchy hears `viewWillTransition(to:)`, as a
    /// window's does.
    func screenWillResize(to size: CellSize) {
        controller?.transition(to: CGSize(width: size.width, height: size.height))
    }

    /// The controller's hierarchy takes the new traits.
    func screenDidResize(environment: EnvironmentValues) {
        controller?.updateTraits(TraitCollection(environment: environment))
    }

    override func needsUpdate(to newView: UnsafePointer<Representable>) -> Bool {
        !comparator.isEqual(at: &view, newView)
    }

    override func reconcile() {
        guard let controller, let coordinator else { return }
        view.updateViewController(controller, context: context(coordinator))
    }

    override func didAppear() {
        guard let controller else { return }
        graph.enqueueAction(.actions) { [weak self, graph] in
            TransitionQueue.perform(in: graph) {
                guard let self, self.isAlive, self.isAppeared, !self.isShowingController else { return }
                self.isShowingController = true
                controller.changeAppearanceWithPresentations(appearing: true, shown: self.hiddenControllers)
                self.hiddenControllers = []
            }
        }
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        guard let controller, let coordinator else { return }
        graph.enqueueAction(phase) { [weak self, graph] in
            let isRemoved = self?.isAlive != true
            TransitionQueue.perform(in: graph) {
                if isRemoved || self?.isAppeared != true, self?.isShowingController != false {
                    self?.isShowingController = false
                    let hidden = controller.changeAppearanceWithPresentations(appearing: false)
                    self?.hiddenControllers = hidden
                }
                if isRemoved {
                    controller.endPresentations()
                    Representable.dismantleViewController(controller, coordinator: coordinator)
                }
            }
        }
    }

    override func releaseResources() {
        graph.removeScreenSizeObserver(self)
        super.releaseResources()
    }

    override var displayName: String { "\(typeName(of: Representable.self))" }
}
