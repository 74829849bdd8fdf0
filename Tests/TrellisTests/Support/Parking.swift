import Foundation

/// Suspends the current task until it is cancelled, calling `onCancel` at
/// the moment of cancellation.
///
/// When a cancelled task's body resumes is up to the concurrency runtime
/// (two tasks made ready together may run in either order), so tests log
/// the cancellation itself: the engine cancels on the main actor, and
/// `onCancel` runs synchronously there, inside the commit that cancelled.
@MainActor
func parkUntilCancelled(onCancel: @escaping @MainActor @Sendable () -> Void) async {
    let parking = Parking()
    await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            parking.park(continuation)
        }
    } onCancel: {
        MainActor.assumeIsolated(onCancel)
        parking.release()
    }
}

/// A continuation that is resumed once, whether the release comes before or
/// after the park.
private final class Parking: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var isReleased = false

    func park(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        if isReleased {
            lock.unlock()
            continuation.resume()
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func release() {
        lock.lock()
        isReleased = true
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume()
    }
}
