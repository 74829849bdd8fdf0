/// Runs view controller transitions one at a time, never inside an update
/// of the views.
///
/// A transition runs updates of its own (so the declarative content of the
/// controllers it shows and hides appears and disappears between its
/// callbacks), which an update in progress cannot do; and a transition
/// requested by a callback of another (a `present` in `viewDidAppear`)
/// must not cut into the middle of it. So:
///
/// ```
/// requested inside an update of graph G   → G runs it when that frame is done
/// requested while G lays out              → G runs it when the layout is done
/// requested while a transition runs       → queued, run when it (and those before) end
/// requested during a scene's launch       → queued, run after the root's viewDidAppear
/// otherwise                               → run now, then everything queued meanwhile
/// ```
///
/// Everything runs on the main actor and no transition suspends, so the
/// queue is shared by every host without mixing their work. Cost: O(1)
/// per request.
@MainActor
enum TransitionQueue {
    private static var isRunning = false
    private static var waiting: [() -> Void] = []

    /// Runs `transition` now, after the transition running, or after the
    /// update `graph` is running.
    static func perform(in graph: Graph?, _ transition: @escaping () -> Void) {
        if let graph, graph.isUpdating || graph.isLayingOut {
            graph.performOutsideUpdate { perform(in: graph, transition) }
            return
        }
        guard !isRunning else {
            waiting.append(transition)
            return
        }
        run(transition)
    }

    /// Runs `work` now as a transition, even while another runs (a scene's
    /// launch inside a test's callback): transitions it requests wait until
    /// it is done, and run then unless an enclosing transition is running.
    static func run(_ work: () -> Void) {
        let enclosing = isRunning
        isRunning = true
        work()
        guard !enclosing else { return }
        while !waiting.isEmpty {
            waiting.removeFirst()()
        }
        isRunning = false
    }
}
