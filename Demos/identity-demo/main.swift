import DemoKit
import Trellis

// `swift run identity-demo`: the identity lab with its event log.

let log = LifecycleLog()
await DemoProgram.run("identity-demo") {
    DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
}
