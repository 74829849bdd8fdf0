/// The node of a ``ViewControllerRepresentable``: it owns the coordinator
/// and the controller, shows the controller's view as its child, and turns
/// its own appearance into the controller's.
///
/// ```
/// mount        makeCoordinator · makeViewController · updateViewController · view node mounted hidden
/// appear       (after the frame) controller will+ ⟶ its content appears · isAppearing · did+
/// update       updateViewController (inputs changed)
/// disappear    (after the frame) controller will− · did−
/// remove       (after the frame) controller will− · did− (when it was on screen) · dismantle
/// ```
///
/// The appearance changes run as transitions (``TransitionQueue``), so
/// never inside the update that caused them: queued as commit actions of
/// that update, they run once its frame is done. A removed controller's
/// content has already disappeared with the node when the controller's
/// `viewWillDisappear` runs. Cost: one node; the transitions' callbacks.
@MainActor
final class RepresentableControllerNode<Representable: ViewControllerRepresentable>: TypedNode<Representable> {
    private var coordinator: Representable.Coordinator?
    private var controller: Representable.ViewControllerType?
    private let info = ViewTypeInfo.of(Representable.self)

    private func context(_ coordinator: Representable.Coordinator) -> Representable.Context {
        Representable.Context(coordinator: coordinator, environment: environment)
    }

    override func mountContent() {
        let coordinator = view.makeCoordinator()
        let controller = view.makeViewController(context: context(coordinator))
        view.updateViewController(controller, context: context(coordinator))
        self.coordinator = coordinator
        self.controller = controller
        children = [makeChild(HostedView(view: controller.view))]
    }

    override func needsUpdate(to newView: Representable) -> Bool {
        !info.comparator.isEqual(view, newView)
    }

    override func reconcile() {
        guard let controller, let coordinator else { return }
        view.updateViewController(controller, context: context(coordinator))
    }

    override func didAppear() {
        guard let controller else { return }
        graph.enqueueAction(.actions) { [weak self, graph] in
            TransitionQueue.perform(in: graph) {
                guard let self, self.isAlive, self.isAppeared, controller.appearanceState == .disappeared else { return }
                controller.willChangeAppearance(appearing: true, animated: false)
                controller.synchronizeViews()
                controller.isAppearing(animated: false)
                controller.didChangeAppearance(animated: false)
            }
        }
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        guard let controller, let coordinator else { return }
        graph.enqueueAction(phase) { [weak self, graph] in
            let isRemoved = self?.isAlive != true
            TransitionQueue.perform(in: graph) {
                if controller.isOnScreen, isRemoved || self?.isAppeared != true {
                    controller.willChangeAppearance(appearing: false, animated: false)
                    controller.didChangeAppearance(animated: false)
                    controller.synchronizeViews()
                }
                if isRemoved {
                    Representable.dismantleViewController(controller, coordinator: coordinator)
                }
            }
        }
    }

    override var displayName: String { "\(typeName(of: Representable.self))" }
}
