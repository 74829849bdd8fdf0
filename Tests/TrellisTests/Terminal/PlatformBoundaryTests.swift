import Foundation
import Testing

/// Platform calls live in `Terminal/`: no other folder of the library
/// imports the C library, and every import of Glibc sits beside Darwin's, so
/// the Darwin path compiles by construction.
@Suite("Platform boundary")
struct PlatformBoundaryTests {
    @Test("Only Terminal/ imports the C library, Darwin beside every Glibc")
    func platformImports() throws {
        let sources = Tmux.packageRoot.appendingPathComponent("Sources/Trellis")
        var outside: [String] = []
        var glibcOnly: [String] = []
        for file in try RenderingBoundaryTests.swiftFiles(in: sources) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let importsPlatform = ["import Glibc", "import Darwin", "import Musl"].contains { text.contains($0) }
            guard importsPlatform else { continue }
            if file.deletingLastPathComponent().lastPathComponent != "Terminal" {
                outside.append(file.lastPathComponent)
            }
            if text.contains("import Glibc") && !text.contains("canImport(Darwin)") {
                glibcOnly.append(file.lastPathComponent)
            }
        }
        #expect(outside == [])
        #expect(glibcOnly == [])
    }
}
