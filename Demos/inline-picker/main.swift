import Foundation
import Trellis

// An inline picker, as a CLI would embed one: it draws below the prompt
// (no alternate screen), filters as you type, and prints the chosen item on
// standard output, so `choice=$(inline-picker)` works. Its last frame stays
// in the scrollback. Esc cancels (exit status 1), Ctrl-C interrupts (130).

let fruits = ["apple", "apricot", "banana", "blueberry", "cherry", "grape", "kiwi", "lemon", "mango", "orange", "peach", "pear", "plum"]

struct FruitPicker: View {
    let finish: FinishAction<String>
    @State private var query = ""
    @State private var index = 0
    @Environment(\.dismiss) private var dismiss

    private var matches: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.contains(query.lowercased()) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pick a fruit: \(query)").bold()
            ForEach(Array(matches.prefix(6).enumerated()), id: \.element) { position, fruit in
                Text((position == index ? "› " : "  ") + fruit).inverse(position == index)
            }
            if matches.isEmpty {
                Text("  no match").dim()
            }
            Text("↑/↓ move · Enter picks · type to filter · Esc cancels").dim()
        }
        .onKeyPress(.upArrow) { index = max(index - 1, 0); return .handled }
        .onKeyPress(.downArrow) { index = min(index + 1, max(min(matches.count, 6) - 1, 0)); return .handled }
        .onKeyPress(.return) {
            if matches.indices.contains(index) { finish(matches[index]) }
            return .handled
        }
        .onKeyPress(.escape) { dismiss(); return .handled }
        .onKeyPress(.delete) { query = String(query.dropLast()); index = 0; return .handled }
        .onKeyPress(characters: .letters) { press in
            query += press.characters
            index = 0
            return .handled
        }
    }
}

do {
    if let fruit = try await Terminal.run(.inline, returning: String.self, content: { finish in FruitPicker(finish: finish) }) {
        print(fruit)
    } else {
        exit(1)
    }
} catch TerminalError.interrupted(let signal) {
    exit(128 + signal)
} catch {
    FileHandle.standardError.write(Data("inline-picker: \(error)\n".utf8))
    exit(1)
}
