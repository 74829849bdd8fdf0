import Testing
@testable import Trellis

/// A list filtered as the user types: rows leave from anywhere in view,
/// and the ones kept move up.
@MainActor
@Suite("Filtering a list")
struct ListFilterTests {
    @Observable
    final class Search {
        var query = ""
    }

    struct Names: View {
        let search: Search
        let names = ["Ada", "Alan", "Grace", "Linus"]
        var body: some View {
            let shown = search.query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(search.query) }
            List(shown, id: \.self) { Text($0) }
        }
    }

    @Test("Rows that leave while the kept ones move up leave no stale cells, on screen or in the terminal")
    func removalWithShift() {
        let search = Search()
        let host = TestHost(columns: 20, rows: 5) { Names(search: search) }
        var terminal = TerminalEmulator(width: 20, height: 5)
        terminal.feed(host.takeOutput())
        search.query = "a"
        host.update()
        terminal.feed(host.takeOutput())
        #expect(host.screen == "Ada\n────────────────────\nAlan\n────────────────────\nGrace")
        #expect(terminal.lines == host.screen)
        search.query = "al"
        host.update()
        terminal.feed(host.takeOutput())
        #expect(host.screen == "Alan")
        #expect(terminal.lines == "Alan")
        #expect(terminal.violations == [])
    }
}
