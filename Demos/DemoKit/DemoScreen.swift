import Trellis

/// A demo with its event log: the demo on the left, the log on the right
/// (below it on a narrow terminal), a title line and the keys at the
/// bottom.
///
/// ```swift
/// DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
/// ```
public struct DemoScreen<Content: View>: View {
    let title: String
    let log: LifecycleLog
    let content: Content
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dismiss) private var dismiss

    /// Creates a screen for `content`, titled `title`, logging into `log`.
    public init(title: String, log: LifecycleLog, @ViewBuilder content: () -> Content) {
        self.title = title
        self.log = log
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Trellis · \(title)").bold()
            Divider()
            if sizeClass == .compact {
                VStack(alignment: .leading, spacing: 0) {
                    content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    LifecycleLogPanel(log: log).frame(height: 10)
                }
            } else {
                HStack(alignment: .top, spacing: 1) {
                    content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    LifecycleLogPanel(log: log).frame(width: 40)
                }
            }
            Divider()
            Text("Tab/Shift-Tab move · Enter/Space press · click · q quits").dim()
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}
