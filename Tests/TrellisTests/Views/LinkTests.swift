import Testing
@testable import Trellis

@MainActor
@Suite("Link")
struct LinkTests {
    static let swift = URL(string: "https://swift.org")!

    @Test("A link shows its title underlined, each of its cells carrying the link, and nothing else linked")
    func title() {
        let host = TestHost(columns: 12, rows: 2) {
            HStack(spacing: 0) {
                Link("Swift", destination: Self.swift)
                Text(" site")
            }
        }
        #expect(host.screen == "Swift site")
        for column in 0..<5 {
            #expect(host.cell(column: column, row: 0).attributes == .underline)
            #expect(host.cell(column: column, row: 0).link == 1)
        }
        for column in 5..<12 {
            #expect(host.cell(column: column, row: 0).attributes == [])
            #expect(host.cell(column: column, row: 0).link == 0)
        }
    }

    @Test("The terminal receives the label inside one OSC 8 hyperlink, opened with ESC]8;;url ESC\\ and closed with ESC]8;;ESC\\")
    func bytes() {
        let host = TestHost(columns: 12, rows: 2) {
            HStack(spacing: 0) {
                Text("see ")
                Link("Swift", destination: Self.swift)
                Text("!")
            }
        }
        let bytes = host.takeOutput()
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.contains("\u{1B}]8;;https://swift.org\u{1B}\\Swift"))
        #expect(written.contains("\u{1B}]8;;\u{1B}\\!"))
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://swift.org", text: "Swift")])
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])

        var terminal = TerminalEmulator(width: 12, height: 2)
        terminal.feed(bytes)
        #expect(terminal.lines == "see Swift!")
        #expect(terminal.violations == [])
        #expect((0..<12).map { terminal.screen[0][$0].link } == Array(repeating: nil, count: 4)
            + Array(repeating: "https://swift.org", count: 5) + Array(repeating: nil, count: 3))
        #expect((0..<12).map { terminal.screen[0][$0].attributes.contains(.underline) }
            == Array(repeating: false, count: 4) + Array(repeating: true, count: 5) + Array(repeating: false, count: 3))
    }

    @Test("Every cell the label draws carries the link: text of several runs, padding filled with a colour")
    func labelView() {
        let docs = URL(string: "https://swift.org/documentation/")!
        let host = TestHost(columns: 12, rows: 2) {
            Link(destination: docs) {
                (Text("Docs ") + Text("→").bold())
                    .padding(.horizontal, 1)
                    .background(.blue)
            }
        }
        let bytes = host.takeOutput()
        #expect(host.screen == " Docs →")
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: docs.absoluteString, text: " Docs → ")])
        #expect((0..<8).allSatisfy { host.cell(column: $0, row: 0).link == 1 })
        #expect(host.cell(column: 8, row: 0).link == 0)
        // The text is underlined; the padding, a colour fill, is not.
        #expect((1..<7).allSatisfy { host.cell(column: $0, row: 0).attributes.contains(.underline) })
        #expect(host.cell(column: 0, row: 0).attributes == [])
        #expect(host.cell(column: 7, row: 0).attributes == [])
        #expect(host.cell(column: 6, row: 0).attributes == [.underline, .bold])
        #expect(host.cell(column: 0, row: 0).background == .blue)
    }

    @Test("A border and a divider the label draws carry the link too, on every row")
    func borderAndDivider() {
        let host = TestHost(columns: 10, rows: 5) {
            Link(destination: Self.swift) {
                VStack {
                    Text("Done")
                    Divider()
                }
                .frame(width: 4)
                .border(.single)
            }
        }
        #expect(host.screen == """
            ┌────┐
            │Done│
            │────│
            └────┘
            """)
        var terminal = TerminalEmulator(width: 10, height: 5)
        terminal.feed(host.takeOutput())
        #expect(terminal.violations == [])
        for row in 0..<4 {
            #expect((0..<6).allSatisfy { host.cell(column: $0, row: row).link == 1 })
            #expect((0..<6).allSatisfy { terminal.screen[row][$0].link == "https://swift.org" })
            #expect(terminal.screen[row][6].link == nil)
        }
    }

    @Test("A URL the terminal must not receive (over 2,048 bytes) draws the label underlined, with no OSC 8 at all")
    func refusedURL() throws {
        let long = try #require(URL(string: "https://example.com/" + String(repeating: "a", count: 2_100)))
        let host = TestHost(columns: 12, rows: 2) { Link("Long", destination: long) }
        let bytes = host.takeOutput()
        #expect(host.screen == "Long")
        #expect((0..<4).allSatisfy { host.cell(column: $0, row: 0).attributes == .underline })
        #expect((0..<4).allSatisfy { host.cell(column: $0, row: 0).link == 0 })
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}]8"))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("aaaa"))
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
    }

    @Test("Control characters in a URL reach the terminal only percent-encoded, inside the hyperlink")
    func controlsInURL() throws {
        let hostile = try #require(URL(string: "https://example.com/\u{1B}]52;c;SGk=\u{07}\u{1B}\\ x"))
        let host = TestHost(columns: 12, rows: 2) { Link("Go", destination: hostile) }
        let bytes = host.takeOutput()
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: hostile.absoluteString, text: "Go")])
        #expect(hostile.absoluteString.utf8.allSatisfy { (0x21...0x7E).contains($0) })
    }

    @Test("With hyperlinks off the writer sends the underlined label as plain text")
    func hyperlinksOff() {
        let graph = Graph()
        let renderer = Renderer(
            size: CellSize(width: 12, height: 2),
            writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        graph.mount(Link("Swift", destination: Self.swift))
        let bytes = FrameLoop(graph: graph, renderer: renderer).runFrameReturningBytes()
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.contains("\u{1B}[4mSwift"))
        #expect(!written.contains("\u{1B}]"))
        #expect(TerminalOutput.foreignSequences(in: bytes) == [])
        #expect(renderer.front?[column: 0, row: 0].link == 1)
        graph.unmount()
    }

    struct Pager: View {
        let page: StateHandle<Int>
        @State private var number = 1
        var body: some View {
            let _ = page.bind($number)
            Link("Page \(number)", destination: URL(string: "https://example.com/page/\(number)")!)
        }
    }

    @Test("A link whose title and destination come from state is drawn again, with the new URL, when the state changes")
    func stateUpdate() {
        let page = StateHandle<Int>()
        let host = TestHost(columns: 12, rows: 2) { Pager(page: page) }
        #expect(TerminalOutput.hyperlinks(in: host.takeOutput()) == [.init(url: "https://example.com/page/1", text: "Page 1")])

        page.value = 2
        host.update()
        let bytes = host.takeOutput()
        #expect(host.screen == "Page 2")
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://example.com/page/2", text: "Page 2")])
        #expect((0..<6).allSatisfy { host.cell(column: $0, row: 0).attributes == .underline })

        var terminal = TerminalEmulator(width: 12, height: 2)
        terminal.feed(bytes)
        #expect((0..<6).map { terminal.screen[0][$0].link } == Array(repeating: "https://example.com/page/2", count: 6))
    }

    struct Retitled: View {
        let title: StateHandle<String>
        @State private var text = "Swift"
        var body: some View {
            let _ = title.bind($text)
            VStack(alignment: .leading) {
                Text("before")
                Link(text, destination: LinkTests.swift)
                Text("after")
            }
        }
    }

    @Test("Changing only a link's title redraws just the title, still inside the link; the rows around stay unlinked")
    func titleUpdate() {
        let title = StateHandle<String>()
        let host = TestHost(columns: 12, rows: 3) { Retitled(title: title) }
        _ = host.takeOutput()
        title.value = "Swiftly"
        host.update()
        let bytes = host.takeOutput()
        #expect(host.screen == """
            before
            Swiftly
            after
            """)
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://swift.org", text: "ly")])
        #expect((0..<12).map { host.cell(column: $0, row: 1).link } == Array(repeating: 1, count: 7) + Array(repeating: 0, count: 5))
        #expect(host.cell(column: 0, row: 0).link == 0 && host.cell(column: 0, row: 2).link == 0)
    }

    @Test("A link inside another link's label links to its own destination; the outer link resumes after it")
    func nested() {
        let inner = URL(string: "https://example.com/inner")!
        let host = TestHost(columns: 20, rows: 2) {
            Link(destination: Self.swift) {
                HStack(spacing: 0) {
                    Text("a")
                    Link("b", destination: inner)
                    Text("c")
                }
            }
        }
        #expect(TerminalOutput.hyperlinks(in: host.takeOutput()) == [
            .init(url: "https://swift.org", text: "a"),
            .init(url: "https://example.com/inner", text: "b"),
            .init(url: "https://swift.org", text: "c"),
        ])
    }
}
