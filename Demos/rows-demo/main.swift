import DemoKit
import Trellis

// `swift run rows-demo`: ten million rows, built only as they come into view.

let log = LifecycleLog()
await DemoProgram.run("rows-demo") {
    DemoScreen(title: "Ten million rows", log: log) { TenMillionRows(log: log) }
}
