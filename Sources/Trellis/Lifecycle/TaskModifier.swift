extension View {
    /// Starts an asynchronous task when this view appears and cancels it when
    /// the view disappears.
    ///
    /// ```swift
    /// .task {
    ///     for await line in log.lines { lines.append(line) }
    /// }
    /// ```
    ///
    /// The task runs on the main actor and starts after all appear actions of
    /// the update that showed the view; its body first runs when the host
    /// next yields, never inside that update (Lifecycle.md rule 9). Cancellation
    /// is cooperative: the task sees `Task.isCancelled` or a thrown
    /// `CancellationError` at its next suspension.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: NoTaskID(), priority: priority, action: action))
    }

    /// Starts an asynchronous task when this view appears, and restarts it
    /// whenever `id` changes.
    ///
    /// ```swift
    /// .task(id: query) { results = await search(query) }
    /// ```
    ///
    /// A change of `id` (by `==`) cancels the running task and starts a new
    /// one, without disappear or appear; an equal value does nothing
    /// (Lifecycle.md rule 12).
    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}

/// Runs a task while the modified view is visible.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The value whose changes restart the task.
    public var id: ID
    /// The priority of the task.
    public var priority: TaskPriority
    /// The task's body.
    public var action: @MainActor @Sendable () async -> Void

    /// Creates the modifier.
    public init(id: ID, priority: TaskPriority, action: @escaping @MainActor @Sendable () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(TaskNode(view: modifier, inputs: inputs))
    }
}
