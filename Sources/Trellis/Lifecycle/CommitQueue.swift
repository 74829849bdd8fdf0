/// The lifecycle actions an update queued, in the order they must run.
///
/// Reconciliation does not call user actions; it queues them here, each in a
/// phase, and the graph runs the phases in order once the update pass is done
/// (ARCHITECTURE.md, “The frame pipeline” step 3). The phases encode the contract in `Lifecycle.md`:
///
/// | phase             | holds                                                        | rule |
/// |-------------------|--------------------------------------------------------------|------|
/// | `identityRemoval` | disappear actions of views removed with `.transition(.identity)` | 10 |
/// | `actions`         | appear actions (child-first per inserted subtree), `onChange` calls, preference changes | 8, 13 |
/// | `removal`         | disappear actions of every other removed view, and their task cancellations | 10 |
/// | `tasks`           | task starts, in appear order                                  | 9 |
///
/// So when one update swaps an `if`/`else`, the new branch's `onAppear` runs
/// before the old branch's `onDisappear`, and both run before either task
/// starts:
///
/// ```
/// if flag { A().onAppear(…).task(…) } else { B().onDisappear(…) }   // flag: false → true
/// actions: [A+]   removal: [B-]   tasks: [A.t▶]
/// ```
@MainActor
struct CommitQueue {
    /// When an action runs relative to the others of the same update.
    enum Phase: Int, CaseIterable {
        case identityRemoval
        case actions
        case removal
        case tasks
    }

    private var phases: [[() -> Void]] = Array(repeating: [], count: Phase.allCases.count)
    private(set) var count = 0

    /// Whether no action is queued.
    var isEmpty: Bool { count == 0 }

    /// Queues `action` to run in `phase`, after the actions already queued there.
    mutating func enqueue(_ phase: Phase, _ action: @escaping () -> Void) {
        phases[phase.rawValue].append(action)
        count += 1
    }

    /// Removes and returns every queued action, in running order.
    mutating func takeAll() -> [() -> Void] {
        let ordered = phases.flatMap { $0 }
        phases = Array(repeating: [], count: Phase.allCases.count)
        count = 0
        return ordered
    }
}
