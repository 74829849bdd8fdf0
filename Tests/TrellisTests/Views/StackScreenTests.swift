import Testing
@testable import Trellis

/// Stacks, spacers, dividers and colours, asserted as whole screens.
@MainActor
@Suite("Stacks on screen")
struct StackScreenTests {
    @Test("VStack aligns its rows leading, centre or trailing; spacing adds blank rows")
    func verticalAlignment() {
        let host = TestHost(columns: 20, rows: 12) {
            VStack(spacing: 1) {
                VStack(alignment: .leading) { Text("a"); Text("leading") }
                VStack { Text("b"); Text("centred") }
                VStack(alignment: .trailing) { Text("c"); Text("trailing") }
            }
        }
        #expect(
            host.screen == """
                a
                leading

                   b
                centred

                       c
                trailing
                """)
    }

    @Test("HStack puts one column between views by default and aligns them top, centre or bottom")
    func horizontalAlignment() {
        let host = TestHost(columns: 30, rows: 10) {
            VStack(alignment: .leading) {
                HStack(alignment: .top) { Text("1\n2\n3"); Text("top") }
                HStack { Text("1\n2\n3"); Text("mid") }
                HStack(alignment: .bottom, spacing: 0) { Text("1\n2\n3"); Text("bottom") }
            }
        }
        #expect(
            host.screen == """
                1 top
                2
                3
                1
                2 mid
                3
                1
                2
                3bottom
                """)
    }

    @Test("A Spacer pushes views apart and takes at least its minimum length")
    func spacers() {
        let host = TestHost(columns: 20, rows: 6) {
            VStack {
                HStack { Text("left"); Spacer(); Text("right") }
                HStack { Spacer(); Text("end") }
                HStack(spacing: 0) { Text("a"); Spacer(minLength: 4); Text("b") }
                    .fixedSize()
                Spacer()
                Text("bottom")
            }
        }
        #expect(
            host.screen == """
                left           right
                                 end
                       a    b


                       bottom
                """)
    }

    @Test("Spacers share the leftover space equally; a VStack of spacers centres its content")
    func spacersShare() {
        let host = TestHost(columns: 11, rows: 5) {
            VStack {
                Spacer()
                HStack(spacing: 0) { Spacer(); Text("x"); Spacer(); Text("y"); Spacer() }
                Spacer()
            }
        }
        #expect(
            host.screen == """


                   x   y
                """)
    }

    @Test("A Divider draws a line across a VStack and down an HStack")
    func dividers() {
        let host = TestHost(columns: 12, rows: 5) {
            VStack {
                Text("title")
                Divider()
                HStack { Text("a"); Divider(); Text("b") }
                    .frame(height: 2)
            }
        }
        #expect(
            host.screen == """
                   title
                ────────────
                   a │ b
                     │
                """)
    }

    @Test("ZStack layers its views, each aligned in the largest")
    func zStack() {
        let host = TestHost(columns: 10, rows: 3) {
            ZStack(alignment: .bottomTrailing) {
                Text("xxxxxx\nxxxxxx\nxxxxxx")
                Text("ok")
            }
        }
        #expect(
            host.screen == """
                xxxxxx
                xxxxxx
                xxxxok
                """)
    }

    @Test("Color fills the space it is offered with its background")
    func colorFills() {
        let host = TestHost(columns: 6, rows: 3) {
            HStack(spacing: 0) {
                Color.red.frame(width: 2)
                Text("ab")
                Color.blue
            }
        }
        #expect(host.cell(column: 0, row: 0).background == .red)
        #expect(host.cell(column: 1, row: 2).background == .red)
        #expect(host.cell(column: 2, row: 1).character == "a")
        #expect(host.cell(column: 2, row: 0).background == nil)
        #expect(host.cell(column: 4, row: 0).background == .blue)
        #expect(host.cell(column: 5, row: 2).background == .blue)
        #expect(
            host.screen == """

                  ab
                """)
    }

    /// The body row is less flexible than the spacer below it, so it is
    /// offered its share first and keeps the two rows its list needs; the
    /// divider spans the row it is placed in, and the spacer takes the rest.
    @Test("Nested stacks with spacers lay out a header, a body and a footer")
    func nestedStacks() {
        let host = TestHost(columns: 24, rows: 6) {
            VStack(alignment: .leading) {
                HStack { Text("Inbox"); Spacer(); Text("3 new") }
                Divider()
                HStack(alignment: .top) {
                    VStack(alignment: .leading) { Text("Ada"); Text("Grace") }
                    Divider()
                    Text("Hello!")
                    Spacer()
                }
                Spacer()
                Text("q quit")
            }
        }
        #expect(
            host.screen == """
                Inbox              3 new
                ────────────────────────
                Ada   │ Hello!
                Grace │

                q quit
                """)
    }
}
