import Trellis

/// The event log in one row, for a window too small for the panel: how many
/// events there were and the latest.
///
/// ```
/// log 12 · appear Row 0 · l shows the log
/// ```
public struct LifecycleLogSummary: View {
    let log: LifecycleLog

    /// Creates a summary of `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        HStack(spacing: 1) {
            Text("log \(log.entries.count)").bold()
            if let last = log.entries.last {
                Text(last.kind.label).foregroundStyle(last.kind.color)
                Text(last.subject).lineLimit(1)
            }
            Text("· l shows the log").dim()
        }
    }
}
