import Foundation
import Trellis

extension Cases {
    /// The storage cases.
    static func storage(quick: Bool) -> [Harness.Case] {
        (quick ? [1_000] : [1_000, 100_000, 300_000]).map(readStorage(keys:))
    }

    /// Start-up cost of `@AppStorage`: reading and decoding a storage file
    /// of `keys` integer values (300,000 keys is about 7.3 MiB, near
    /// ``StorageFile/maximumFileSize``), as `StorageFile(url:)` does when an
    /// app starts. Each operation creates a new store on the same file.
    ///
    /// ```
    /// {"format":1,"values":{"k0":{"int":0},"k1":{"int":1},…}}   op: StorageFile(url:) → open, fstat, read, decode
    /// ```
    private static func readStorage(keys: Int) -> Harness.Case {
        Harness.Case(
            name: "storage/read-\(keys)-keys", warmupIterations: 1, iterations: keys > 10_000 ? 5 : 50,
            timeBudget: 20
        ) {
            let directory = FileManager.default.temporaryDirectory.appending(
                path: "trellis-benchmark-storage-\(getpid())", directoryHint: .isDirectory)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appending(path: "app-storage-\(keys).json")
            var text = #"{"format":1,"values":{"#
            for key in 0..<keys {
                text += (key == 0 ? "" : ",") + #""k\#(key)":{"int":\#(key)}"#
            }
            text += "}}"
            try? Data(text.utf8).write(to: url)
            var store: StorageFile?
            return Harness.Workload(
                prepare: { store = nil },
                operation: { store = StorageFile(url: url) },
                counters: { GraphStatistics() },
                diagnostics: { store == nil ? ["the store was not created"] : [] }
            )
        }
    }
}
