import Testing
@testable import Trellis

/// `ProgressView`: the bar in eighths, the spinner on the host's clock.
@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    @Test("A determinate bar fills eighths of cells and shows the percentage", arguments: [
        (0.0, "                  0%"), (0.5, "███████▌         50%"),
        (0.38, "█████▋           38%"), (1.0, "███████████████ 100%"), (7.0, "███████████████ 100%"),
        (-1.0, "                  0%"),
    ] as [(Double, String)])
    func bar(value: Double, screen: String) {
        let host = TestHost(columns: 20, rows: 2) { ProgressView(value: value).frame(width: 20) }
        #expect(host.screen == screen.replacingTrailingSpaces())
    }

    @Test("A fraction between cells draws a partial block")
    func partialBlock() {
        let host = TestHost(columns: 14, rows: 2) { ProgressView("Copy", value: 0.3, total: 1.0) }
        #expect(host.screen == "Copy\n██▋        30%")
    }

    struct Loading: View {
        let handle: StateHandle<Bool>
        @State private var isLoading = true
        var body: some View {
            let _ = handle.bind($isLoading)
            if isLoading {
                ProgressView("Loading")
            } else {
                Text("done")
            }
        }
    }

    @Test("The spinner turns every 80 ms of the host's clock and its timer stops when it disappears")
    func spinner() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 12, rows: 1) { Loading(handle: handle) }
        #expect(host.screen == "⠋ Loading")
        host.advance(by: .milliseconds(79))
        #expect(host.screen == "⠋ Loading")
        host.advance(by: .milliseconds(1))
        #expect(host.screen == "⠙ Loading")
        host.advance(by: .milliseconds(160))
        #expect(host.screen == "⠸ Loading")
        #expect(!host.testGraph.timers.isEmpty)
        handle.value = false
        host.update()
        #expect(host.screen == "done")
        #expect(host.testGraph.timers.isEmpty)
    }
}

extension String {
    /// The string with the spaces at the end of each line removed, as `TestHost.screen` shows it.
    func replacingTrailingSpaces() -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }
}
