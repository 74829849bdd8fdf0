import Trellis

struct CounterView: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            Button("Add one") { count += 1 }      // Tab focuses it; Enter, Space or a click presses it
            Button("Quit") { dismiss() }          // ends the run; the terminal is restored
        }
    }
}

struct NamePrompt: View {
    let finish: FinishAction<String>
    @State private var name = ""
    @FocusState private var focused: Bool

    var body: some View {
        TextField("your name", text: $name)
            .focused($focused)
            .onAppear { focused = true }
            .onSubmit { finish(name) }            // Enter hands the name back to the caller
    }
}

try await Terminal.run { CounterView() }        // full screen, on the alternate screen
let name = try await Terminal.run(.inline, returning: String.self) { finish in NamePrompt(finish: finish) }
print("Hello, \(name ?? "stranger")!")          // the prompt's last frame stays in the scrollback
