import Testing
@testable import Trellis

/// `.contentMargins`: space inside a scroll view around its content (which
/// scrolls under it) and along its bar, in cells.
@MainActor
@Suite("Content margins")
struct ContentMarginsTests {
    @Test("Content margins inset the content inside the scroll view; the content scrolls under them to its end")
    func contentScrollsUnderMargins() {
        let host = TestHost(columns: 10, rows: 4) {
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<6, id: \.self) { Text("row \($0)") }
                }
            }
            .contentMargins(.vertical, 1)
            .contentMargins(.horizontal, 2, for: .scrollContent)
        }
        #expect(
            host.screen == """

                  row 0
                  row 1
                  row 2
                """)
        host.send(Array("\u{1B}[<65;2;2M".utf8))  // three rows down
        #expect(
            host.screen == """
                  row 2
                  row 3
                  row 4
                  row 5
                """)
        host.send(Array("\u{1B}[<65;2;2M".utf8))  // to the end: the bottom margin shows
        #expect(
            host.screen == """
                  row 3
                  row 4
                  row 5
                """)
    }

    @Test("Indicator margins shorten the scroll bar's track and leave the content where it was")
    func indicatorMargins() {
        let host = TestHost(columns: 8, rows: 5) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10, id: \.self) { Text("row \($0)") }
                }
            }
            .contentMargins(.vertical, 1, for: .scrollIndicators)
        }
        #expect(
            host.screen == """
                row 0
                row 1  ┃
                row 2  ┃
                row 3  │
                row 4
                """)
    }

    @Test("A carousel inside horizontal margins sizes its cards to the viewport less the margins and scrolls to the trailing margin")
    func carouselWithMargins() {
        let host = TestHost(columns: 31, rows: 1) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 1) {
                    ForEach(0..<5, id: \.self) { index in
                        Text("card \(index)").containerRelativeFrame(.horizontal, count: 3, spacing: 1)
                    }
                }
            }
            .contentMargins(.horizontal, 1)
        }
        #expect(host.screen == "  card 0    card 1    card 2")
        host.press(.tab)
        host.press(.end)
        #expect(host.screen == "  card 2    card 3    card 4")
    }
}
