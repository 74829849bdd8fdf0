/// Runs work on the main actor from code that may be called on any thread
/// (Observation's `willSet` handlers, `objectWillChange` subscribers).
///
/// The main actor's executor is the main dispatch queue, which is not always
/// drained by the process's main thread (Swift Testing on Linux runs
/// main-actor tests on another thread), so "not on the main thread" does not
/// mean "not on the main actor". Trellis marks the main queue with a
/// dispatch-specific key: code is on the main actor when it runs on the main
/// thread or inside that queue. (A private queue that targets the main queue
/// also carries the mark; Trellis never delivers from one.)
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
