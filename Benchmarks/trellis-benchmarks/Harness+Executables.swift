import Foundation

extension Harness {
    /// The path of the executable `name` built next to this program (the
    /// same configuration, `.build/release/`), or `nil` when it is not built.
    ///
    /// ```swift
    /// Harness.siblingExecutable(named: "rows-demo")   // ".../.build/release/rows-demo"
    /// ```
    nonisolated static func siblingExecutable(named name: String) -> String? {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
