import DemoKit
import Foundation
import Trellis

// An inline picker, as a CLI embeds one (fzf's convention): the choices are
// the lines of standard input when it is piped (`ls | inline-picker`),
// fruits otherwise; the prompt draws below the cursor on the terminal
// (/dev/tty), filters as you type (the caret in the filter), answers a
// click on a choice, and prints the chosen line on standard output, so
// `choice=$(inline-picker)` works. One line with the answer stays in the
// scrollback. Esc cancels (exit status 1); Ctrl-C ends it (status 130).

let isPiped = isatty(STDIN_FILENO) == 0
let choices =
    isPiped
    ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        .split(whereSeparator: \.isNewline).map(String.init)
    : FruitPicker.fruits
guard !choices.isEmpty else {
    FileHandle.standardError.write(Data("inline-picker: no choices on standard input\n".utf8))
    exit(1)
}
do {
    if let choice = try Prompt.select(isPiped ? "Pick one" : "Pick a fruit", choices: choices) {
        print(choice)
    } else {
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("inline-picker: \(error)\n".utf8))
    exit(1)
}
