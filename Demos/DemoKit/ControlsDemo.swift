import Trellis

/// The controls: text fields, a toggle, a picker, a stepper, a button with a
/// keyboard shortcut, a spinner and a progress bar driven by a task.
///
/// ```swift
/// DemoScreen(title: "Controls", log: log) { ControlsDemo(log: log) }
/// ```
///
/// The log shows the changes the controls make and the progress task
/// starting, being cancelled by Restart, and finishing.
public struct ControlsDemo: View {
    /// The roles the picker offers.
    enum Role: String, CaseIterable, Hashable { case developer, designer, manager }

    let log: LifecycleLog
    @State private var name = ""
    @State private var password = ""
    @State private var subscribes = true
    @State private var role = Role.developer
    @State private var seats = 1
    @State private var greeting = ""
    @State private var done = 0.0
    @State private var copy = 1

    /// Creates the demo, logging into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Name     ")
                TextField("your name", text: $name).frame(width: 24)
            }
            HStack {
                Text("Password ")
                SecureField("secret", text: $password).frame(width: 24)
            }
            Toggle("Subscribe to news", isOn: $subscribes)
                .onChange(of: subscribes) { log.record(.change, "subscribe \(subscribes)") }
            Picker("Role", selection: $role) {
                ForEach(Role.allCases, id: \.self) { role in Text(role.rawValue).tag(role) }
            }
            .onChange(of: role) { log.record(.change, "role \(role.rawValue)") }
            Stepper("Seats: \(seats)", value: $seats, in: 1...9)
            Button("Submit") {
                greeting = "Hello, \(name.isEmpty ? "stranger" : name) (\(role.rawValue), \(seats) seats)"
                log.record(.action, "submit")
            }
            .keyboardShortcut("s", modifiers: .control)
            Text(greeting).foregroundStyle(.cyan)
            Text(" ")
            ProgressView("Working (its timer stops when this demo goes away)")
            ProgressView("Copying", value: done, total: 100)
                .frame(width: 40)
            Button("Restart copying") { copy += 1 }
        }
        .onSubmit { greeting = "Submitted \(name)" }
        .task(id: copy) {
            done = 0
            log.record(.taskStarted, "copy \(copy)")
            while done < 100 {
                try? await Task.sleep(for: .milliseconds(100))
                if Task.isCancelled {
                    log.record(.taskCancelled, "copy \(copy)")
                    return
                }
                done += 1
            }
            log.record(.taskFinished, "copy \(copy)")
        }
    }
}
