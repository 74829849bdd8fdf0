import Testing
@testable import Trellis

/// A scroll a view reports (`Damage.scrolls`) becomes a terminal scroll
/// region when it pays off: the bytes hold the region and only the rows
/// that are new, and a terminal fed them shows the frame exactly.
///
/// The tests stand in for a scrolled view: they change the rows of a list
/// and report the scroll on the graph's damage, as the view does when it
/// is placed.
@MainActor
@Suite("Scroll regions")
struct ScrollRegionTests {
    @Observable
    final class Rows {
        var lines: [String]
        var styles: [Int]

        init(lines: [String]) {
            self.lines = lines
            styles = Array(repeating: 0, count: lines.count)
        }
    }

    static let styles: [(foreground: Color?, background: Color?)] = [
        (nil, nil), (.red, nil), (nil, .blue), (.green, Color(hex: 0x203040)),
    ]

    /// A header row, one row per line, a footer row.
    struct Screen: View {
        let rows: Rows
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("header")
                ForEach(0..<rows.lines.count, id: \.self) { index in
                    Text(rows.lines[index])
                        .foregroundStyle(ScrollRegionTests.styles[rows.styles[index]].foreground ?? .primary)
                        .background(ScrollRegionTests.styles[rows.styles[index]].background ?? .clear)
                }
                Text("footer")
            }
        }
    }

    /// "item 3 " and 60 letters that differ from the next item's in every column.
    static func item(_ number: Int) -> String {
        "item \(number) " + String((0..<60).map { Character(Unicode.Scalar(UInt8(97 + (number * 7 + $0) % 26))) })
    }

    /// Items `first`…`first + count - 1`.
    static func items(from first: Int, count: Int) -> [String] {
        (first..<(first + count)).map(item)
    }

    /// A host showing `rows` on an 80×24 screen, its first frame already fed to `terminal`.
    func host(_ rows: Rows, _ terminal: inout TerminalEmulator) -> TestHost {
        let host = TestHost(columns: 80, rows: 24) { Screen(rows: rows) }
        terminal.feed(host.takeOutput())
        return host
    }

    /// Reports that `area` scrolled by `distance`, runs a frame, feeds its
    /// bytes to `terminal` and checks that it shows the host's frame exactly.
    func frame(
        _ host: TestHost, _ terminal: inout TerminalEmulator, scrolled area: CellRect? = nil, by distance: Int = 0,
        _ comment: Comment = "", sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        // The report comes with its area damaged, as a scroll view whose
        // content moved reports it: the renderer must find out itself
        // whether the shift pays off, and a wrong report costs bytes only.
        if let area {
            host.testGraph.damage.scrolls.append(ScrollReport(area: area, rows: distance))
            host.testGraph.damage.areas.append(area)
        }
        host.update()
        let bytes = host.takeOutput()
        terminal.feed(bytes)
        let front = host.session.renderer.front ?? Buffer(width: 0, height: 0)
        // The whole screen, reported as the rows that differ.
        let shown = terminal.appearance
        let expected = expectedScreen(of: front)
        let wrongRows = shown.indices.filter { row in !expected.indices.contains(row) || shown[row] != expected[row] }
        #expect(
            shown.count == expected.count && wrongRows.isEmpty,
            "\(comment) rows \(wrongRows) differ, first: \(wrongRows.first.map { shown[$0] } ?? [])", sourceLocation: sourceLocation)
        #expect(terminal.violations == [], comment, sourceLocation: sourceLocation)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of scroll regions `bytes` set (`ESC[t;br`).
    func scrollRegions(in bytes: String) -> Int {
        bytes.matches(of: /\x1B\[\d+;\d+r/).count
    }

    /// The list's rows, 1–22, across the whole width.
    static let list = CellRect(column: 0, row: 1, width: 80, height: 22)

    @Test("Scrolling a full-width list up by one row writes the scroll region and the new row only")
    func scrollUp() {
        let rows = Rows(lines: Self.items(from: 0, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        rows.lines = Self.items(from: 1, count: 22)
        let bytes = frame(host, &terminal, scrolled: Self.list, by: 1)
        #expect(bytes == "\u{1B}[?2026h\u{1B}[2;23r\u{1B}[2H\u{1B}[S\u{1B}[r\u{1B}[23H\(Self.item(22))\u{1B}[?2026l")
        #expect(host.screen == (["header"] + Self.items(from: 1, count: 22) + ["footer"]).joined(separator: "\n"))
        #expect(terminal.lines == host.screen)
    }

    @Test("Scrolling down (a negative distance) writes SD and the new top row only")
    func scrollDown() {
        let rows = Rows(lines: Self.items(from: 10, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        rows.lines = Self.items(from: 7, count: 22)
        let bytes = frame(host, &terminal, scrolled: Self.list, by: -3)
        #expect(bytes.hasPrefix("\u{1B}[?2026h\u{1B}[2;23r\u{1B}[2H\u{1B}[3T\u{1B}[r"))
        for number in 7...9 {
            #expect(bytes.contains(Self.item(number)))
        }
        #expect(!bytes.contains(Self.item(10)))
        #expect(host.screen == (["header"] + Self.items(from: 7, count: 22) + ["footer"]).joined(separator: "\n"))
        #expect(terminal.lines == host.screen)
    }

    @Test("The bytes of a one-row scroll of a 24-row full-width area are about one row's")
    func oneRowBytes() throws {
        let rows = Rows(lines: Self.items(from: 0, count: 24))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = TestHost(columns: 80, rows: 24) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows.lines.count, id: \.self) { index in Text(rows.lines[index]) }
            }
        }
        terminal.feed(host.takeOutput())
        let area = CellRect(width: 80, height: 24)
        let withoutScroll = host.statistics.bytesWritten
        rows.lines = Self.items(from: 1, count: 24)
        host.update()
        let unscrolledBytes = host.statistics.bytesWritten - withoutScroll
        terminal.feed(host.takeOutput())

        rows.lines = Self.items(from: 2, count: 24)
        let bytes = frame(host, &terminal, scrolled: area, by: 1)
        let newRow = Self.item(25).utf8.count
        let scroll = try #require(RowScroll(area: area, distance: 1, screen: area))
        let synchronizedOutput = 16
        // 105 bytes: 16 of synchronized output, 16 of scroll (ESC[1;24r ESC[H ESC[S ESC[r),
        // 5 to move to row 23 (ESC[24H), 68 of text: the new row.
        #expect(bytes.utf8.count == 105, "\(bytes.debugDescription)")
        #expect(bytes.utf8.count < synchronizedOutput + TerminalWriter.scrollLength(scroll) + 2 * newRow)
        // The same change without the scroll reported rewrites the changed part of every row.
        #expect(unscrolledBytes > 10 * bytes.utf8.count)
    }

    @Test("An area that does not span the whole width uses no scroll region and still renders exactly")
    func partialWidth() {
        let rows = Rows(lines: Self.items(from: 0, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        rows.lines = Self.items(from: 1, count: 22)
        let bytes = frame(host, &terminal, scrolled: CellRect(column: 0, row: 1, width: 79, height: 22), by: 1)
        #expect(scrollRegions(in: bytes) == 0)
        #expect(terminal.lines == host.screen)
    }

    @Test("A reported scroll the content does not show, or one that moves everything out, is ignored")
    func notPaying() {
        let rows = Rows(lines: Self.items(from: 0, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        // Only one row changed: shifting would make every other row wrong.
        rows.lines[4] = "changed"
        let inPlace = frame(host, &terminal, scrolled: Self.list, by: 1)
        #expect(scrollRegions(in: inPlace) == 0)
        // The wrong distance: the content moved by 2, the report says 1.
        rows.lines = Self.items(from: 2, count: 22)
        let wrongDistance = frame(host, &terminal, scrolled: Self.list, by: 1)
        #expect(scrollRegions(in: wrongDistance) == 0)
        // Moved by more than the area's height.
        rows.lines = Self.items(from: 40, count: 22)
        let tooFar = frame(host, &terminal, scrolled: Self.list, by: 38)
        #expect(scrollRegions(in: tooFar) == 0)
        #expect(terminal.lines == host.screen)
    }

    @Test("An area partly off screen is clipped: the visible rows scroll")
    func clipped() {
        let rows = Rows(lines: Self.items(from: 0, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        rows.lines = Self.items(from: 1, count: 22)
        let bytes = frame(host, &terminal, scrolled: CellRect(column: -3, row: 1, width: 90, height: 40), by: 1)
        #expect(bytes.hasPrefix("\u{1B}[?2026h\u{1B}[2;24r\u{1B}[2H\u{1B}[S\u{1B}[r"))
        #expect(terminal.lines == host.screen)
    }

    @Test("Several scrolls apply in order; one that contradicts the screen the others left is dropped")
    func several() {
        let rows = Rows(lines: Self.items(from: 0, count: 22))
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        // Rows 1–11 move up by 2, rows 12–22 down by 1.
        rows.lines = Self.items(from: 2, count: 11) + ["new top"] + Self.items(from: 11, count: 10)
        host.testGraph.damage.scrolls.append(ScrollReport(area: CellRect(column: 0, row: 1, width: 80, height: 11), rows: 2))
        host.testGraph.damage.scrolls.append(ScrollReport(area: Self.list, rows: 1))
        let bytes = frame(host, &terminal, scrolled: CellRect(column: 0, row: 12, width: 80, height: 11), by: -1)
        #expect(bytes.hasPrefix("\u{1B}[?2026h\u{1B}[2;12r\u{1B}[2H\u{1B}[2S\u{1B}[r\u{1B}[13;23r\u{1B}[13H\u{1B}[T\u{1B}[r"))
        #expect(terminal.lines == host.screen)
    }

    /// Rows of wide characters in styles, each a link whose target follows its style.
    struct LinkedRows: View {
        let rows: Rows
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("header")
                ForEach(0..<rows.lines.count, id: \.self) { index in
                    Link(destination: URL(string: "https://a.example/\(rows.styles[index])")!) {
                        Text(rows.lines[index])
                            .background(ScrollRegionTests.styles[rows.styles[index]].background ?? .clear)
                    }
                }
            }
        }
    }

    @Test("The front buffer shifts with the terminal: wide characters, styles and links at the edges stay whole")
    func wideAndLinked() {
        let rows = Rows(lines: (0..<23).map { "漢\($0)字 " + String(repeating: "字", count: 37) + "x" })
        rows.styles = (0..<23).map { $0 % 4 }
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = TestHost(columns: 80, rows: 24) { LinkedRows(rows: rows) }
        terminal.feed(host.takeOutput())
        for step in 1...4 {
            rows.lines = Array(rows.lines.dropFirst()) + ["漢new \(step)"]
            rows.styles = Array(rows.styles.dropFirst()) + [step % 4]
            let bytes = frame(host, &terminal, scrolled: CellRect(column: 0, row: 1, width: 80, height: 23), by: 1, "step \(step)")
            #expect(scrollRegions(in: bytes) == 1, "step \(step)")
            #expect(!bytes.contains("字字字"), "step \(step): only the new row is written")
        }
        #expect(terminal.screen[1][0].link == "https://a.example/0" && terminal.screen[1][0].width == 2)
        #expect(terminal.lines == host.screen)
    }

    @Test("A zero-size screen ignores scrolls")
    func zeroSize() {
        let host = TestHost(columns: 0, rows: 0) { Text("x") }
        host.testGraph.damage.scrolls.append(ScrollReport(area: CellRect(width: 80, height: 24), rows: 1))
        host.update()
        #expect(host.takeOutput() == [])
        #expect(host.screen == "")
    }

    @Test("An inline region never scrolls: its rows on the screen are unknown")
    func inline() {
        let rows = Rows(lines: Self.items(from: 0, count: 6))
        let session = Session(
            size: CellSize(width: 80, height: 8),
            writer: TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true, addressing: .relative))
        session.mount(Screen(rows: rows))
        session.renderer.setOrigin()
        var terminal = TerminalEmulator(width: 80, height: 8)
        terminal.feed(session.frames.runFrameReturningBytes())
        rows.lines = Self.items(from: 1, count: 6)
        session.graph.damage.scrolls.append(ScrollReport(area: CellRect(column: 0, row: 1, width: 80, height: 6), rows: 1))
        session.graph.update()
        let bytes = session.frames.runFrameReturningBytes()
        terminal.feed(bytes)
        #expect(scrollRegions(in: String(decoding: bytes, as: UTF8.self)) == 0)
        #expect(terminal.lines == session.renderer.front?.text)
        #expect(terminal.violations == [])
    }

    @Test("Random full-width scrolls of random content keep the terminal equal to the frame", arguments: 0..<20)
    func random(seed: Int) {
        var random = SeededGenerator(state: UInt64(seed) &+ 7)
        let pool = ["alpha", "漢字 beta", "👨\u{200D}👩\u{200D}👧 gamma", "🇯🇵 delta", "e\u{301}psilon", "", "字字字字 zeta", "eta theta iota"]
        var serial = 0
        func line() -> String {
            serial += 1
            return "\(serial) " + pool.randomElement(using: &random)! + String(repeating: " ·", count: Int.random(in: 0...30, using: &random))
        }
        let rows = Rows(lines: (0..<22).map { _ in line() })
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = host(rows, &terminal)
        var scrolled = 0
        for step in 0..<30 {
            // A band of the list, moved by a random distance; sometimes a
            // row in it or outside it changes as well.
            let top = Int.random(in: 0..<21, using: &random)
            let height = Int.random(in: 2...(22 - top), using: &random)
            let distance = Int.random(in: -(height + 1)...(height + 1), using: &random)
            var lines = rows.lines
            var styles = rows.styles
            for offset in 0..<height {
                let source = offset + distance
                let inside = (0..<height).contains(source)
                lines[top + offset] = inside ? rows.lines[top + source] : line()
                styles[top + offset] = inside ? rows.styles[top + source] : Int.random(in: 0..<4, using: &random)
            }
            if Bool.random(using: &random) {
                let row = Int.random(in: 0..<22, using: &random)
                lines[row] = line()
                styles[row] = Int.random(in: 0..<4, using: &random)
            }
            rows.lines = lines
            rows.styles = styles
            let bytes = frame(
                host, &terminal, scrolled: CellRect(column: 0, row: 1 + top, width: 80, height: height), by: distance,
                "seed \(seed), step \(step): rows \(top)+\(height) by \(distance)")
            scrolled += scrollRegions(in: bytes)
        }
        #expect(terminal.lines == host.screen)
        // The generator makes mostly scrolls worth making.
        #expect(scrolled > 10, "seed \(seed)")
    }
}
