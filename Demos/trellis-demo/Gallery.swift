import Trellis

/// The interactive gallery: a row of pages across the top, the page below,
/// the keys at the bottom.
struct Gallery: View {
    enum Page: String, CaseIterable, Hashable {
        case identity = "Identity"
        case form = "Form"
        case progress = "Progress"
        case scene = "Scene"
        case rows = "Rows"
    }

    @State private var page = Page.identity
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("Trellis").bold()
                ForEach(Page.allCases, id: \.self) { candidate in
                    Button(candidate.rawValue) { page = candidate }
                        .buttonStyle(.borderless)
                        .underline(candidate == page)
                        .bold(candidate == page)
                }
            }
            Divider()
            Group {
                switch page {
                case .identity: IdentityPage()
                case .form: FormPage()
                case .progress: ProgressPage()
                case .scene: ScenePage()
                case .rows: RowsPage()
                }
            }
            .padding(.horizontal, 1)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            Divider()
            Text("Tab/Shift-Tab focus · Enter/Space press · click · q or Ctrl-C quits").dim()
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// A counter with its own state, to show when identity keeps or resets it.
struct CounterCard: View {
    let title: String
    let ticks: Int
    @State private var count = 0

    var body: some View {
        Text("\(title): \(count)")
            .onChange(of: ticks) { count += 1 }
    }
}

/// `if/else` gives each branch its own identity; a ternary keeps one.
struct IdentityPage: View {
    @State private var ticks = 0
    @State private var flag = true

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Both counters count ticks. Flip the condition and watch which one resets.")
            HStack(spacing: 1) {
                Button("Tick") { ticks += 1 }
                Toggle("condition", isOn: $flag)
            }
            VStack(alignment: .leading) {
                if flag {
                    CounterCard(title: "if branch    ", ticks: ticks)
                } else {
                    CounterCard(title: "else branch  ", ticks: ticks)
                }
                CounterCard(title: "ternary style", ticks: ticks)
                    .foregroundStyle(flag ? .green : .yellow)
            }
            Text("if/else: two identities, state resets. Ternary: one identity, state stays.").dim()
        }
    }
}

/// The controls: text fields, a toggle, a picker, a stepper, a button.
struct FormPage: View {
    enum Role: String, CaseIterable, Hashable { case developer, designer, manager }

    @State private var name = ""
    @State private var password = ""
    @State private var subscribes = true
    @State private var role = Role.developer
    @State private var seats = 1
    @State private var greeting = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack { Text("Name     "); TextField("your name", text: $name).frame(width: 24) }
            HStack { Text("Password "); SecureField("secret", text: $password).frame(width: 24) }
            Toggle("Subscribe to news", isOn: $subscribes)
            Picker("Role", selection: $role) {
                ForEach(Role.allCases, id: \.self) { role in Text(role.rawValue).tag(role) }
            }
            Stepper("Seats: \(seats)", value: $seats, in: 1...9)
            Button("Submit") { greeting = "Hello, \(name.isEmpty ? "stranger" : name) (\(role.rawValue), \(seats) seats)" }
                .keyboardShortcut("s", modifiers: .control)
            Text(greeting).foregroundStyle(.cyan)
        }
        .onSubmit { greeting = "Submitted \(name)" }
    }
}

/// A spinner driven by the host's clock and a bar driven by a task.
struct ProgressPage: View {
    @State private var done = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ProgressView("Working (the spinner's timer stops when this page goes away)")
            ProgressView("Copying", value: done, total: 100)
                .frame(width: 40)
            Button("Restart") { done = 0 }
        }
        .task(id: done == 0) {
            while done < 100 {
                try? await Task.sleep(for: .milliseconds(100))
                if Task.isCancelled { return }
                done += 1
            }
        }
    }
}

/// The scene phase as it changes: focus the terminal out and in, or press
/// Ctrl-Z and then `fg`.
struct ScenePage: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.horizontalSizeClass) private var width
    @State private var changes: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("scenePhase: \(phase)").bold()
            Text("size class: \(width == .compact ? "compact" : "regular") (resize the terminal)")
            Text("Focus another window, or press Ctrl-Z then fg:").dim()
            ForEach(Array(changes.suffix(8).enumerated()), id: \.offset) { entry in
                Text(entry.element)
            }
        }
        .onChange(of: phase) { old, new in changes.append("\(old) → \(new)") }
    }
}

/// Ten million rows in a `List`: only the rows in view are built, whatever
/// the data's size.
struct RowsPage: View {
    @State private var selection: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Selected: \(selection.map { "row \($0)" } ?? "none") · ↑/↓ PageUp/PageDown Home/End, wheel, click").dim()
            List(selection: $selection) {
                ForEach(0..<10_000_000, id: \.self) { index in
                    Text("Row \(index)").foregroundStyle(index % 2 == 0 ? Color.primary : Color.cyan)
                }
            }
            .listRowSeparator(.hidden)
        }
    }
}
