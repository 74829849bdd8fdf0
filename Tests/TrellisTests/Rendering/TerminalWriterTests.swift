import Testing
@testable import Trellis

@Suite("TerminalWriter")
struct TerminalWriterTests {
    typealias ScreenCell = TerminalEmulator.ScreenCell

    static let boldRed = Cell(foreground: .red, attributes: .bold)

    // MARK: Helpers

    /// Renders `frames` in turn, each over the one before, into an emulator,
    /// and checks after every frame that it shows the frame exactly and that
    /// the writer sent nothing it should not. Returns the bytes of each frame.
    @discardableResult
    func play(
        _ frames: [Buffer], writer: TerminalWriter = TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[UInt8]] {
        var writer = writer
        guard let first = frames.first else { return [] }
        var terminal = TerminalEmulator(width: first.width, height: first.height)
        var previous: Buffer?
        var written: [[UInt8]] = []
        for frame in frames {
            let bytes = writer.render(frame, over: previous)
            terminal.feed(bytes)
            #expect(terminal.appearance == expectedScreen(of: frame, capability: writer.capability, hyperlinks: writer.hyperlinks), sourceLocation: sourceLocation)
            #expect(terminal.violations == [], sourceLocation: sourceLocation)
            #expect(foreignBytes(in: bytes) == [], sourceLocation: sourceLocation)
            previous = frame
            written.append(bytes)
        }
        return written
    }

    /// The bytes of the frame that turns `previous` into `next`, after a
    /// full redraw of `previous`.
    func diff(from previous: Buffer, to next: Buffer, capability: ColorCapability = .trueColor) -> String {
        let writer = TerminalWriter(capability: capability, synchronizedOutput: false, hyperlinks: true)
        return text(play([previous, next], writer: writer)[1])
    }

    func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Every part of `bytes` that is neither text nor one of the writer's
    /// own sequences: a control byte other than CR, LF and BS, an ESC that
    /// does not start a CSI sequence or an OSC 8 hyperlink, a C1 control.
    func foreignBytes(in bytes: [UInt8]) -> [String] {
        var foreign: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count else {
                    foreign.append("ESC at the end")
                    continue
                }
                if bytes[index] == UInt8(ascii: "[") {
                    index += 1
                    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
                        index += 1
                    }
                    if index < bytes.count, "HABCDKJmhl".utf8.contains(bytes[index]) {
                        index += 1
                    } else {
                        foreign.append("unfinished CSI")
                    }
                } else if bytes[index...].starts(with: "]8;;".utf8) {
                    index += 4
                    while index < bytes.count, (0x21...0x7E).contains(bytes[index]) {
                        index += 1
                    }
                    if bytes[index...].starts(with: "\u{1B}\\".utf8) {
                        index += 2
                    } else {
                        foreign.append("unterminated OSC 8")
                    }
                } else {
                    foreign.append("ESC \(bytes[index])")
                }
            case 0x0D, 0x0A, 0x08:
                break
            case 0x00..<0x20, 0x7F:
                foreign.append("control \(byte)")
            case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                foreign.append("C1 \(bytes[index])")
            default:
                break
            }
        }
        return foreign
    }

    /// A screen of `width` × `height` with `text` at (`column`, `row`).
    func screen(_ text: String, width: Int = 80, height: Int = 24, at column: Int = 0, row: Int = 0, style: Cell = .blank) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        buffer.draw(text, at: column, row: row, style: style)
        return buffer
    }

    // MARK: Frames

    @Test("A full redraw homes the cursor, resets the style, writes every row and erases blank tails")
    func fullRedraw() {
        let erased = play([Buffer(width: 8, lines: ["ab", ""])], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        #expect(text(erased[0]) == "\u{1B}[H\u{1B}[mab\u{1B}[K\r\n\u{1B}[K")

        // Three trailing spaces are as short as ESC[K: they are written.
        let spaces = play([Buffer(width: 5, lines: ["ab", ""])], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        #expect(text(spaces[0]) == "\u{1B}[H\u{1B}[mab   \r\n\u{1B}[K")
    }

    @Test("Changing one cell writes that cell after one cursor move")
    func oneCell() {
        let bytes = diff(from: screen("Count: 41", row: 2), to: screen("Count: 42", row: 2))
        #expect(bytes == "\u{1B}[3;9H2")
        #expect(bytes.utf8.count == 7)
    }

    @Test("Changing one cell's style writes one cursor move, one style change and the cell")
    func oneStyledCell() {
        let previous = screen("Count: 41", row: 2)
        var next = previous
        next.draw("2", at: 8, row: 2, style: Self.boldRed)
        #expect(diff(from: previous, to: next) == "\u{1B}[3;9H\u{1B}[1;31m2")
    }

    @Test("The style a frame ends in is kept for the next one")
    func styleKeptAcrossFrames() {
        var previous = screen("Count: ", row: 2)
        previous.draw("41", at: 7, row: 2, style: Self.boldRed)
        var next = previous
        next.draw("2", at: 8, row: 2, style: Self.boldRed)
        // The blank rows after "41" were erased without leaving bold red.
        #expect(diff(from: previous, to: next) == "\u{1B}[3;9H2")
    }

    @Test("Spaces between words keep the current foreground and bold: they do not show on a space")
    func spacesKeepStyle() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.draw("ab", row: 0, style: Self.boldRed)
        buffer.draw("cd", at: 3, row: 0, style: Self.boldRed)
        buffer.draw(" ", at: 2, row: 0, style: Cell(background: .blue, attributes: .italic))
        let bytes = play([buffer], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        #expect(text(bytes[0]) == "\u{1B}[H\u{1B}[m\u{1B}[1;31mab\u{1B}[44m \u{1B}[49mcd")

        var underlined = Buffer(width: 5, height: 1)
        underlined.draw("ab cd", row: 0, style: Cell(attributes: .underline))
        underlined.draw(" ", at: 2, row: 0)
        let plainSpace = play([underlined], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        #expect(text(plainSpace[0]) == "\u{1B}[H\u{1B}[m\u{1B}[4mab\u{1B}[m \u{1B}[4mcd")
    }

    @Test("An unchanged frame writes nothing, not even the synchronized-output wrapper")
    func unchangedFrame() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true)
        let frame = screen("hello", style: Self.boldRed)
        _ = writer.render(frame, over: nil)
        #expect(writer.render(frame, over: frame) == [])
    }

    @Test("A frame is wrapped in a synchronized update when asked for")
    func synchronizedOutput() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true)
        let first = screen("a", width: 3, height: 1)
        #expect(text(writer.render(first, over: nil)) == "\u{1B}[?2026h\u{1B}[H\u{1B}[ma  \u{1B}[?2026l")
        // The first frame ended in the last column: CR is the way back.
        #expect(text(writer.render(screen("b", width: 3, height: 1), over: first)) == "\u{1B}[?2026h\rb\u{1B}[?2026l")
    }

    @Test("A frame of another size is redrawn in full")
    func resize() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: true)
        let small = screen("abc", width: 5, height: 1)
        _ = writer.render(small, over: nil)
        #expect(text(writer.render(screen("abc", width: 6, height: 1), over: small)) == "\u{1B}[H\u{1B}[mabc   ")
    }

    @Test("After invalidate the writer moves absolutely and resets the style before writing")
    func invalidate() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: true)
        var previous = screen("Count: 41", row: 2)
        previous.draw("4", at: 7, row: 2, style: Self.boldRed)
        var next = previous
        next.draw("2", at: 8, row: 2, style: Self.boldRed)
        _ = writer.render(previous, over: nil)
        writer.invalidate()
        #expect(text(writer.render(next, over: previous)) == "\u{1B}[3;9H\u{1B}[;1;31m2")
    }

    // MARK: Cursor

    @Test("Cursor moves take the cheapest form", arguments: [
        // From (0, 6) after "abcdef" and ESC[K: back 5 by CUB, then re-print "c" rather than move over it.
        (["abcdef"], ["aXcXef"], "\u{1B}[5DXcX"),
        // Back 2 by backspaces.
        (["abcdef"], ["abcdXf"], "\u{08}\u{08}X"),
        // Forward over five cells by CUF rather than re-printing them.
        (["abcdefgh"], ["aXcdefgX"], "\u{1B}[7DX\u{1B}[5CX"),
        // Up one and back one; then column 0 of the next row by CR LF.
        (["abc", "def"], ["abX", "Xef"], "\u{1B}[A\u{08}X\r\nX"),
        // Column 0 of the same row: CR.
        (["abcdef", "ghijkl"], ["abcdef", "Xhijkl"], "\rX"),
        // From the far corner: an absolute move, home being the shortest.
        (["abc", "def", "ghi"], ["abc", "Xef", "ghi"], "\u{1B}[2HX"),
        (["abc", "", "", "", "", "", "", "", "", "", "", "ghi"], ["Xbc", "", "", "", "", "", "", "", "", "", "", "ghi"], "\u{1B}[HX"),
    ])
    func cursorMoves(previous: [String], next: [String], expected: String) {
        let height = max(previous.count, next.count)
        let bytes = diff(
            from: Buffer(width: 12, lines: previous + Array(repeating: "", count: height - previous.count)),
            to: Buffer(width: 12, lines: next + Array(repeating: "", count: height - next.count))
        )
        #expect(bytes == expected)
    }

    @Test("Unchanged cells in another style are moved over, not re-printed")
    func moveOverStyledGap() {
        var previous = Buffer(width: 10, lines: ["abcdef"])
        previous[column: 2, row: 0].attributes = .bold
        var next = previous
        next[column: 1, row: 0].character = "X"
        next[column: 3, row: 0].character = "X"
        #expect(diff(from: previous, to: next) == "\u{1B}[5DX\u{1B}[CX")
    }

    @Test("After writing the last column the cursor leaves by CR, never by a relative move")
    func pendingWrap() {
        let previous = Buffer(width: 4, lines: ["abcd", "efgh", "ijkl"])
        let next = Buffer(width: 4, lines: ["abcX", "Yfgh", "ijkl"])
        #expect(diff(from: previous, to: next) == "\u{1B}[1;4HX\r\nY")
    }

    // MARK: Style

    @Test("Style changes are the shortest of the specific changes and a reset", arguments: [
        ([Cell(foreground: .red, attributes: .bold), Cell(foreground: .red)], "\u{1B}[1;31ma\u{1B}[22mb"),
        ([Cell(foreground: .red, attributes: [.bold, .italic]), Cell(foreground: .red)], "\u{1B}[1;3;31ma\u{1B}[;31mb"),
        ([Cell(attributes: [.bold, .dim]), Cell(attributes: .dim)], "\u{1B}[1;2ma\u{1B}[;2mb"),
        ([Cell(foreground: .red, background: .blue, attributes: [.bold, .dim]), Cell(foreground: .red, background: .blue, attributes: .dim)], "\u{1B}[1;2;31;44ma\u{1B}[22;2mb"),
        ([Cell(foreground: .red, background: .blue, attributes: .italic), Cell(foreground: .red, background: .blue)], "\u{1B}[3;31;44ma\u{1B}[23mb"),
        ([Cell(foreground: .red), Cell(foreground: .green, background: .blue)], "\u{1B}[31ma\u{1B}[32;44mb"),
        ([Cell(attributes: [.underline, .inverse, .strikethrough]), Cell(attributes: .inverse)], "\u{1B}[4;7;9ma\u{1B}[;7mb"),
        ([Cell(foreground: .ansi(9), background: .ansi(12)), Cell()], "\u{1B}[91;104ma\u{1B}[mb"),
        ([Cell(foreground: .secondary), Cell(foreground: .secondary, attributes: .italic)], "\u{1B}[2ma\u{1B}[3mb"),
    ])
    func styleChanges(styles: [Cell], expected: String) {
        var buffer = Buffer(width: 2, height: 1)
        buffer.draw("a", row: 0, style: styles[0])
        buffer.draw("b", at: 1, row: 0, style: styles[1])
        let bytes = play([buffer], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        #expect(text(bytes[0]) == "\u{1B}[H\u{1B}[m" + expected)
    }

    @Test("Colours are written at the terminal's capability", arguments: [
        (ColorCapability.trueColor, "\u{1B}[1;38;2;18;52;86;48;5;208ma"),
        (.palette256, "\u{1B}[1;38;5;23;48;5;208ma"),
        (.ansi16, "\u{1B}[1;30;43ma"),
        (.none, "\u{1B}[1ma"),
    ])
    func capability(capability: ColorCapability, expected: String) {
        let buffer = screen("a", width: 1, height: 1, style: Cell(foreground: Color(hex: 0x123456), background: .orange, attributes: .bold))
        let bytes = play([buffer], writer: TerminalWriter(capability: capability, synchronizedOutput: false, hyperlinks: false))
        #expect(text(bytes[0]) == "\u{1B}[H\u{1B}[m" + expected)
    }

    // MARK: Wide characters

    @Test("A wide character replaced by two narrow ones and back is drawn correctly")
    func wideAndNarrow() {
        let frames = play([
            Buffer(width: 6, lines: ["a漢b", "漢字"]),
            Buffer(width: 6, lines: ["axyb", " 漢字"]),
            Buffer(width: 6, lines: ["a漢b", "漢字"]),
            Buffer(width: 6, lines: ["ax漢", "字"]),
        ])
        #expect(text(frames[1]).contains("xy"))
    }

    @Test("A ZWJ family emoji changing to a single emoji, and to narrow text, is drawn correctly")
    func emoji() {
        let family = "👨\u{200D}👩\u{200D}👧"
        play([
            Buffer(width: 8, lines: ["x\(family)y"]),
            Buffer(width: 8, lines: ["x😀y"]),
            Buffer(width: 8, lines: ["x👍🏽y"]),
            Buffer(width: 8, lines: ["xaby"]),
            Buffer(width: 8, lines: ["x\(family)y"]),
        ])
    }

    @Test("A wide character cut by the right edge is drawn as a space and never wraps (Ratatui #925)")
    func wideAtRightEdge() {
        var cut = Buffer(width: 4, height: 2)
        cut.draw("abc漢", row: 0)
        cut.draw("def", row: 1)
        let frames = play([Buffer(width: 4, lines: ["ab漢", "def"]), cut, Buffer(width: 4, lines: ["ab漢", "def"])])
        #expect(cut.line(0) == "abc")
        #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[1;3Hc \u{1B}[?2026l")
    }

    @Test("Malformed halves are written as spaces, never as half a character")
    func malformedHalves() {
        var buffer = Buffer(width: 4, height: 1)
        buffer[column: 0, row: 0] = Cell(character: " ", width: 0)
        buffer[column: 1, row: 0] = Cell(character: "漢", width: 2)
        buffer[column: 2, row: 0] = Cell(character: "b")
        buffer[column: 3, row: 0] = Cell(character: "字", width: 2)
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false)
        #expect(text(writer.render(buffer, over: nil)) == "\u{1B}[H\u{1B}[m  b ")
    }

    // MARK: Safety

    @Test("Control characters in cells never reach the terminal: they are written as ?")
    func escapeInjection() {
        var buffer = Buffer(width: 12, height: 1)
        let hostile: [Character] = ["\u{1B}", "[", "2", "J", "\u{9B}", "\u{07}", "\u{7F}", "\r\n", "\u{0}", "\u{85}"]
        for (column, character) in hostile.enumerated() {
            buffer[column: column, row: 0] = Cell(character: character)
        }
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: true, hyperlinks: true)
        let bytes = writer.render(buffer, over: nil)
        #expect(foreignBytes(in: bytes) == [])
        #expect(bytes.filter { $0 == 0x1B }.count == 4)   // ?2026h, H, 0m, ?2026l

        var terminal = TerminalEmulator(width: 12, height: 1)
        terminal.feed(bytes)
        #expect(terminal.violations == [])
        #expect(terminal.lines == "?[2J??????")
    }

    @Test("A link is written as an OSC 8 hyperlink; an unsafe one, or any with hyperlinks off, as plain text")
    func hyperlinks() {
        var buffer = Buffer(width: 10, height: 1)
        var style = Cell()
        style.link = buffer.addLink("https://a.example")
        buffer.draw("ab", row: 0, style: style)
        style.link = buffer.addLink("https://b.example")
        buffer.draw("c", at: 2, row: 0, style: style)
        buffer.links.append("https://c.example/\u{1B}]8;;https://evil.example")
        style.link = 3
        buffer.draw("d", at: 3, row: 0, style: style)

        let linked = play([buffer])[0]
        #expect(text(linked) == "\u{1B}[?2026h\u{1B}[H\u{1B}[m"
            + "\u{1B}]8;;https://a.example\u{1B}\\ab"
            + "\u{1B}]8;;https://b.example\u{1B}\\c"
            + "\u{1B}]8;;\u{1B}\\d\u{1B}[K\u{1B}[?2026l")

        let plain = play([buffer], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))[0]
        #expect(text(plain) == "\u{1B}[H\u{1B}[mabcd\u{1B}[K")
    }

    @Test("A hyperlink open at the end of a frame is closed")
    func hyperlinkClosedAtEndOfFrame() {
        var buffer = Buffer(width: 2, height: 1)
        var style = Cell()
        style.link = buffer.addLink("https://a.example")
        buffer.draw("ab", row: 0, style: style)
        let bytes = play([buffer], writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: true))[0]
        #expect(text(bytes) == "\u{1B}[H\u{1B}[m\u{1B}]8;;https://a.example\u{1B}\\ab\u{1B}]8;;\u{1B}\\")
    }

    // MARK: Cost

    /// A 200 × 60 screen of styled text: words in five styles, a
    /// highlighted row, blank right margins of varying width.
    static func styledScreen() -> Buffer {
        let words = ["Trellis", "draws", "views", "into", "cells", "and", "writes", "only", "what", "changed"]
        let styles = [
            Cell(), Cell(attributes: .bold), Cell(foreground: .red), Cell(foreground: Color(hex: 0x5F87AF)),
            Cell(foreground: .secondary, attributes: .underline),
        ]
        var buffer = Buffer(width: 200, height: 60)
        for row in 0..<60 {
            if row == 10 {
                buffer.fill(CellRect(column: 0, row: row, width: 200, height: 1), with: Cell(background: .blue))
            }
            var column = 0
            var index = row
            while column + 8 < 200 - row {
                let word = words[index % words.count]
                var style = styles[index % styles.count]
                style.background = .clear
                buffer.draw(word, at: column, row: row, style: style)
                column += word.count + 1
                index += 1
            }
        }
        return buffer
    }

    @Test("A full redraw of a styled 200×60 screen costs its text and its style changes; a one-cell change a few bytes")
    func byteCounts() {
        let full = Self.styledScreen()
        var changed = full
        changed.draw("X", at: 100, row: 30, style: Cell(foreground: .red))
        let frames = play([full, changed, changed])
        let textBytes = (0..<60).reduce(0) { $0 + full.line($1).utf8.count }
        // A style change about every seven characters: the SGR sequences
        // cost about as much as the text (25,346 bytes for 9,848 of text).
        #expect(frames[0].count < textBytes * 3)
        #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[31;101H\u{1B}[31mX\u{1B}[?2026l")
        #expect(frames[2].count == 0)
    }

    // MARK: Randomized

    @Test("Random edits: after every frame the terminal shows exactly the buffer", arguments: [
        (UInt64(1), ColorCapability.trueColor), (2, .palette256), (3, .ansi16), (4, .none), (5, .trueColor),
    ])
    func randomEdits(seed: UInt64, capability: ColorCapability) {
        var random = SeededGenerator(state: seed)
        let characters: [Character] = ["a", "b", " ", "漢", "字", "😀", "👨\u{200D}👩\u{200D}👧", "é", "-"]
        let styles = [
            Cell(), Cell(attributes: .bold), Cell(foreground: .red, background: .blue), Cell(background: .clear),
            Cell(foreground: Color(hex: 0x808080), attributes: [.italic, .dim]), Cell(foreground: .secondary),
            Cell(foreground: .orange, background: Color(hex: 0x102030), attributes: [.underline, .inverse]),
        ]
        var writer = TerminalWriter(capability: capability, synchronizedOutput: seed % 2 == 0, hyperlinks: seed != 3)
        var terminal = TerminalEmulator(width: 17, height: 6)
        var previous: Buffer?
        var buffer = Buffer(width: 17, height: 6)
        for step in 0..<300 {
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                var style = styles.randomElement(using: &random)!
                if Int.random(in: 0..<5, using: &random) == 0 {
                    style.link = buffer.addLink(["https://a.example", "https://b.example/x"].randomElement(using: &random)!)
                }
                let column = Int.random(in: -1...17, using: &random)
                let row = Int.random(in: 0..<6, using: &random)
                if Int.random(in: 0..<8, using: &random) == 0 {
                    let rect = CellRect(column: column, row: row, width: Int.random(in: 0...12, using: &random), height: 2)
                    let backgrounds: [Color?] = [nil, .blue, .clear]
                    buffer.fill(rect, with: Cell(background: backgrounds.randomElement(using: &random)!))
                } else {
                    let character = characters.randomElement(using: &random)!
                    buffer.put(character, width: DisplayWidth.of(character), at: column, row: row, style: style, clip: buffer.bounds)
                }
            }
            if step % 50 == 49 {
                writer.invalidate()
            }
            let bytes = writer.render(buffer, over: step % 97 == 96 ? nil : previous)
            terminal.feed(bytes)
            #expect(terminal.appearance == expectedScreen(of: buffer, capability: capability, hyperlinks: seed != 3), "step \(step)")
            #expect(terminal.violations == [], "step \(step)")
            #expect(foreignBytes(in: bytes) == [], "step \(step)")
            previous = buffer
        }
    }
}
