import Trellis

/// The lifecycle explorer: tabs, a sheet, a full-screen cover and a
/// navigation stack three levels deep, every screen with a counter, a task
/// that ticks once a second and its appear and disappear in the log, so the
/// log shows the orders of the contract in `Lifecycle.md` (rules 15–18) and the counters
/// show which state survives.
///
/// ```swift
/// DemoScreen(title: "Lifecycle explorer", log: log) { LifecycleExplorer(log: log) }
/// ```
public struct LifecycleExplorer: View {
    let log: LifecycleLog
    @State private var tab = "tabs"

    /// Creates the explorer, logging into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        TabView(selection: $tab) {
            LifecycleScreen(name: "Tab A", log: log) {
                Text("Tabs keep their state when you leave them; their tasks stop and start again.").dim()
            }
            .tabItem { Text("Tab A") }
            .tag("tabs")
            PresentingScreen(log: log)
                .tabItem { Text("Presentations") }
                .tag("presentations")
            NavigationScreen(log: log)
                .tabItem { Text("Navigation") }
                .tag("navigation")
        }
    }
}

/// A screen of the explorer: its name, a counter it owns, the seconds its
/// task has ticked, and whatever it adds below. Logs its appear,
/// disappear, and its task's start and cancellation (the cancellation the
/// moment it happens, from a cancellation handler).
struct LifecycleScreen<Extra: View>: View {
    let name: String
    let log: LifecycleLog
    let extra: Extra
    @State private var count = 0
    @State private var ticks = 0

    init(name: String, log: LifecycleLog, @ViewBuilder extra: () -> Extra) {
        self.name = name
        self.log = log
        self.extra = extra()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(name).bold()
                Text("count \(count)")
                Button("+1") { count += 1 }
                Text("ticks \(ticks)").dim()
            }
            extra
        }
        .logged(name, in: log)
        .task {
            log.record(.taskStarted, name)
            let log = log
            let name = name
            await withTaskCancellationHandler {
                // Three ticks show the task running; then it waits for its
                // cancellation, so an idle demo uses no CPU.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(ticks < 3 ? 1 : 3_600))
                    if !Task.isCancelled, ticks < 3 {
                        ticks += 1
                    }
                }
            } onCancel: {
                // The engine cancels a view's task on the main actor, in the
                // update that removes the view: the event lands in order.
                MainActor.assumeIsolated { log.record(.taskCancelled, name) }
            }
        }
    }
}

/// The presentations tab: a sheet (fresh state every time, the presenter
/// untouched) and a full-screen cover (the presenter disappears under it).
struct PresentingScreen: View {
    let log: LifecycleLog
    @State private var showsSheet = false
    @State private var showsCover = false

    var body: some View {
        LifecycleScreen(name: "Presenter", log: log) {
            HStack(spacing: 1) {
                Button("Sheet") { showsSheet = true }
                Button("Cover") { showsCover = true }
            }
            Text("A sheet starts fresh every time and leaves its presenter alone; a cover hides it.").dim()
        }
        .sheet(isPresented: $showsSheet, onDismiss: { log.record(.action, "sheet onDismiss") }) {
            PresentedScreen(name: "Sheet", log: log)
        }
        .fullScreenCover(isPresented: $showsCover, onDismiss: { log.record(.action, "cover onDismiss") }) {
            PresentedScreen(name: "Cover", log: log)
        }
    }
}

/// What a sheet or a cover shows: a screen with a Close button.
struct PresentedScreen: View {
    let name: String
    let log: LifecycleLog
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        LifecycleScreen(name: name, log: log) {
            Button("Close") { dismiss() }
        }
    }
}

/// The navigation tab: a stack three levels deep; a pushed screen keeps
/// the one below it alive, a popped screen is destroyed.
struct NavigationScreen: View {
    let log: LifecycleLog
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            LifecycleScreen(name: "Root", log: log) {
                NavigationLink("Level 1", value: 1)
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { level in
                LifecycleScreen(name: "Level \(level)", log: log) {
                    if level < 3 {
                        NavigationLink("Level \(level + 1)", value: level + 1)
                    }
                }
                .navigationTitle("Level \(level)")
            }
        }
    }
}
