import DemoKit
import Trellis

// `swift run lifecycle-demo`: tabs, a sheet, a cover and a navigation stack,
// with the event log showing the orders of Lifecycle.md.

let log = LifecycleLog()
await DemoProgram.run("lifecycle-demo") {
    DemoScreen(title: "Lifecycle explorer", log: log) { LifecycleExplorer(log: log) }
}
