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
    ///
    /// ```swift
    /// controller.delegate = context.coordinator
    /// ```
    public let coordinator: Representable.Coordinator

    /// The environment of the representable view, as of this make or update.
    ///
    /// ```swift
    /// let phase = context.environment.scenePhase
    /// ```
    public let environment: EnvironmentValues
}
