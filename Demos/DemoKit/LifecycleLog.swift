import Observation
import Trellis

/// The lifecycle events a demo shows as they fire: numbered, with their
/// kind, newest last.
///
/// ```swift
/// let log = LifecycleLog()
/// Counter().logged("counter", in: log)   // records "counter appeared", "counter disappeared"
/// ```
///
/// Owned by a demo's root; the views under it record into it from their
/// lifecycle actions, and `LifecycleLogPanel` shows it. Keeps the latest
/// ``capacity`` events (the numbering goes on).
@MainActor
@Observable
public final class LifecycleLog {
    /// What happened.
    public enum Kind: String, Sendable {
        case appear, disappear, taskStarted, taskCancelled, taskFinished, change, action
        /// A view controller's, application's or scene's callback.
        case callback

        /// The short label shown before an event.
        var label: String {
            switch self {
            case .appear: "appear"
            case .disappear: "disappear"
            case .taskStarted: "task ▶"
            case .taskCancelled: "task ✕"
            case .taskFinished: "task ✓"
            case .change: "change"
            case .action: "action"
            case .callback: "uikit"
            }
        }

        /// The colour of the kind in the panel.
        var color: Color {
            switch self {
            case .appear: .green
            case .disappear: .red
            case .taskStarted: .cyan
            case .taskCancelled: .yellow
            case .taskFinished: .blue
            case .change: .magenta
            case .action: .white
            case .callback: .orange
            }
        }
    }

    /// One event.
    public struct Entry: Identifiable, Sendable {
        /// The event's number, from 1.
        public let id: Int
        public let kind: Kind
        /// Whose event it is.
        public let subject: String
    }

    /// The events kept, oldest first.
    public private(set) var entries: [Entry] = []
    private var count = 0

    /// How many events are kept.
    public let capacity: Int

    /// Creates an empty log that keeps the latest `capacity` events.
    public init(capacity: Int = 200) {
        self.capacity = capacity
    }

    /// Records that `kind` happened to `subject`.
    public func record(_ kind: Kind, _ subject: String) {
        count += 1
        entries.append(Entry(id: count, kind: kind, subject: subject))
        if entries.count > capacity {
            entries.removeFirst(entries.count - capacity)
        }
    }
}

extension View {
    /// Records this view's appear and disappear in `log` under `name`.
    ///
    /// ```swift
    /// Counter().logged("if branch", in: log)
    /// ```
    public func logged(_ name: String, in log: LifecycleLog) -> some View {
        onAppear { log.record(.appear, name) }
            .onDisappear { log.record(.disappear, name) }
    }
}
