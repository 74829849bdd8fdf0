/// A declarative view that shows a ``ViewController``: how UIKit-style
/// screens join a view hierarchy.
///
/// ```swift
/// struct MapScreen: ViewControllerRepresentable {
///     var center: Coordinate
///     func makeViewController(context: Context) -> MapController { MapController() }
///     func updateViewController(_ controller: MapController, context: Context) {
///         controller.center = center
///     }
/// }
///
/// if showsMap { MapScreen(center: here) }
/// ```
///
/// When the view's identity is created, the coordinator is made
/// (``makeCoordinator()``), then the controller (``makeViewController(context:)``)
/// and it is updated once; every later update of the view with new inputs
/// calls ``updateViewController(_:context:)``. When the identity appears,
/// the controller appears (`viewWillAppear`, its content's `onAppear`,
/// `viewIsAppearing`, `viewDidAppear`), after the update that showed it;
/// when it disappears (hidden or removed), the controller disappears
/// (`viewWillDisappear`, `viewDidDisappear`), after that update; when it is
/// removed, ``dismantleViewController(_:coordinator:)`` follows and the
/// controller is released. The controller's presentations work as on any
/// on-screen controller. Cost: one node plus the controller's view.
@MainActor @preconcurrency
public protocol ViewControllerRepresentable: View where Body == Never {
    /// The type of controller shown.
    associatedtype ViewControllerType: ViewController

    /// What the representable shares with its controller (a delegate, a
    /// target of its callbacks); `Void` by default.
    associatedtype Coordinator = Void

    /// The context passed to the make and update methods.
    typealias Context = ViewControllerRepresentableContext<Self>

    /// Creates the controller, once per identity.
    ///
    /// ```swift
    /// func makeViewController(context: Context) -> MapController { MapController(delegate: context.coordinator) }
    /// ```
    func makeViewController(context: Context) -> ViewControllerType

    /// Brings the controller up to the view's current inputs; called after
    /// ``makeViewController(context:)`` and on every update of the view
    /// whose inputs changed.
    ///
    /// ```swift
    /// func updateViewController(_ controller: MapController, context: Context) { controller.center = center }
    /// ```
    func updateViewController(_ viewController: ViewControllerType, context: Context)

    /// Cleans up after the controller when the view's identity is removed,
    /// after the controller disappeared. The default does nothing.
    ///
    /// ```swift
    /// static func dismantleViewController(_ controller: MapController, coordinator: Coordinator) { controller.stop() }
    /// ```
    static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator)

    /// Creates the coordinator, once per identity, before the controller.
    /// The default, for a `Void` coordinator, does nothing.
    ///
    /// ```swift
    /// func makeCoordinator() -> MapDelegate { MapDelegate(onMove: onMove) }
    /// ```
    func makeCoordinator() -> Coordinator
}

extension ViewControllerRepresentable {
    /// Does nothing: override to clean up.
    ///
    /// ```swift
    /// static func dismantleViewController(_ controller: MapController, coordinator: Coordinator) {}
    /// ```
    public static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator) {}

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(RepresentableControllerNode(view: view, inputs: inputs))
    }
}

extension ViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    ///
    /// ```swift
    /// let _: Void = representable.makeCoordinator()
    /// ```
    public func makeCoordinator() -> Coordinator { () }
}
