import Testing
@testable import Trellis

/// Padding, frames, fixed size, priority, offset, backgrounds, overlays,
/// borders and visibility, asserted as whole screens.
@MainActor
@Suite("Layout modifiers on screen")
struct LayoutModifierTests {
    @Test("padding insets every edge by one cell by default, or the edges and amount asked")
    func padding() {
        let host = TestHost(columns: 20, rows: 10) {
            VStack(alignment: .leading, spacing: 0) {
                Text("all").padding().border(.single)
                Text("leading 3").padding(.leading, 3)
                Text("top").padding(.top, 2)
            }
        }
        #expect(
            host.screen == """
                ┌─────┐
                │     │
                │ all │
                │     │
                └─────┘
                   leading 3


                top
                """)
    }

    @Test("A fixed frame takes its size and aligns its content; an unset length follows the content")
    func fixedFrames() {
        let host = TestHost(columns: 12, rows: 7) {
            VStack(alignment: .leading, spacing: 0) {
                Text("tl").frame(width: 6, height: 2, alignment: .topLeading).border(.single)
                Text("br").frame(width: 6, height: 1, alignment: .trailing).background(.blue)
                Text("w").frame(width: 3)
            }
        }
        #expect(
            host.screen == """
                ┌──────┐
                │tl    │
                │      │
                └──────┘
                    br
                 w
                """)
        #expect(host.cell(column: 0, row: 4).background == .blue)
        #expect(host.cell(column: 6, row: 4).background == nil)
    }

    @Test("A frame with an infinite maximum fills its container; min and max clamp the content")
    func flexibleFrames() {
        let host = TestHost(columns: 14, rows: 6) {
            VStack(spacing: 0) {
                Text("left").frame(maxWidth: .infinity, alignment: .leading)
                Text("right").frame(maxWidth: .infinity, alignment: .trailing)
                Text("at least 8").frame(minWidth: 12).border(.single)
                Text("truncated text").frame(maxWidth: 6)
            }
        }
        #expect(
            host.screen == """
                left
                         right
                ┌────────────┐
                │ at least 8 │
                └────────────┘
                    trunc…
                """)
    }

    @Test("A centred view fills the screen with frame(maxWidth: .infinity, maxHeight: .infinity)")
    func centred() {
        let host = TestHost(columns: 9, rows: 3) {
            Text("mid").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        #expect(
            host.screen == """

                   mid
                """)
    }

    /// The fixed-size text is wider than its frame, so it is centred on the
    /// frame and overflows it on both sides (a frame does not clip).
    @Test("fixedSize gives a view its ideal size, even beyond what it is offered")
    func fixedSize() {
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                Text("wraps at six").frame(width: 6)
                Text("never wraps").fixedSize().frame(width: 6)
            }
        }
        #expect(
            host.screen == """
                wraps
                at six
                ver wraps
                """)
    }

    @Test("layoutPriority lets a view take its share before the others")
    func priority() {
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading) {
                HStack { Text("first part"); Text("second part") }
                HStack { Text("first part"); Text("second part").layoutPriority(1) }
            }
        }
        // Without priorities the less flexible text is offered half of the
        // 11 columns left after the spacing; with priority 1 the second text
        // is offered them all first, and the first is left none.
        #expect(
            host.screen == """
                firs… secon…
                 second part
                """)
    }

    @Test("offset moves a view when drawn without moving the others")
    func offset() {
        let host = TestHost(columns: 10, rows: 3) {
            VStack(alignment: .leading) {
                Text("a").offset(x: 3, y: 1)
                Text("b")
            }
        }
        #expect(
            host.screen == """

                b  a
                """)
    }

    @Test("background and overlay views are offered the view's size and aligned in it")
    func backgroundAndOverlay() {
        let host = TestHost(columns: 12, rows: 3) {
            VStack(alignment: .leading) {
                Text("behind text")
                    .background(alignment: .trailing) { Text("XXXXXXXXXXXXXXX") }
                Text("    ")
                    .overlay(alignment: .leading) { Text("on") }
                    .background(.green)
            }
        }
        #expect(
            host.screen == """
                behind text
                on
                """)
        #expect(host.cell(column: 3, row: 1).background == .green)
        #expect(host.cell(column: 4, row: 1).background == nil)
    }

    @Test("Borders in every style draw a box one cell outside the content", arguments: BorderStyle.allCases)
    func borderStyles(style: BorderStyle) {
        let host = TestHost(columns: 8, rows: 3) { Text("box").border(style) }
        let (topLeading, topTrailing, bottomLeading, bottomTrailing, horizontal, vertical) = style.characters
        let line = String(repeating: horizontal, count: 3)
        #expect(
            host.screen == """
                \(topLeading)\(line)\(topTrailing)
                \(vertical)box\(vertical)
                \(bottomLeading)\(line)\(bottomTrailing)
                """)
    }

    @Test("A coloured border draws in its colour")
    func borderColor() {
        let host = TestHost(columns: 8, rows: 3) { Text("box").border(.red) }
        #expect(host.cell(column: 0, row: 0).foreground == .red)
        #expect(host.cell(column: 1, row: 1).foreground == nil)
    }

    @Test("hidden and opacity(0) keep the view's space and draw nothing")
    func hidden() {
        let host = TestHost(columns: 10, rows: 4) {
            VStack(alignment: .leading) {
                Text("one")
                Text("two").hidden()
                Text("three").opacity(0)
                Text("four").opacity(0.5)
            }
        }
        #expect(
            host.screen == """
                one


                four
                """)
        #expect(host.cell(column: 0, row: 3).attributes.contains(.dim))
    }
}
