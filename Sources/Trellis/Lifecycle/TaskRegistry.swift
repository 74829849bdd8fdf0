/// The tasks a graph started that have not finished.
///
/// Owned by the ``Graph``. The test host's `settle()` asks it which tasks are
/// still unsettled: started but not yet at their first suspension, or
/// cancelled but not yet ended. Awaiting those handles, rather than yielding
/// a fixed number of times, makes `settle()` deterministic (ARCHITECTURE.md, “Concurrency”).
@MainActor
final class TaskRegistry {
    private var running: [Int: TaskRecord] = [:]
    private var lastSerial = 0

    /// Starts `action` on the main actor for `owner`.
    func start(priority: TaskPriority, owner: ViewNode, action: @escaping @MainActor @Sendable () async -> Void) -> TaskRecord {
        lastSerial += 1
        owner.graph.statistics.tasksStarted += 1
        let record = TaskRecord(serial: lastSerial, owner: owner, registry: self)
        running[record.serial] = record
        record.handle = Task(priority: priority) { @MainActor in
            record.begin()
            await action()
            record.finish()
        }
        return record
    }

    /// The tasks `settle()` must wait for, in start order.
    var unsettled: [TaskRecord] {
        running.values.filter { !$0.hasBegun || $0.isCancelled }.sorted { $0.serial < $1.serial }
    }

    /// Every task that has not finished, in start order.
    var active: [TaskRecord] {
        running.values.sorted { $0.serial < $1.serial }
    }

    func recordCancelled(_ record: TaskRecord) {
        record.owner?.graph.statistics.tasksCancelled += 1
    }

    func recordFinished(_ record: TaskRecord) {
        running[record.serial] = nil
    }
}
