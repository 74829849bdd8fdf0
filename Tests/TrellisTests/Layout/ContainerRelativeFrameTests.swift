import Testing
@testable import Trellis

/// `.containerRelativeFrame`: views sized to the nearest scroll view's
/// viewport, or to the screen.
@MainActor
@Suite("Container-relative frames")
struct ContainerRelativeFrameTests {
    /// A carousel of cards, three to a viewport with a column between them.
    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 1) {
                    ForEach(0..<5, id: \.self) { index in
                        Text("card \(index)")
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 1)
                    }
                }
            }
        }
    }

    @Test("Cards in a horizontal scroll view take a third of the viewport less the spacing, and follow it when it resizes")
    func carousel() {
        let host = TestHost(columns: 29, rows: 1) { Carousel() }
        #expect(host.screen == " card 0    card 1    card 2")
        host.resize(columns: 38, rows: 1)
        #expect(host.screen == "   card 0       card 1       card 2")
    }

    @Test("Pages as tall as the viewport scroll one under the other")
    func pages() {
        let host = TestHost(columns: 10, rows: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text("head")
                ScrollView(showsIndicators: false) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<3, id: \.self) { index in
                            Text("page \(index)").containerRelativeFrame(.vertical, alignment: .top)
                        }
                    }
                }
            }
        }
        #expect(
            host.screen == """
                head
                page 0
                """)
        host.send(Array("\u{1B}[<65;2;3M".utf8))
        #expect(
            host.screen == """
                head


                page 1
                """)
    }

    @Test("Outside any scroll view the container is the screen, and a closure computes the length")
    func screenAndClosure() {
        let host = TestHost(columns: 10, rows: 2) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    Text("ab").containerRelativeFrame(.horizontal, alignment: .trailing) { length, _ in length / 2 }
                    Text("|")
                }
                Text("whole").containerRelativeFrame(.horizontal)
            }
        }
        #expect(
            host.screen == """
                   ab|
                  whole
                """)
    }
}
