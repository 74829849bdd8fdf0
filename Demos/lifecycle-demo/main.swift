import Foundation
import DemoKit
import Trellis

// `swift run lifecycle-demo`: tabs, a sheet, a cover and a navigation stack,
// with the event log showing the orders of semantics.md.

let log = LifecycleLog()
do {
    try await Terminal.run {
        DemoScreen(title: "Lifecycle explorer", log: log) { LifecycleExplorer(log: log) }
    }
} catch {
    FileHandle.standardError.write(Data("lifecycle-demo: \(error)\n".utf8))
    exit(1)
}
