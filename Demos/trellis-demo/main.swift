import DemoKit
import Foundation
import Trellis

// `swift run trellis-demo` opens the interactive gallery; with `--tour`, or
// where it cannot run interactively (DemoProgram's rule: standard output
// not a terminal, TERM=dumb), it prints the headless guided tour instead.

if CommandLine.arguments.contains("--tour") || !DemoProgram.isInteractive {
    await Tour().run()
} else {
    do {
        try await Terminal.run { Gallery() }
    } catch {
        DemoProgram.fail("trellis-demo", error)
    }
}
