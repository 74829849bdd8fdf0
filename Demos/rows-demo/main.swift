import Foundation
import DemoKit
import Trellis

// `swift run rows-demo`: ten million rows, built only as they come into view.

let log = LifecycleLog()
do {
    try await Terminal.run {
        DemoScreen(title: "Ten million rows", log: log) { TenMillionRows(log: log) }
    }
} catch {
    FileHandle.standardError.write(Data("rows-demo: \(error)\n".utf8))
    exit(1)
}
