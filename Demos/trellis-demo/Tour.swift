import Trellis

// A guided tour of identity and lifecycle, rendered headlessly: each step
// changes the model, runs one frame and prints the screen and the lifecycle
// events it caused. `trellis-demo --tour` prints it; so does a run whose
// standard output is not a terminal.

/// The controls the tour flips, read by the views below.
@MainActor
@Observable
final class Controls {
    var condition = true
    var ticks = 0
    var items = ["apple", "banana", "cherry"]
    var tapped = ""
    var query = "swift"
}

/// The lifecycle events of the current step, in the order they fired.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }

    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A counter that counts the ticks it has seen while alive.
struct TickCounter: View {
    let name: String
    let controls: Controls
    let log: EventLog
    @State private var count = 0

    var body: some View {
        Text("\(name): \(count)")
            .onChange(of: controls.ticks) { count += 1 }
            .onAppear { log.record("\(name)+") }
            .onDisappear { log.record("\(name)-") }
    }
}

/// A modifier whose argument changes without changing identity.
struct Emphasis: ViewModifier {
    let isOn: Bool
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(isOn ? "» " : "  ")
            content
        }
    }
}

struct IdentityLab: View {
    let controls: Controls
    let log: EventLog

    var body: some View {
        VStack(alignment: .leading) {
            if controls.condition {
                TickCounter(name: "if/else counter", controls: controls, log: log)
            } else {
                TickCounter(name: "if/else counter", controls: controls, log: log)
            }
            TickCounter(name: "ternary counter", controls: controls, log: log)
                .modifier(Emphasis(isOn: controls.condition ? true : false))
            TickCounter(name: ".id counter", controls: controls, log: log)
                .id(controls.condition)
        }
    }
}

struct Fruit: View {
    let name: String
    let controls: Controls
    let log: EventLog
    @State private var taps = 0

    var body: some View {
        Text("\(name) ×\(taps)")
            .onChange(of: controls.ticks) {
                if controls.tapped == name {
                    taps += 1
                }
            }
            .onAppear { log.record("\(name)+") }
            .onDisappear { log.record("\(name)-") }
    }
}

struct Lists: View {
    let controls: Controls
    let log: EventLog

    var body: some View {
        HStack(spacing: 4) {
            VStack(alignment: .leading) {
                Text("by ID")
                ForEach(controls.items, id: \.self) { item in
                    Fruit(name: item, controls: controls, log: log)
                }
            }
            VStack(alignment: .leading) {
                Text("by index")
                ForEach(controls.items.indices, id: \.self) { index in
                    Fruit(name: controls.items[index], controls: controls, log: log)
                }
            }
        }
    }
}

struct Search: View {
    let controls: Controls
    let log: EventLog
    @State private var results = "…"

    var body: some View {
        VStack(alignment: .leading) {
            Text("query: \(controls.query)")
            Text("results: \(results)")
        }
        .onChange(of: controls.query) { old, new in log.record("onChange(\(old) → \(new))") }
        .task(id: controls.query) { [query = controls.query] in
            log.record("task(\(query)) started")
            results = "\(query.count) matches for \(query)"
        }
    }
}

@MainActor
struct Tour {
    let log = EventLog()
    let controls = Controls()

    func show(_ title: String, _ host: TestHost) {
        let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = max(28, lines.map(\.count).max() ?? 0)
        print("  \(title)")
        print("  ┌" + String(repeating: "─", count: width + 2) + "┐")
        for line in lines {
            print("  │ " + line + String(repeating: " ", count: width - line.count) + " │")
        }
        print("  └" + String(repeating: "─", count: width + 2) + "┘")
        let events = log.take()
        print("  events: " + (events.isEmpty ? "none" : events.joined(separator: "  ")))
        print()
    }

    func heading(_ number: Int, _ title: String, _ explanation: String) {
        print("\(number) · \(title)")
        for line in wrapped(explanation, width: 74) {
            print("  " + line)
        }
        print()
    }

    /// `text` broken into lines of at most `width` characters at spaces.
    func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty {
            lines.append(line)
        }
        return lines
    }

    func run() async {
        print("Trellis — a guided tour of identity and lifecycle (headless)\n")

        heading(
            1, "if/else resets state; a ternary in a modifier keeps it; .id(x) resets",
            "Each branch of an if/else is its own identity, so switching branches builds a new counter. "
                + "A ternary inside a modifier argument is the same view with a new value.")
        let lab = TestHost(columns: 60, rows: 10) { IdentityLab(controls: controls, log: log) }
        show("mounted", lab)
        for _ in 1...3 {
            controls.ticks += 1
            lab.update()
        }
        show("after three ticks", lab)
        controls.condition = false
        lab.update()
        show("after flipping the condition", lab)

        heading(
            2, "ForEach by ID keeps each row's state; by index it shifts (the classic bug)",
            "Deleting the first fruit removes its row when rows are keyed by ID. "
                + "Keyed by index, the last row disappears and the others inherit their neighbours' state.")
        let lists = TestHost(columns: 60, rows: 10) { Lists(controls: controls, log: log) }
        for name in ["banana", "banana", "cherry"] {
            controls.tapped = name
            controls.ticks += 1
            lists.update()
        }
        _ = log.take()
        show("banana tapped twice, cherry once", lists)
        controls.items.removeFirst()
        lists.update()
        show("after deleting \"apple\"", lists)

        heading(
            3, "task(id:) restarts when its value changes; onChange reports old and new",
            "The task starts after the frame, never inside it; a new query cancels the old task and starts another.")
        let search = TestHost(columns: 60, rows: 4) { Search(controls: controls, log: log) }
        show("mounted (the task has not run yet)", search)
        await search.settle()
        show("after the task ran", search)
        controls.query = "trellis"
        search.update()
        await search.settle()
        show("after changing the query", search)

        print("Statistics of the last host: \(search.statistics)")
        print("Graph of the last host:\n\(search.graphDescription)")
    }
}
