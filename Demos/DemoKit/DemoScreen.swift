import Trellis

/// A demo with its event log: the demo on the left, the log on the right
/// (below it on a narrow terminal, the demo keeping its state across the
/// change), a title line and the keys at the bottom. In a window both
/// narrow and low (under 80 × 24) the log shrinks to one row, so the demo
/// keeps the rest; `l` shows the whole log there and hides it again.
///
/// ```swift
/// DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
/// ```
public struct DemoScreen<Content: View>: View {
    let title: String
    let keys: String
    let log: LifecycleLog
    let content: Content
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.dismiss) private var dismiss
    @State private var showsLog = false

    /// The keys line a demo run on its own shows.
    public static var standaloneKeys: String { "Tab/Shift-Tab move · Enter/Space press · click · q quits" }

    /// Creates a screen for `content`, titled `title`, logging into `log`,
    /// with `keys` on its last line.
    public init(
        title: String, log: LifecycleLog, keys: String = standaloneKeys, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.keys = keys
        self.log = log
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Trellis · \(title)").bold()
            Divider()
            // One container whatever the size class, so a resize across
            // the boundary lays the demo out again with its state kept
            // (an if/else here would be two identities and reset it).
            let compact = sizeClass == .compact
            let layout = compact
                ? AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
                : AnyLayout(HStackLayout(alignment: .top, spacing: 1))
            layout {
                // The size offered, even to a demo taller than the terminal,
                // cut off there, so the keys line stays on screen.
                content
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
                    .clipped()
                // Beside the demo: up to 44 columns, never more than half.
                if compact, verticalSizeClass == .compact, !showsLog {
                    LifecycleLogSummary(log: log)
                } else {
                    LifecycleLogPanel(log: log)
                        .frame(minWidth: compact ? nil : 32, maxWidth: compact ? nil : 44)
                        .frame(height: compact ? 10 : nil)
                }
            }
            Divider()
            Text(keys).dim()
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .onKeyPress("l") {
            guard sizeClass == .compact, verticalSizeClass == .compact else { return .ignored }
            showsLog.toggle()
            return .handled
        }
    }
}
