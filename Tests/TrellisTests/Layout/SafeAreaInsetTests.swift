import Testing
@testable import Trellis

/// `.safeAreaInset` puts a bar beside the view, which keeps the space left.
@MainActor
@Suite("Safe area insets")
struct SafeAreaInsetTests {
    @Test("A bottom inset under a scrolling list: the list takes the rows above it and scrolls within them")
    func bottomBar() {
        let host = TestHost(columns: 12, rows: 4) {
            List(0..<10) { Text("row \($0)") }
                .listStyle(.plain)
                .safeAreaInset(edge: .bottom) { Text("10 items") }
        }
        #expect(host.lines == ["row 0      ┃", "───────────│", "row 1      │", "  10 items"])
    }

    @Test("A top inset stands above the view, which fills the rest (its content centred); a leading one beside it, a column apart")
    func topAndLeading() {
        let host = TestHost(columns: 10, rows: 3) {
            Text("body")
                .safeAreaInset(edge: .top, alignment: .leading) { Text("banner") }
        }
        #expect(host.screen == "banner\n   body")
        let side = TestHost(columns: 12, rows: 1) {
            Text("body").safeAreaInset(edge: .leading) { Text("|") }
        }
        #expect(side.screen == "|    body")
    }
}
