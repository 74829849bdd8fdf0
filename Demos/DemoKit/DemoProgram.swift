import Foundation
import Trellis

/// The one rule every demo executable follows for where it runs.
///
/// ```swift
/// // Demos/identity-demo/main.swift
/// await DemoProgram.run("identity-demo") {
///     DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
/// }
/// ```
///
/// A demo needs a person at a terminal: it runs full screen when its
/// standard output is a terminal that can show it (`TERM` is not `dumb`).
/// Anywhere else — piped (`identity-demo | cat`), redirected to a file, in
/// CI, under `TERM=dumb` — it does not wait for keys nobody can press: it
/// prints what it would show as plain text and exits 0. `trellis-demo`
/// prints its guided tour; every other demo prints its first screen at
/// 80 × 24 and the line to run it interactively.
///
/// The inline picker is a prompt, used as `choice=$(inline-picker)`, so
/// its standard output is a pipe by design: it draws on the terminal
/// (`/dev/tty`), prints the choice, and with no terminal at all fails at
/// once with status 1, as `fzf` does.
@MainActor
public enum DemoProgram {
    /// Whether a demo can run interactively here: standard output is a
    /// terminal and `TERM` is not `dumb`. Cost: one `isatty`.
    public static var isInteractive: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Runs `content` full screen, or, where ``isInteractive`` is false,
    /// prints its first screen (see ``firstScreen(_:content:)``). A
    /// terminal that fails while running ends the process with status 1 and
    /// the error on standard error, prefixed with `name`.
    public static func run<Content: View>(_ name: String, @ViewBuilder content: () -> Content) async {
        let view = content()
        guard isInteractive else {
            print(firstScreen(name, content: view))
            return
        }
        do {
            try await Terminal.run { view }
        } catch {
            fail(name, error)
        }
    }

    /// The text a demo prints without a terminal: its first screen, drawn
    /// 80 × 24 (tasks do not run; `onAppear` does), then how to run it.
    ///
    /// ```
    /// Trellis · Identity lab
    /// ────────────────────────────…
    /// …
    /// identity-demo is interactive: run it in a terminal (or trellis-demo --tour for a text tour).
    /// ```
    public static func firstScreen<Content: View>(_ name: String, content: Content) -> String {
        render(content.frame(width: 80, height: 24, alignment: .topLeading), width: 80)
            + "\n\n\(name) is interactive: run it in a terminal (or trellis-demo --tour for a text tour)."
    }

    /// Writes `name: error` to standard error and exits with status 1.
    public static func fail(_ name: String, _ error: any Error) -> Never {
        FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
        exit(1)
    }
}
