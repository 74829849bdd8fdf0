/// What a ``ViewControllerRepresentable`` is given when it makes and
/// updates its controller: its coordinator and the environment.
///
/// ```swift
/// func updateViewController(_ controller: ReaderController, context: Context) {
///     controller.isDimmed = context.environment.scenePhase != .active
///     controller.delegate = context.coordinator
/// }
/// ```
@MainActor
public struct ViewControllerRepresentableContext<Representable: ViewControllerRepresentable> {
    /// The coordinator ``ViewControllerRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator

    /// The environment of the representable view.
    public let environment: EnvironmentValues
}
