import Testing
@testable import Trellis

/// How text of every script lands in cells: `cellMap` shows the right half
/// of a wide character as `_`, so each expectation states the columns each
/// character takes.
@MainActor
@Suite("Text in every script on screen")
struct TextUnicodeScreenTests {
    @Test("CJK text wraps between any two characters and never splits one; an odd column left over stays empty")
    func cjkWrapping() {
        let host = TestHost(columns: 12, rows: 4) {
            Text("漢字の文化圏").frame(width: 5, alignment: .leading)
        }
        #expect(host.cellMap(columns: 12, rows: 4) == """
            漢_字_
            の_文_
            化_圏_
            """)
        #expect((0..<3).allSatisfy { host.cell(column: 4, row: $0) == .blank })
        #expect(host.emulate(columns: 12, rows: 4) == (host.screen, []))
    }

    @Test("Latin words next to CJK break at the script boundary as well as at spaces")
    func mixedScripts() {
        let host = TestHost(columns: 12, rows: 4) {
            Text("ab漢字cd ef").frame(width: 5, alignment: .leading)
        }
        #expect(host.cellMap(columns: 12, rows: 4) == """
            ab漢_
            字_cd
            ef
            """)
    }

    @Test("CJK text truncated to an odd width ends in the ellipsis without half a character")
    func cjkTruncation() {
        let host = TestHost(columns: 12, rows: 2) {
            Text("漢字の文化圏").frame(width: 6, alignment: .leading).lineLimit(1)
        }
        #expect(host.cellMap(columns: 12, rows: 2) == "漢_字_…")
    }

    @Test("Each kind of cluster takes the columns a terminal gives it", arguments: [
        ("🎉", "🎉_|"),  // default emoji presentation: 2
        ("👨‍👩‍👧", "👨‍👩‍👧_|"),  // a ZWJ family is one cluster of 2
        ("🇯🇵", "🇯🇵_|"),  // a flag: two regional indicators, 2
        ("e\u{301}", "e\u{301}|"),  // a combining acute joins its base: 1
        ("☺\u{FE0F}", "☺\u{FE0F}_|"),  // VS16 asks for emoji presentation: 2
        ("☺\u{FE0E}", "☺\u{FE0E}|"),  // VS15 asks for text presentation: 1
        ("☺", "☺|"),  // a text-default symbol alone: 1
        ("\u{301}", "|"),  // a lone combining mark takes no column and is not drawn
    ])
    func clusterWidths(cluster: String, cells: String) {
        let host = TestHost(columns: 6, rows: 1) { Text(cluster + "|") }
        #expect(host.cellMap(columns: 6, rows: 1) == cells)
    }

    @Test("A screen of mixed clusters reaches the terminal exactly as drawn")
    func clustersOnTheTerminal() {
        let host = TestHost(columns: 10, rows: 5) {
            VStack(alignment: .leading) {
                Text("🎉 party")
                Text("👨‍👩‍👧 family")
                Text("🇯🇵 flag")
                Text("cafe\u{301} ok")
                Text("☺\u{FE0F}☺\u{FE0E}|")
            }
        }
        #expect(host.cellMap(columns: 10, rows: 5) == """
            🎉_ party
            👨‍👩‍👧_ family
            🇯🇵_ flag
            cafe\u{301} ok
            ☺\u{FE0F}_☺\u{FE0E}|
            """)
        #expect(host.emulate(columns: 10, rows: 5) == (host.screen, []))
    }

    @Test("Emoji wrap as whole clusters")
    func emojiWrapping() {
        let host = TestHost(columns: 10, rows: 3) {
            Text("🎉🎉🎉").frame(width: 5, alignment: .leading)
        }
        #expect(host.cellMap(columns: 10, rows: 3) == """
            🎉_🎉_
            🎉_
            """)
    }

    @Test("A wide character cut by the right edge of the screen shows as a space, never half a glyph")
    func wideCharacterAtRightEdge() {
        let host = TestHost(columns: 5, rows: 2) {
            VStack(alignment: .leading) {
                Text("abcd漢").fixedSize()
                Text("abc漢").fixedSize()
            }
        }
        #expect(host.cellMap(columns: 5, rows: 2) == """
            abcd
            abc漢_
            """)
        #expect(host.cell(column: 4, row: 0) == .blank)
        #expect(host.emulate(columns: 5, rows: 2) == ("abcd\nabc漢", []))
    }

    @Test("A wide character cut by the left edge of the screen shows as a space in its second column")
    func wideCharacterAtLeftEdge() {
        let host = TestHost(columns: 5, rows: 1) {
            Text("漢ab").fixedSize().offset(x: -1)
        }
        #expect(host.cellMap(columns: 5, rows: 1) == " ab")
        #expect(host.cell(column: 0, row: 0).width == 1)
        #expect(host.emulate(columns: 5, rows: 1) == (" ab", []))
    }

    @Test("A wide character cut by its frame's clip is drawn as a space too")
    func wideCharacterOverflowingAStack() {
        let host = TestHost(columns: 7, rows: 1) {
            HStack(spacing: 0) {
                Text("ab")
                Text("漢字").fixedSize()
                Text("!")
            }
            .frame(width: 7, alignment: .leading)
        }
        #expect(host.cellMap(columns: 7, rows: 1) == "ab漢_字_!")
    }

    @Test("With ambiguousCharactersAreWide, East Asian ambiguous characters take two columns", arguments: [
        (false, "α①β|"),
        (true, "α_①_β_|"),
    ])
    func ambiguousWidth(isWide: Bool, cells: String) {
        let host = TestHost(columns: 10, rows: 1) {
            Text("α①β|").environment(\.ambiguousCharactersAreWide, isWide)
        }
        #expect(host.cellMap(columns: 10, rows: 1) == cells)
    }

    @Test("Ambiguous characters counted wide wrap by their wide width")
    func ambiguousWrapping() {
        let host = TestHost(columns: 10, rows: 3) {
            Text("αβγ δε").frame(width: 5, alignment: .leading).environment(\.ambiguousCharactersAreWide, true)
        }
        #expect(host.cellMap(columns: 10, rows: 3) == """
            α_β_
            γ_
            δ_ε_
            """)
    }
}
