import Testing
@testable import Trellis

@MainActor
@Suite("Text layout on screen")
struct TextLayoutScreenTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test("Text wraps at spaces to the width it is offered, dropping the spaces at each break")
    func wordWrap() {
        let host = TestHost(columns: 20, rows: 6) {
            Text(Self.fox).frame(width: 10, alignment: .leading)
        }
        #expect(host.screen == """
            The quick
            brown fox
            jumps over
            the lazy
            dog
            """)
        #expect(host.emulate(columns: 20, rows: 6) == (host.screen, []))
    }

    @Test("Several spaces between words are kept inside a line and dropped at a break")
    func spacesBetweenWords() {
        let host = TestHost(columns: 20, rows: 4) {
            Text("one   two    three").frame(width: 9, alignment: .leading)
        }
        #expect(host.screen == """
            one   two
            three
            """)
    }

    @Test("A text keeps its leading and trailing spaces, so it is as wide as its string")
    func leadingAndTrailingSpaces() {
        let host = TestHost(columns: 12, rows: 3) {
            VStack(alignment: .leading) {
                Text(" OK ").background(.green)
                Text("  indented")
                HStack(spacing: 0) {
                    Text("see ")
                    Text("here")
                }
            }
        }
        #expect(host.screen == """
             OK
              indented
            see here
            """)
        #expect((0..<4).allSatisfy { host.cell(column: $0, row: 0).background == .green })
        #expect(host.cell(column: 4, row: 0).background == nil)
    }

    @Test("Indentation that leaves no room for the first word is dropped, not left on a line of its own")
    func indentationWithoutRoom() {
        let host = TestHost(columns: 20, rows: 3) {
            Text("    word wraps").frame(width: 5, alignment: .leading)
        }
        #expect(host.screen == """
            word
            wraps
            """)
    }

    @Test("A word longer than the line is broken between characters, filling the line it starts on")
    func longWord() {
        let host = TestHost(columns: 20, rows: 5) {
            Text("a supercalifragilistic word").frame(width: 8, alignment: .leading)
        }
        #expect(host.screen == """
            a superc
            alifragi
            listic
            word
            """)
    }

    @Test("Line breaks in the string start new lines; an empty line is kept")
    func lineBreaks() {
        let host = TestHost(columns: 20, rows: 5) {
            Text("first\n\nthird line wraps").frame(width: 10, alignment: .leading)
        }
        #expect(host.screen == """
            first

            third line
            wraps
            """)
    }

    @Test("lineLimit keeps the first lines and ends the last one with an ellipsis", arguments: [
        (1, "The quic…"),
        (2, "The quick\nbrown fo…"),
        (3, "The quick\nbrown fox\njumps ov…"),
    ])
    func lineLimit(limit: Int, shown: String) {
        let host = TestHost(columns: 20, rows: 6) {
            Text(Self.fox).frame(width: 9, alignment: .leading).lineLimit(limit)
        }
        #expect(host.screen == shown)
    }

    @Test("A lineLimit the text does not reach changes nothing")
    func lineLimitNotReached() {
        let host = TestHost(columns: 20, rows: 6) {
            Text("short text").frame(width: 9, alignment: .leading).lineLimit(3)
        }
        #expect(host.screen == """
            short
            text
            """)
    }

    @Test("The truncation mode decides where a one-line text loses its characters", arguments: [
        (Text.TruncationMode.tail, "The quic…"),
        (.head, "…rown fox"),
        (.middle, "The … fox"),
    ])
    func truncationModes(mode: Text.TruncationMode, shown: String) {
        let host = TestHost(columns: 20, rows: 2) {
            Text("The quick brown fox").frame(width: 9, alignment: .leading).lineLimit(1).truncationMode(mode)
        }
        #expect(host.screen == shown)
    }

    @Test("Text too wide for the screen is truncated at its tail by default")
    func truncatedByScreen() {
        let host = TestHost(columns: 6, rows: 1) { Text("truncated") }
        #expect(host.screen == "trunc…")
    }

    @Test("multilineTextAlignment aligns each line inside the text's width", arguments: [
        (TextAlignment.leading, "one\nthree\nfive"),
        (.center, " one\nthree\nfive"),
        (.trailing, "  one\nthree\n five"),
    ])
    func alignment(alignment: TextAlignment, shown: String) {
        let host = TestHost(columns: 10, rows: 3) {
            Text("one\nthree\nfive").multilineTextAlignment(alignment)
        }
        #expect(host.screen == shown)
    }

    @Test("Alignment applies to wrapped lines too, inside the width of the widest")
    func alignmentOfWrappedLines() {
        let host = TestHost(columns: 20, rows: 5) {
            Text(Self.fox).frame(width: 10, alignment: .leading).multilineTextAlignment(.center)
        }
        #expect(host.screen == """
            The quick
            brown fox
            jumps over
             the lazy
               dog
            """)
    }

    @Test("Texts joined with + keep their own styles, cell by cell, on one line")
    func concatenation() {
        let host = TestHost(columns: 20, rows: 1) {
            Text("Error: ").bold().foregroundColor(.red) + Text("disk").italic() + Text(" full")
        }
        #expect(host.screen == "Error: disk full")
        for column in 0..<7 {
            #expect(host.cell(column: column, row: 0).attributes == .bold)
            #expect(host.cell(column: column, row: 0).foreground == .red)
        }
        for column in 7..<11 {
            #expect(host.cell(column: column, row: 0).attributes == .italic)
            #expect(host.cell(column: column, row: 0).foreground == nil)
        }
        for column in 11..<16 {
            #expect(host.cell(column: column, row: 0).attributes == [])
        }
        #expect(host.cell(column: 16, row: 0) == .blank)
    }

    @Test("A joined text wraps as one, each piece keeping its style on the line it lands on")
    func concatenationWraps() {
        let host = TestHost(columns: 20, rows: 3) {
            (Text("plain words ") + Text("bold words").bold()).frame(width: 11, alignment: .leading)
        }
        #expect(host.screen == """
            plain words
            bold words
            """)
        #expect((0..<11).allSatisfy { host.cell(column: $0, row: 0).attributes == [] })
        #expect((0..<10).allSatisfy { host.cell(column: $0, row: 1).attributes == .bold })
    }

    @Test("A style set on a view reaches the runs of a joined text that do not set their own")
    func inheritedStyle() {
        let host = TestHost(columns: 10, rows: 1) {
            VStack {
                Text("ab") + Text("cd").foregroundColor(.blue)
            }
            .foregroundStyle(.green)
            .underline()
        }
        #expect(host.cell(column: 0, row: 0).foreground == .green)
        #expect(host.cell(column: 2, row: 0).foreground == .blue)
        #expect((0..<4).allSatisfy { host.cell(column: $0, row: 0).attributes == .underline })
    }
}
