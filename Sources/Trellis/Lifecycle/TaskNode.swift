/// The node of `.task`: starts the task in the commit's task phase when the
/// node appears, cancels it when the node disappears, restarts it when the
/// `id` changes.
@MainActor
final class TaskNode<Content: View, ID: Equatable>: ModifierNode<Content, _TaskModifier<ID>> {
    private var record: TaskRecord?

    override func didAppear() {
        graph.commitQueue.enqueue(.tasks) { [self] in start() }
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        graph.commitQueue.enqueue(phase) { [self] in stop() }
    }

    override func modifierDidUpdate(from old: _TaskModifier<ID>) {
        guard isAppeared, old.id != modifier.id else { return }
        graph.commitQueue.enqueue(.tasks) { [self] in
            stop()
            start()
        }
    }

    private func start() {
        guard isAlive, isAppeared else { return }
        record = graph.tasks.start(priority: modifier.priority, owner: self, action: modifier.action)
    }

    private func stop() {
        record?.cancel()
        record = nil
    }

    override var modifierName: String { ID.self == NoTaskID.self ? "task" : "task(id:)" }

    override var stateDescription: String? {
        ID.self == NoTaskID.self ? nil : "id: \(modifier.id)"
    }
}
