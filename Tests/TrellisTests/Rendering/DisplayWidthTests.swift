import Testing
@testable import Trellis

@Suite("Display width")
struct DisplayWidthTests {
    /// The width of `text`, which must be exactly one grapheme cluster.
    private func width(_ text: String, ambiguousIsWide: Bool = false) -> Int? {
        guard text.count == 1, let character = text.first else { return nil }
        return DisplayWidth.of(character, ambiguousIsWide: ambiguousIsWide)
    }

    @Test("ASCII characters are one column", arguments: ["a", "Z", "0", " ", "~", "#", "*"])
    func ascii(text: String) {
        #expect(width(text) == 1)
    }

    @Test("CJK ideographs, kana and fullwidth forms are two columns; halfwidth forms one", arguments: [
        ("漢", 2), ("字", 2), ("\u{2000B}", 2), ("\u{3400}", 2), ("あ", 2), ("カ", 2),
        ("Ａ", 2), ("！", 2), ("\u{3000}", 2), ("￥", 2),
        ("ｱ", 1), ("ﾟ", 1), ("｡", 1),
    ])
    func cjk(text: String, expected: Int) {
        #expect(width(text) == expected)
    }

    @Test("Hangul syllables and leading jamo are two columns; medial and final jamo none", arguments: [
        ("한", 2), ("글", 2), ("\u{1100}", 2),
        ("\u{1100}\u{1161}", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{A960}\u{D7B0}", 2),
        ("\u{1161}", 0), ("\u{11A8}", 0), ("\u{D7B0}", 0), ("\u{D7FB}", 0),
    ])
    func hangul(text: String, expected: Int) {
        #expect(width(text) == expected)
    }

    @Test("Combining marks add nothing to their base and are zero on their own", arguments: [
        ("e\u{301}", 1), ("a\u{308}\u{304}", 1), ("a\u{20DD}", 1), ("漢\u{301}", 2),
        ("\u{301}", 0), ("\u{20DD}", 0),
        // Devanagari: virama, vowel signs (spacing and not), candrabindu.
        ("क", 1), ("क\u{94D}", 1), ("कि", 1), ("कु", 1), ("क\u{901}", 1),
        ("\u{94D}", 0), ("\u{901}", 0),
    ])
    func combiningMarks(text: String, expected: Int) {
        #expect(width(text) == expected)
    }

    @Test("Zero width space, joiners, marks and the byte order mark take no column", arguments: [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{202E}",
        "\u{2060}", "\u{2063}", "\u{FEFF}", "\u{FE0F}", "\u{FE0E}", "\u{E0001}",
    ])
    func zeroWidth(text: String) {
        #expect(width(text) == 0)
    }

    @Test("A cluster with a zero-width base takes the width of its first visible scalar")
    func zeroWidthBase() {
        // U+0600 ARABIC NUMBER SIGN is a prepended format character.
        #expect(width("\u{600}1") == 1)
        #expect(width("\u{600}\u{661}") == 1)
        // A spacing mark after a lone combining mark.
        #expect(width("\u{301}\u{93E}") == 1)
    }

    @Test("Emoji with default emoji presentation are two columns", arguments: [
        "😀", "🚀", "🎉", "⌚", "⭐", "🀄", "🧑", "👍", "🫠",
        "🫨",  // U+1FAE8, newer than the tables: unassigned code points in the emoji blocks are wide
    ])
    func emoji(text: String) {
        #expect(width(text) == 2)
    }

    @Test("Text-presentation emoji are one column, two with VS16", arguments: [
        ("☺", 1), ("☺\u{FE0F}", 2), ("❤", 1), ("❤\u{FE0F}", 2), ("✔", 1), ("✔\u{FE0F}", 2),
        ("♀", 1), ("♀\u{FE0F}", 2), ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2), ("1\u{20E3}", 1),
    ])
    func variationSelector16(text: String, expected: Int) {
        #expect(width(text) == expected)
    }

    @Test("VS15 asks for text presentation: one column", arguments: [
        "☺\u{FE0E}", "⌚\u{FE0E}", "😀\u{FE0E}", "❤\u{FE0E}",
    ])
    func variationSelector15(text: String) {
        #expect(width(text) == 1)
    }

    @Test("Emoji ZWJ sequences take the width of their base", arguments: [
        "👨‍👩‍👧", "👨‍👩‍👧‍👦", "👩‍💻", "🧑‍🤝‍🧑", "🏳️‍🌈", "❤️‍🔥", "👁️‍🗨️", "🏃‍♀️",
    ])
    func zwjSequences(text: String) {
        #expect(width(text) == 2)
    }

    @Test("Skin-tone modifiers add nothing", arguments: [
        "👍🏽", "👋🏿", "🧑🏻‍💻", "👩🏾‍🤝‍👩🏼", "🏻",
    ])
    func skinTones(text: String) {
        #expect(width(text) == 2)
    }

    @Test("Flags are two columns; a lone regional indicator is one", arguments: [
        ("🇫🇷", 2), ("🇯🇵", 2), ("🇺🇳", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("🇫", 1), ("🇿", 1),
    ])
    func flags(text: String, expected: Int) {
        #expect(width(text) == expected)
    }

    @Test("East Asian ambiguous characters are one column, or two when ambiguous is wide", arguments: [
        ("·", 1, 2), ("α", 1, 2), ("Ω", 1, 2), ("①", 1, 2), ("Д", 1, 2), ("§", 1, 2), ("°", 1, 2),
        ("→", 1, 2), ("\u{E000}", 1, 2), ("\u{AD}", 1, 2), ("é", 1, 2), ("ß", 1, 2), ("€", 1, 2),
        // Not ambiguous: the setting changes nothing.
        ("a", 1, 1), ("e\u{301}", 1, 1), ("Ü", 1, 1), ("ö", 1, 1), ("¥", 1, 1), ("漢", 2, 2), ("\u{301}", 0, 0),
        // A variation selector wins over the setting.
        ("♀\u{FE0F}", 2, 2), ("①\u{FE0E}", 1, 1),
        // Combining marks are zero width although ambiguous.
        ("α\u{301}", 1, 2),
    ])
    func ambiguous(text: String, narrow: Int, wide: Int) {
        #expect(width(text, ambiguousIsWide: false) == narrow)
        #expect(width(text, ambiguousIsWide: true) == wide)
    }

    @Test("The soft hyphen is visible: one column")
    func softHyphen() {
        #expect(width("\u{AD}") == 1)
        #expect(DisplayWidth.of("soft\u{AD}hyphen") == 11)
    }

    @Test("Control characters are one column each, the width of the symbol drawn for them", arguments: [
        ("\u{0}", 1), ("\u{7}", 1), ("\t", 1), ("\n", 1), ("\u{1B}", 1), ("\u{1F}", 1),
        ("\u{7F}", 1), ("\u{80}", 1), ("\u{85}", 1), ("\u{9B}", 1), ("\u{9F}", 1),
        ("\r\n", 2),
    ])
    func controls(text: String, expected: Int) {
        #expect(width(text) == expected)
        #expect(width(text, ambiguousIsWide: true) == expected)
    }

    @Test("A string is as wide as the sum of its characters", arguments: [
        ("", 0), ("hello", 5), ("a b\tc", 5), ("a\r\nb", 4), ("漢字", 4), ("ｈｉ", 4), ("Ünïcödé", 7),
        ("e\u{301}te\u{301}", 3), ("a\u{200B}b", 2), ("👨‍👩‍👧🇫🇷", 4), ("☺︎☺️", 3),
        ("한\u{1100}\u{1161}\u{11A8}", 4), ("x·y", 3), ("\u{1B}[2J", 4),
    ])
    func strings(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(text[...]) == expected)
    }

    @Test("String sums follow the ambiguous setting")
    func ambiguousStrings() {
        #expect(DisplayWidth.of("α·①") == 3)
        #expect(DisplayWidth.of("α·①", ambiguousIsWide: true) == 6)
        #expect(DisplayWidth.of("ab漢", ambiguousIsWide: true) == 4)
        let substring = "--αβ--".dropFirst(2).dropLast(2)
        #expect(DisplayWidth.of(substring, ambiguousIsWide: true) == 4)
    }

    @Test("Every cluster is 0, 1 or 2 columns")
    func alwaysZeroOneOrTwo() {
        let samples = "a漢é👨‍👩‍👧🇫🇷🇫☺︎☺️\u{200B}\u{301}\r\n\u{1B}\u{AD}①👍🏽🏴󠁧󠁢󠁳󠁣󠁴󠁿\u{1100}\u{1161}\u{11A8}🇫🇷🇯"
        for character in samples {
            #expect((0...2).contains(DisplayWidth.of(character)))
            #expect((0...2).contains(DisplayWidth.of(character, ambiguousIsWide: true)))
        }
    }

    // MARK: Tables

    /// The three generated tables, by name.
    private static let tables: [(name: String, starts: [UInt32], ends: [UInt32])] = [
        ("zero width", DisplayWidthTable.zeroWidthStarts, DisplayWidthTable.zeroWidthEnds),
        ("wide", DisplayWidthTable.wideStarts, DisplayWidthTable.wideEnds),
        ("ambiguous", DisplayWidthTable.ambiguousStarts, DisplayWidthTable.ambiguousEnds),
    ]

    @Test("Each generated table is sorted, non-overlapping and merged")
    func tablesSorted() {
        for table in Self.tables {
            #expect(table.starts.count == table.ends.count, "\(table.name)")
            #expect(!table.starts.isEmpty, "\(table.name)")
            for index in table.starts.indices {
                #expect(table.starts[index] <= table.ends[index], "\(table.name) range \(index)")
                #expect(table.ends[index] <= 0x10FFFF, "\(table.name) range \(index)")
                if index > 0 {
                    // Strictly after the previous range, with a gap: adjacent ranges are merged.
                    #expect(table.ends[index - 1] + 1 < table.starts[index], "\(table.name) range \(index)")
                }
            }
        }
    }

    @Test("The tables are disjoint and leave out controls and surrogates")
    func tablesDisjoint() {
        var all: [(start: UInt32, end: UInt32)] = []
        for table in Self.tables {
            for index in table.starts.indices {
                all.append((table.starts[index], table.ends[index]))
            }
        }
        all.sort { $0.start < $1.start }
        for index in all.indices.dropFirst() {
            #expect(all[index - 1].end < all[index].start)
        }
        let excluded: [ClosedRange<UInt32>] = [0x00...0x1F, 0x7F...0x9F, 0xD800...0xDFFF]
        for range in all {
            for excludedRange in excluded {
                #expect(!excludedRange.overlaps(range.start...range.end))
            }
        }
    }

    @Test("The Latin-1 bit masks agree with the ambiguous table")
    func latin1Masks() {
        for value in UInt32(0x80)...0xFF {
            let inTable = DisplayWidth.contains(
                value, starts: DisplayWidthTable.ambiguousStarts, ends: DisplayWidthTable.ambiguousEnds
            )
            let scalar = Unicode.Scalar(value)!
            #expect((DisplayWidth.kind(of: scalar) == .ambiguous) == inTable, "U+\(String(value, radix: 16))")
            #expect(!DisplayWidth.contains(
                value, starts: DisplayWidthTable.zeroWidthStarts, ends: DisplayWidthTable.zeroWidthEnds
            ))
            #expect(!DisplayWidth.contains(
                value, starts: DisplayWidthTable.wideStarts, ends: DisplayWidthTable.wideEnds
            ))
        }
    }

    @Test("Binary search finds every range's bounds and nothing just outside them")
    func binarySearch() {
        for table in Self.tables {
            for index in table.starts.indices {
                let start = table.starts[index]
                let end = table.ends[index]
                #expect(DisplayWidth.contains(start, starts: table.starts, ends: table.ends))
                #expect(DisplayWidth.contains(end, starts: table.starts, ends: table.ends))
                #expect(DisplayWidth.contains(start + (end - start) / 2, starts: table.starts, ends: table.ends))
                #expect(!DisplayWidth.contains(start - 1, starts: table.starts, ends: table.ends))
                #expect(!DisplayWidth.contains(end + 1, starts: table.starts, ends: table.ends))
            }
        }
        #expect(!DisplayWidth.contains(5, starts: [], ends: []))
    }

    @Test("Scalars get the class of their table", arguments: [
        (0x41, DisplayWidth.Kind.narrow), (0xB7, .ambiguous), (0xE9, .ambiguous), (0xDC, .narrow),
        (0x300, .zero), (0x3B1, .ambiguous),
        (0x4E00, .wide), (0xAC00, .wide), (0xFF21, .wide), (0x1F600, .wide), (0x1F1E6, .narrow),
        (0x200D, .zero), (0xFE0F, .zero), (0xAD, .ambiguous), (0x1B, .narrow), (0x9B, .narrow),
        (0x2FFFD, .wide), (0x10FFFF, .narrow),
        // Unassigned in the tables' Unicode version: wide in the emoji and CJK blocks, narrow elsewhere.
        (0x1FAE8, .wide), (0x2A6E0, .wide), (0x0378, .narrow), (0x2065, .zero),
    ] as [(UInt32, DisplayWidth.Kind)])
    func kinds(value: UInt32, kind: DisplayWidth.Kind) {
        #expect(DisplayWidth.kind(of: Unicode.Scalar(value)!) == kind)
    }
}
