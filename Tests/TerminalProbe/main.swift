import Foundation
import Trellis

// A program the end-to-end tests end in every way a program can end, to
// check that the terminal is restored each time: a key per ending. Without
// arguments it is an `App` (full screen, through `App.main()`); with
// `--inline` it runs inline through `Terminal.runBlocking`, printing lines
// above its live region; with `--catch-interrupt` too, Ctrl-C ends the run
// with an error the probe catches (status 4) instead of ending the process.
// With `--keep-ctrl-c` it handles Ctrl-C itself (counting presses) instead
// of letting the host quit. With `--returning-handler` it installs, before
// running, a handler for SIGQUIT, SIGABRT and SIGSEGV that prints a line and
// returns, as Swift's backtracer does for a signal sent with kill. Key `p`
// prints a line to standard output and one to standard error; `b` prints
// three from a background thread, the first colored. With
// `--finish-on-appear` it runs a view inline that finishes in `onAppear`;
// with `--wide-row` its last row is 100 columns of "=". With `--deploy` it
// prints "Deploying…", then runs inline a progress whose task prints three
// steps above it and finishes, then prints the result: what a command-line
// tool does, with or without a terminal. With `--handle` a worker thread
// drives an inline run through a `Terminal.RunHandle` (three lines above, a
// key, the end with a value); with `--transient` too, the run is erased at
// its end. With `--prompt confirm|select|multi|text|password|progress` it
// asks that ready-made prompt as one call and prints the answer; with
// `--order`, the README's example of three prompts in a row.

struct Probe: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.printAbove) private var printAbove
    @State private var printed = 0
    @State private var interrupts = 0
    private let keepsControlC = CommandLine.arguments.contains("--keep-ctrl-c")
    private let showsWideRow = CommandLine.arguments.contains("--wide-row")

    var body: some View {
        VStack(alignment: .leading) {
            Text("probe ready, pid \(getpid())")
            Text("keys p b l f s e q: print thread above fatal segv exit quit")
            if printed > 0 {
                Text("lines printed: \(printed)")
            }
            if interrupts > 0 {
                Text("ctrl-c handled \(interrupts)")
            }
            if showsWideRow {
                Text(String(repeating: "=", count: 100))
            }
        }
        .onKeyPress { press in
            switch press.characters {
            case "p":
                print("printed by the probe")
                FileHandle.standardError.write(Data("stderr of the probe\n".utf8))
            case "b":
                Thread.detachNewThread {
                    print("\u{1B}[32mbackground 1\u{1B}[0m")
                    print("background 2")
                    print("background 3")
                }
            case "l":
                printed += 1
                printAbove("line \(printed) above")
            case "f":
                fatalError("probe crash")
            case "s":
                UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
            case "e":
                exit(3)
            case "q":
                dismiss()
            case "\u{3}" where keepsControlC:
                interrupts += 1
            default:
                return .ignored
            }
            return .handled
        }
    }
}

struct Deploy: View {
    let finish: FinishAction<String>
    @Environment(\.printAbove) private var printAbove
    @State private var step = 0

    var body: some View {
        Text("step \(step) of 3")
            .task {
                for index in 1...3 {
                    try? await Task.sleep(for: .milliseconds(20))
                    printAbove("✓ step \(index)")
                    step = index
                }
                finish("deployed")
            }
    }
}

struct KeyCounter: View {
    @State private var keys = ""

    var body: some View {
        Text("keys: \(keys)")
            .onKeyPress { press in
                keys += press.characters
                return .handled
            }
    }
}

/// Asks the ready-made prompt `kind` as one call; the answer as the probe
/// prints it, `nil` when cancelled.
@MainActor
func askPrompt(_ kind: String) throws -> String? {
    switch kind {
    case "confirm":
        return try Prompt.confirm("Deploy?").map { $0 ? "yes" : "no" }
    case "select":
        return try Prompt.select("Fruit", choices: ["apple", "banana", "cherry"])
    case "multi":
        return try Prompt.multiSelect("Toppings", choices: ["cheese", "olives", "basil"])?.joined(separator: ",")
    case "text":
        return try Prompt.text("Name", validate: { $0.isEmpty ? "A name is needed" : nil })
    case "password":
        return try Prompt.password("Password")
    default:
        let count = try Prompt.progress("Working", total: 3) { progress in
            for item in 1...3 {
                progress.printAbove("item \(item)")
                progress.advance()
            }
            return 3
        }
        return "\(count) items"
    }
}

struct ProbeApp: App {
    var body: some Scene {
        WindowGroup { Probe() }
    }
}

if CommandLine.arguments.contains("--returning-handler") {
    for signal in [SIGQUIT, SIGABRT, SIGSEGV] {
        let handler: @convention(c) (Int32) -> Void = { _ in
            let line: StaticString = "probe's own handler returned\n"
            _ = write(STDERR_FILENO, line.utf8Start, line.utf8CodeUnitCount)
        }
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}

if CommandLine.arguments.contains("--deploy") {
    print("Deploying…")
    do {
        let result = try Terminal.runBlocking(.inline, returning: String.self) { finish in Deploy(finish: finish) }
        print("result: \(result ?? "none")")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
        exit(1)
    }
}

if let option = CommandLine.arguments.firstIndex(of: "--prompt"), option + 1 < CommandLine.arguments.count {
    let answer: String?
    do {
        answer = try askPrompt(CommandLine.arguments[option + 1])
    } catch {
        FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
        exit(1)
    }
    print(answer ?? "cancelled")
    exit(0)
}

if CommandLine.arguments.contains("--order") {
    let fruit = try Prompt.select("Fruit", choices: ["apple", "banana", "cherry"])
    guard let fruit, try Prompt.confirm("Order \(fruit)?") == true else { exit(1) }
    let packed = try Prompt.progress("Packing", total: 3) { progress in
        for box in 1...3 {
            progress.printAbove("box \(box) packed")
            progress.advance()
        }
        return 3
    }
    print("\(packed) boxes of \(fruit)")
    exit(0)
}

if CommandLine.arguments.contains("--handle") {
    let run = Terminal.RunHandle()
    Thread.detachNewThread {
        for index in 1...3 {
            run.printAbove("uploaded \(index)")
        }
        run.press("x")
        run.finish(3)
    }
    let presentation: Terminal.Presentation = CommandLine.arguments.contains("--transient") ? .transient : .inline
    let count = try Terminal.runBlocking(presentation, returning: Int.self, handle: run) { _ in KeyCounter() }
    print("result: \(count.map(String.init) ?? "none")")
    exit(0)
}

if CommandLine.arguments.contains("--finish-on-appear") {
    let result = try Terminal.runBlocking(.inline, returning: String.self) { finish in
        Text("the only frame").onAppear { finish("finished") }
    }
    print("result: \(result ?? "none")")
    exit(0)
}

if CommandLine.arguments.contains("--inline") {
    let catchesInterrupt = CommandLine.arguments.contains("--catch-interrupt")
    do {
        try Terminal.runBlocking(.inline, interruption: catchesInterrupt ? .throwsError : .endsProcess) { Probe() }
        print("inline run ended")
    } catch TerminalError.interrupted(let signal) {
        print("caught interruption by signal \(signal)")
        exit(4)
    } catch {
        FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
        exit(1)
    }
} else {
    ProbeApp.main()
}
