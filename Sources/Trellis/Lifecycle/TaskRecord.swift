/// One running `.task`: its handle and how far it got.
@MainActor
final class TaskRecord {
    let serial: Int
    /// The node whose modifier started the task.
    private(set) weak var owner: ViewNode?
    private weak var registry: TaskRegistry?
    var handle: Task<Void, Never>?
    private(set) var hasBegun = false
    private(set) var isCancelled = false
    private(set) var isFinished = false
    private var beginWaiters: [CheckedContinuation<Void, Never>] = []

    init(serial: Int, owner: ViewNode, registry: TaskRegistry) {
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

    func begin() {
        hasBegun = true
        let waiters = beginWaiters
        beginWaiters = []
        for waiter in waiters {
            waiter.resume()
        }
    }

    func finish() {
        isFinished = true
        registry?.recordFinished(self)
    }
}
