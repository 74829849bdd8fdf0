import DemoKit
import Foundation
import Trellis

// An inline picker, as a CLI would embed one: it draws below the prompt
// (no alternate screen), filters as you type, and prints the chosen item on
// standard output, so `choice=$(inline-picker)` works. Its last frame stays
// in the scrollback. Esc cancels (exit status 1); Ctrl-C ends it (status 130).

struct InlinePicker: View {
    let finish: FinishAction<String>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        FruitPicker(pick: { finish($0) }, cancel: { dismiss() })
    }
}

do {
    if let fruit = try await Terminal.run(.inline, returning: String.self, content: { finish in InlinePicker(finish: finish) }) {
        print(fruit)
    } else {
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("inline-picker: \(error)\n".utf8))
    exit(1)
}
