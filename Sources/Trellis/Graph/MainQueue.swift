/// Runs work on the main actor from code that may be called on any thread
/// (Observation's `willSet` handlers, `objectWillChange` subscribers).
///
/// The main actor's executor is the main dispatch queue, which is not always
/// drained by the process's main thread (Swift Testing on Linux runs
/// main-actor tests on another thread), so "on the main thread" is the wrong
/// test. Trellis marks the main queue with a dispatch-specific key and checks
/// for that mark.
enum MainQueue {
    private static let mark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, and so on the main actor.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mark) == true
    }

    /// Runs `work` on the main actor: at once when the caller is already on
    /// it, otherwise on the main queue's next turn.
    static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(work) }
        }
    }
}
