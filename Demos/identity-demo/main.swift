import Foundation
import DemoKit
import Trellis

// `swift run identity-demo`: the identity lab with its event log.

let log = LifecycleLog()
do {
    try await Terminal.run {
        DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
    }
} catch {
    FileHandle.standardError.write(Data("identity-demo: \(error)\n".utf8))
    exit(1)
}
