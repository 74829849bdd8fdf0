import Trellis

/// The scene's phase as it changes, and state that survives a restart:
/// focus another window (or pane) and back, or press Ctrl-Z and then `fg`;
/// quit, launch again, and the counter and the note are as you left them.
///
/// ```swift
/// DemoScreen(title: "Scene phase", log: log) { ScenePhaseLab(log: log) }
/// ```
///
/// Every change of `scenePhase` is logged as it happens, each step in its
/// own update (`active → inactive → background`, then back through
/// `inactive`). The counter and the note are `@SceneStorage`: saved when the
/// scene goes to the background and when the app quits, read at launch
/// (outside an ``App`` they live as long as the view, as `@State` would).
public struct ScenePhaseLab: View {
    let log: LifecycleLog
    @Environment(\.scenePhase) private var phase
    @Environment(\.horizontalSizeClass) private var sizeClass
    @SceneStorage("scene-demo.count") private var count = 0
    @SceneStorage("scene-demo.note") private var note = ""
    @State private var changes: [String] = []

    /// Creates the lab, logging the phase changes into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("scenePhase:")
                Text(" \(phase) ").bold().inverse().foregroundStyle(color(of: phase))
            }
            Text("size class: \(sizeClass == .compact ? "compact" : "regular") (resize the terminal)").dim()
            Text(" ")
            Text("Focus another window and back, or press Ctrl-Z then fg.")
            Text("Changes this run:").bold()
            if changes.isEmpty {
                Text("  none yet").dim()
            }
            ForEach(Array(changes.suffix(6).enumerated()), id: \.offset) { entry in
                Text("  \(entry.element)")
            }
            Text(" ")
            Text("Kept by @SceneStorage: quit with q, launch again.").bold()
            HStack(spacing: 1) {
                Text("Counter: \(count)")
                Button("+1") { count += 1 }
                Button("Reset") { count = 0 }
            }
            HStack(spacing: 1) {
                Text("Note:")
                TextField("type a note", text: $note).frame(width: 30)
            }
        }
        .logged("scene lab", in: log)
        .onChange(of: phase) { old, new in
            changes.append("\(old) → \(new)")
            log.record(.change, "\(old) → \(new)")
        }
    }

    private func color(of phase: ScenePhase) -> Color {
        switch phase {
        case .active: .green
        case .inactive: .yellow
        case .background: .red
        }
    }
}
