import Testing
@testable import Trellis

/// `ScrollView`: a clipped viewport over taller content, scrolled by keys,
/// the wheel and focus moves.
@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
    struct Lines: View {
        let count: Int
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count) { Text("line \($0)") }
            }
        }
    }

    /// A scroll view four rows tall above a footer, on a 20×5 screen.
    struct Framed: View {
        let count: Int
        var body: some View {
            VStack(alignment: .leading) {
                ScrollView { Lines(count: count) }.frame(height: 4)
                Text("footer")
            }
        }
    }

    /// The SGR report of one wheel notch at a screen cell (0-based).
    static func wheel(down: Bool, column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M".utf8)
    }

    @Test("Taller content shows its top, clipped to the viewport, with a scroll bar in the last column")
    func clipsAndShowsBar() {
        let host = TestHost(columns: 20, rows: 5) { Framed(count: 10) }
        #expect(host.screen == """
            line 0             ┃
            line 1             ┃
            line 2             │
            line 3             │
            footer
            """)
    }

    @Test(".scrollIndicators(.hidden) gives the bar's column back to the content, lazy or not", arguments: [true, false])
    func hiddenIndicators(lazy: Bool) {
        let host = TestHost(columns: 10, rows: 3) {
            ScrollView {
                if lazy {
                    LazyVStack(alignment: .leading) { ForEach(0..<20) { Text("row \($0) wide") } }
                } else {
                    VStack(alignment: .leading) { ForEach(0..<20) { Text("row \($0) wide") } }
                }
            }
            .scrollIndicators(.hidden)
        }
        #expect(host.screen == "row 0 wide\nrow 1 wide\nrow 2 wide")
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.screen == "row 1 wide\nrow 2 wide\nrow 3 wide")
    }

    @Test("Content that fits shows no bar and takes no focus")
    func fittingContent() {
        let host = TestHost(columns: 20, rows: 5) { Framed(count: 3) }
        #expect(host.screen == "line 0\nline 1\nline 2\n\nfooter")
        host.press(.tab)
        #expect(host.screen == "line 0\nline 1\nline 2\n\nfooter")
        host.press(.downArrow)
        #expect(host.screen == "line 0\nline 1\nline 2\n\nfooter")
    }

    @Test("Focused, it scrolls a row by the arrows, a viewport less one by PageDown, and to the ends by Home and End")
    func keys() {
        let host = TestHost(columns: 20, rows: 5) { Framed(count: 10) }
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.screen == """
            line 1             █
            line 2             █
            line 3             │
            line 4             │
            footer
            """)
        host.press(.pageDown)
        #expect(host.screen.hasPrefix("line 4 "))
        host.press(.end)
        #expect(host.screen == """
            line 6             │
            line 7             │
            line 8             █
            line 9             █
            footer
            """)
        host.press(.downArrow)
        #expect(host.screen.hasPrefix("line 6 "))
        host.press(.home)
        #expect(host.screen.hasPrefix("line 0 "))
        host.press(.upArrow)
        #expect(host.screen.hasPrefix("line 0 "))
    }

    @Test("A wheel notch over the scroll view scrolls it three rows; over the footer it does nothing")
    func wheel() {
        let host = TestHost(columns: 20, rows: 5) { Framed(count: 10) }
        host.send(Self.wheel(down: true, column: 2, row: 1))
        #expect(host.screen == """
            line 3             │
            line 4             ┃
            line 5             ┃
            line 6             │
            footer
            """)
        host.send(Self.wheel(down: true, column: 2, row: 4))
        #expect(host.screen.hasPrefix("line 3 "))
        host.send(Self.wheel(down: false, column: 0, row: 0))
        #expect(host.screen.hasPrefix("line 0 "))
    }

    struct Buttons: View {
        let log: EventLog
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<8) { index in
                        Button("button \(index)") { log("pressed \(index)") }
                    }
                }
            }
        }
    }

    @Test("Moving the focus with Tab to a button below the viewport scrolls it into view")
    func revealsFocus() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Buttons(log: log) }
        #expect(host.screen.hasPrefix("[ button 0 ]"))
        for _ in 0..<5 {
            host.press(.tab)
        }
        #expect(host.screen == """
            [ button 2 ]       │
            [ button 3 ]       ┃
            [ button 4 ]       │
            """)
        host.press(.return)
        #expect(log.take() == ["pressed 4"])
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        #expect(host.screen.hasPrefix("[ button 1 ]"))
    }

    @Test("A click below the viewport reaches the view drawn there, not the scrolled-out content")
    func clipsClicks() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                ScrollView { Buttons(log: log) }.frame(height: 2)
                Button("below") { log("below") }
            }
        }
        host.click(column: 1, row: 2)
        #expect(log.take() == ["below"])
        host.click(column: 1, row: 1)
        #expect(log.take() == ["pressed 1"])
    }

    struct Wide: View {
        var body: some View {
            ScrollView(.horizontal) {
                Text("0123456789abcdefghij")
            }
        }
    }

    @Test("A horizontal scroll view scrolls by columns, its bar in the last row")
    func horizontal() {
        let host = TestHost(columns: 10, rows: 2) { Wide() }
        #expect(host.screen == "0123456789\n━━━━━─────")
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.screen == "23456789ab\n─█████────")
        host.press(.end)
        #expect(host.screen == "abcdefghij\n─────█████")
    }

    @Test("A scroll view along both axes scrolls rows and columns, with both bars")
    func bothAxes() {
        let host = TestHost(columns: 8, rows: 4) {
            ScrollView([.horizontal, .vertical]) {
                VStack(alignment: .leading) { ForEach(0..<6) { Text("\($0)-abcdefghij") } }
            }
        }
        #expect(host.screen == "0-abcde┃\n1-abcde┃\n2-abcde│\n━━━━───")
        host.press(.tab)
        host.press(.downArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.screen == "abcdefg█\nabcdefg█\nabcdefg│\n─████──")
        host.press(.end)
        #expect(host.screen == "abcdefg│\nabcdefg█\nabcdefg█\n─████──")
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.screen == "3-abcde│\n4-abcde█\n5-abcde█\n████───")
    }

    struct LoggingRows: View {
        let log: EventLog
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<6) { index in
                        Text("row \(index)")
                            .onAppear { log("R\(index)+") }
                            .onDisappear { log("R\(index)-") }
                    }
                }
            }
        }
    }

    @Test("Rule 6: a non-lazy stack inside a scroll view appears at once and fires nothing on scroll")
    func nonLazyStackAppearsAtOnce() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { LoggingRows(log: log) }
        #expect(log.take() == ["R0+", "R1+", "R2+", "R3+", "R4+", "R5+"])
        host.press(.tab)
        host.press(.end)
        host.press(.home)
        host.send(Self.wheel(down: true, column: 0, row: 0))
        #expect(log.take() == [])
    }

    @Test("Scrolling redraws only the viewport: the footer's cells are not written again")
    func damageStaysInViewport() {
        let host = TestHost(columns: 20, rows: 5) { Framed(count: 10) }
        _ = host.takeOutput()
        host.send(Self.wheel(down: true, column: 0, row: 0))
        let output = String(decoding: host.takeOutput(), as: UTF8.self)
        #expect(!output.contains("footer"))
        #expect(host.screen.hasSuffix("line 6             │\nfooter"))
    }

    @Test("A zero-size scroll view draws nothing and does not crash", arguments: [(0, 0), (1, 1), (5, 0), (0, 5)] as [(Int, Int)])
    func degenerateSizes(columns: Int, rows: Int) {
        let host = TestHost(columns: columns, rows: rows) { ScrollView { Lines(count: 100) } }
        host.press(.tab)
        host.press(.pageDown)
        host.send(Self.wheel(down: true, column: 0, row: 0))
        #expect(host.screen.count <= columns * rows + rows)
    }

    @Test("A scroll view draws over its content exactly where its bars are: its last column and its last row")
    func barsCoverTheirCellsOnly() throws {
        let host = TestHost(columns: 20, rows: 5) {
            ScrollView([.horizontal, .vertical]) {
                VStack(alignment: .leading) {
                    ForEach(0..<10) { Text("a line wider than the screen, \($0)") }
                }
            }
        }
        func scrollView(in node: ViewNode) -> ViewNode? {
            node.displayName == "ScrollView" ? node : node.children.lazy.compactMap { scrollView(in: $0) }.first
        }
        let node = try #require(scrollView(in: host.session.graph.root))
        let frame = CellRect(column: 0, row: 0, width: 20, height: 5)
        // Each cell of the frame, as a one-cell area: covered when it is a bar's.
        var covered: [String] = []
        for row in 0..<5 {
            covered.append(
                String((0..<20).map { column in
                    node.drawsOverSubviews(in: CellRect(column: column, row: row, width: 1, height: 1), frame: frame) ? "#" : "."
                }))
        }
        #expect(covered == [
            "...................#",
            "...................#",
            "...................#",
            "...................#",
            "####################",
        ])
        #expect(!node.drawsOverSubviews(in: CellRect(column: 0, row: 0, width: 19, height: 4), frame: frame))
        #expect(node.drawsOverSubviews(in: CellRect(column: 0, row: 0, width: 20, height: 4), frame: frame))
    }
}
