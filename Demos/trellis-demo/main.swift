import DemoKit
import Foundation
import Trellis

// `swift run trellis-demo` opens the interactive gallery; with `--tour`, or
// when standard output is not a terminal (CI, a pipe), it prints the
// headless guided tour instead.

if CommandLine.arguments.contains("--tour") || isatty(STDOUT_FILENO) == 0 {
    await Tour().run()
} else {
    do {
        try await Terminal.run { Gallery() }
    } catch {
        FileHandle.standardError.write(Data("trellis-demo: \(error)\n".utf8))
        exit(1)
    }
}
