import Trellis

/// The live event log beside a demo: the latest events, numbered and
/// coloured by kind, newest at the bottom.
///
/// ```swift
/// HStack { DemoContent(log: log); LifecycleLogPanel(log: log) }
/// ```
///
/// Reads only `log.entries`, so it re-evaluates when an event is recorded
/// and nothing else does.
public struct LifecycleLogPanel: View {
    let log: LifecycleLog

    /// Creates a panel showing `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Event log").bold()
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(log.entries) { entry in
                        HStack(spacing: 1) {
                            Text(String(entry.id).leftPadded(to: 3)).dim()
                            Text(entry.kind.label.rightPadded(to: 9)).foregroundStyle(entry.kind.color)
                            Text(entry.subject)
                        }
                    }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
        .padding(.horizontal, 1)
        .border(.gray)
    }
}

extension String {
    /// The string with spaces before it up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }

    /// The string with spaces after it up to `width` characters.
    func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
}
