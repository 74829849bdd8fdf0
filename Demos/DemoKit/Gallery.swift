import Trellis

/// The demo gallery `swift run trellis-demo` opens: the demos in a list,
/// the highlighted one described beside it; Enter opens it, Esc comes back.
///
/// ```swift
/// try await Terminal.run { Gallery() }
/// ```
///
/// ↑/↓ (or a click) pick, Enter (or a double click) opens, Esc goes back to
/// the list from a demo (after the demo's own uses of Esc: closing a sheet,
/// leaving a text field, popping a screen), `?` shows the keys, `q` quits
/// from anywhere but a text field (where it types; Esc leaves the field). Every opening starts the demo afresh with an empty event log, as
/// its own executable does.
public struct Gallery: View {
    @State private var selection: GalleryDemo? = .identity
    @State private var open: GalleryDemo?
    @State private var showsHelp = false
    @FocusState private var listFocused: Bool
    @Environment(\.dismiss) private var dismiss

    /// Creates the gallery.
    public init() {}

    public var body: some View {
        Group {
            if let open {
                GalleryPage(demo: open) { self.open = nil }
            } else {
                home
            }
        }
        // After the demo's own uses of Esc: a sheet, a focused field (which
        // gives up the focus), then a navigation stack going back a level.
        .onExitCommand(perform: open == nil ? nil : { open = nil })
        .onKeyPress("?") {
            showsHelp = true
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .sheet(isPresented: $showsHelp) { GalleryHelp() }
    }

    private var home: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Trellis · demo gallery").bold()
            Divider()
            HStack(alignment: .top, spacing: 2) {
                List(GalleryDemo.allCases, selection: $selection) { demo in
                    Text((demo == selection ? "› " : "  ") + demo.title)
                        .onTapGesture(count: 2) { open = demo }
                }
                .listRowSeparator(.hidden)
                .focused($listFocused)
                .onKeyPress(.return) {
                    open = selection
                    return .handled
                }
                .frame(width: 24)
                if let selection {
                    VStack(alignment: .leading, spacing: 1) {
                        Text(selection.title).bold()
                        Text(selection.summary)
                        if let executable = selection.executable {
                            Text("On its own: swift run \(executable)").foregroundStyle(.cyan)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding(.horizontal, 1)
            .frame(maxHeight: .infinity, alignment: .top)
            Divider()
            Text("↑/↓ or click pick · Enter open · Esc back · ? help · q quits").dim()
        }
        .onAppear { listFocused = true }
    }
}

/// A demo of the gallery.
enum GalleryDemo: String, CaseIterable, Identifiable, Hashable {
    case identity, lifecycle, rows, scene, controllers, controls, picker

    var id: Self { self }

    var title: String {
        switch self {
        case .identity: "Identity lab"
        case .lifecycle: "Lifecycle explorer"
        case .rows: "Ten million rows"
        case .scene: "Scene phase"
        case .controllers: "UIKit-style screens"
        case .controls: "Controls"
        case .picker: "Inline picker"
        }
    }

    /// What the demo shows, in a sentence or two.
    var summary: String {
        switch self {
        case .identity:
            "Why a counter behind if/else resets while the same counter behind a ternary keeps its count; .id(_:), an AnyView whose type changes, and ForEach by id against by index when a row is deleted."
        case .lifecycle:
            "Tabs, a sheet, a full-screen cover and a navigation stack three levels deep: the log shows the order of every appear, disappear and task, and the counters show which state survives."
        case .rows:
            "A LazyVStack and a List over 10,000,000 rows: only the rows in view are built. Scroll, jump to a row, insert rows at the top; the status line shows the engine's live figures."
        case .scene:
            "scenePhase as the terminal gains and loses focus or is stopped with Ctrl-Z, and @SceneStorage keeping a counter and a note across launches."
        case .controllers:
            "View controllers in UIKit's orders: present one full screen, over full screen or as a page sheet, and the log shows every viewDidLoad, viewWillAppear … viewDidDisappear and deinit, embedded here through ViewControllerRepresentable."
        case .controls:
            "Text fields, a secure field, a toggle, a picker, a stepper, a button with a keyboard shortcut, a spinner and a progress bar driven by a task."
        case .picker:
            "A type-to-filter picker. On its own it runs inline, below the shell prompt, and prints the choice: choice=$(swift run inline-picker)."
        }
    }

    /// The executable that runs the demo on its own, or `nil` for a demo
    /// only the gallery shows.
    var executable: String? {
        switch self {
        case .identity: "identity-demo"
        case .lifecycle: "lifecycle-demo"
        case .rows: "rows-demo"
        case .scene: "scene-demo"
        case .controllers: "controllers-demo"
        case .controls: nil
        case .picker: "inline-picker"
        }
    }
}

/// An open demo on its demo screen, with an event log of its own.
struct GalleryPage: View {
    let demo: GalleryDemo
    let close: () -> Void
    @State private var log = LifecycleLog()
    @State private var picked: String?

    var body: some View {
        DemoScreen(title: demo.title, log: log, keys: "Tab/Shift-Tab move · Enter/Space press · Esc gallery · ? help · q quits") {
            switch demo {
            case .identity: IdentityLab(log: log)
            case .lifecycle: LifecycleExplorer(log: log)
            case .rows: TenMillionRows(log: log)
            case .scene: ScenePhaseLab(log: log)
            case .controllers: ControllerScreens(log: log)
            case .controls: ControlsDemo(log: log)
            case .picker:
                VStack(alignment: .leading, spacing: 1) {
                    FruitPicker(
                        pick: { fruit in
                            picked = fruit
                            log.record(.action, "picked \(fruit)")
                        },
                        cancel: close)
                    Text("Picked: \(picked ?? "nothing yet")").foregroundStyle(.cyan)
                }
            }
        }
    }
}

/// The keys, over whatever is on screen.
struct GalleryHelp: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Keys").bold()
            Text(" ")
            Text("↑ ↓          pick a demo (or click it)")
            Text("Enter        open it (or double-click)")
            Text("Esc          leave a text field, then go back")
            Text("Tab ⇧Tab     move the focus inside a demo")
            Text("F12, Ctrl-G  the graph inspector, over any screen")
            Text("?            this help")
            Text("q, Ctrl-C    quit")
            Text(" ")
            Text("Esc or ? closes this help").dim()
        }
        .padding(1)
        .onKeyPress("?") {
            dismiss()
            return .handled
        }
    }
}
