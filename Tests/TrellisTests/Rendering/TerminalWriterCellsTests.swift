import Testing
@testable import Trellis

@Suite("TerminalWriter cells")
struct TerminalWriterCellsTests {
    static let red = Cell(foreground: .red)

    /// The bytes that turn `previous` into `next` after a full redraw of
    /// `previous`, checked against an emulator.
    func diff(from previous: Buffer, to next: Buffer) -> String {
        TerminalWriterTests().diff(from: previous, to: next)
    }

    @Test("Runs of a row split by at most three unchanged cells in the current style are written through; four are moved over")
    func shortGapsWrittenThrough() {
        let previous = Buffer(width: 12, lines: ["abcdefghij"])
        let next = Buffer(width: 12, lines: ["XbcdYfghiZ"])
        // "bcd" is shorter than ESC[3C; "fghi" is as long as ESC[4C, which wins the tie.
        #expect(diff(from: previous, to: next) == "\rXbcdY\u{1B}[4CZ")
    }

    @Test("A reprint is measured in bytes: a wide character's two columns take three; a gap of 2 × limit − 1 columns or more is refused")
    func reprintLength() {
        var writer = TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false)
        writer.style = .plain
        let buffer = Buffer(width: 20, lines: ["ab漢cd"])
        #expect(writer.reprintLength(row: 0, from: 0, to: 2, in: buffer, limit: 3) == 2)
        #expect(writer.reprintLength(row: 0, from: 2, to: 4, in: buffer, limit: 4) == 3)
        #expect(writer.reprintLength(row: 0, from: 2, to: 4, in: buffer, limit: 3) == nil)
        #expect(writer.reprintLength(row: 0, from: 0, to: 5, in: buffer, limit: 7) == 6)
        // Blank cells, one byte each: three fit under a limit of four, four do not.
        #expect(writer.reprintLength(row: 0, from: 6, to: 9, in: buffer, limit: 4) == 3)
        #expect(writer.reprintLength(row: 0, from: 6, to: 10, in: buffer, limit: 4) == nil)
        #expect(writer.reprintLength(row: 0, from: 6, to: 20, in: buffer, limit: 5) == nil)
    }

    @Test("A plain space between words of a coloured text is written through: its foreground does not show")
    func plainSpaceWrittenThrough() {
        var previous = Buffer(width: 12, height: 1)
        previous.draw("ab", at: 0, row: 0, style: Self.red)
        previous.draw("cd", at: 3, row: 0, style: Self.red)
        var next = previous
        next.draw("X", at: 0, row: 0, style: Self.red)
        next.draw("Y", at: 4, row: 0, style: Self.red)
        #expect(diff(from: previous, to: next) == "\rXb cY")
    }

    @Test("An unchanged gap in another background or under a visible attribute is moved over, not written through")
    func styledGapMovedOver() {
        var previous = Buffer(width: 12, lines: ["ab cd"])
        previous[column: 2, row: 0].attributes = .underline
        var next = previous
        next[column: 1, row: 0].character = "X"
        next[column: 3, row: 0].character = "Y"
        #expect(diff(from: previous, to: next) == "\u{8}\u{8}\u{8}\u{8}X\u{1B}[CY")

        var coloured = Buffer(width: 12, lines: ["ab cd"])
        coloured[column: 2, row: 0].background = .blue
        var recoloured = coloured
        recoloured[column: 1, row: 0].character = "X"
        recoloured[column: 3, row: 0].character = "Y"
        #expect(diff(from: coloured, to: recoloured) == "\u{8}\u{8}\u{8}\u{8}X\u{1B}[CY")
    }

    @Test("A run written through a short gap into the row's blank tail ends with one erase")
    func gapIntoErasedTail() {
        let previous = Buffer(width: 10, lines: ["ab  zzzzzz"])
        let next = Buffer(width: 10, lines: ["aX"])
        // Without writing through, the two blanks after X were printed
        // again to reach the tail's run: "X  ESC[K".
        #expect(diff(from: previous, to: next) == "\r\u{1B}[CX\u{1B}[K")
    }

    @Test("A stretch of text written as bytes stops at the first cell whose colour, background, attributes, link or width differ")
    func stretchStopsAtStyle() {
        // Each line: "ab" plain, then one cell differing from it in one
        // field, then "cd" plain again.
        let variants: [(String, (inout Cell) -> Void)] = [
            ("foreground", { $0.foreground = .red }),
            ("background", { $0.background = .blue }),
            ("bold", { $0.attributes = .bold }),
            ("underline", { $0.attributes = .underline }),
            ("link", { $0.link = 1 }),
        ]
        var next = Buffer(width: 12, height: variants.count + 1)
        next.links = ["https://a.example"]
        for (row, (_, change)) in variants.enumerated() {
            next.draw("abXcd", at: 0, row: row)
            change(&next[column: 2, row: row])
        }
        next.draw("ab漢cd", at: 0, row: variants.count)
        let previous = Buffer(width: 12, height: variants.count + 1)
        let bytes = diff(from: previous, to: next)
        #expect(bytes.contains("\u{1B}[31mX"), "the red X changes the foreground: \(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}[44mX"), "the X on blue changes the background: \(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}[1mX"), "the bold X: \(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}[4mX"), "the underlined X: \(bytes.debugDescription)")
        #expect(bytes.contains("\u{1B}]8;;https://a.example\u{1B}\\X"), "the linked X: \(bytes.debugDescription)")
        #expect(bytes.contains("ab漢cd"), "a wide character in the stretch is written whole: \(bytes.debugDescription)")
    }
}
