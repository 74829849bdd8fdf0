/// The tasks a graph started that have not finished.
///
/// Owned by the ``Graph``. The test host's `settle()` asks it which tasks are
/// still unsettled: started but not yet at their first suspension, or
/// cancelled but not yet ended. Awaiting those handles, rather than yielding
/// a fixed number of times, makes `settle()` deterministic (design §8).
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

    fileprivate func recordCancelled(_ record: TaskRecord) {
        record.owner?.graph.statistics.tasksCancelled += 1
    }

    fileprivate func recordFinished(_ record: TaskRecord) {
        running[record.serial] = nil
    }
}

/// One running `.task`: its handle and how far it got.
@MainActor
final class TaskRecord {
    let serial: Int
    /// The node whose modifier started the task.
    private(set) weak var owner: ViewNode?
    private weak var registry: TaskRegistry?
    fileprivate(set) var handle: Task<Void, Never>?
    private(set) var hasBegun = false
    private(set) var isCancelled = false
    private(set) var isFinished = false
    private var beginWaiters: [CheckedContinuation<Void, Never>] = []

    fileprivate init(serial: Int, owner: ViewNode, registry: TaskRegistry) {
        self.serial = serial
        self.owner = owner
        self.registry = registry
    }

    /// Cancels the task (cooperatively).
    func cancel() {
        guard !isCancelled, !isFinished else { return }
        isCancelled = true
        handle?.cancel()
        registry?.recordCancelled(self)
    }

    /// Waits until the task reached its first suspension, and when it was
    /// cancelled, until it ended.
    func settle() async {
        if !hasBegun {
            await withCheckedContinuation { beginWaiters.append($0) }
        }
        if isCancelled, let handle {
            await handle.value
        }
    }

    fileprivate func begin() {
        hasBegun = true
        let waiters = beginWaiters
        beginWaiters = []
        for waiter in waiters {
            waiter.resume()
        }
    }

    fileprivate func finish() {
        isFinished = true
        registry?.recordFinished(self)
    }
}
