import Testing
@testable import Trellis

@Suite("Buffer")
struct BufferTests {
    let red = Cell(foreground: .red)
    let onBlue = Cell(background: .blue)

    @Test("A new buffer is blank, and a negative size counts as zero")
    func creation() {
        let buffer = Buffer(width: 3, height: 2)
        #expect(buffer.storage == Array(repeating: .blank, count: 6) && buffer.rowStarts == [0, 3])
        #expect(buffer.text == "")
        #expect(buffer.bounds == CellRect(width: 3, height: 2))

        let empty = Buffer(width: -4, height: 2)
        #expect(empty.width == 0 && empty.height == 2 && empty.storage.isEmpty)
    }

    @Test("Reading outside the buffer gives a blank cell; writing there does nothing")
    func outOfRange() {
        var buffer = Buffer(width: 2, height: 2)
        buffer[column: 5, row: 0] = Cell(character: "x")
        buffer[column: 0, row: -1] = Cell(character: "x")
        #expect(buffer == Buffer(width: 2, height: 2))
        #expect(buffer[column: -1, row: 0] == .blank)
        #expect(buffer[column: 0, row: 2] == .blank)
    }

    @Test("put copies the style's colours, attributes and link but not its character")
    func putCopiesStyle() {
        var buffer = Buffer(width: 4, height: 1)
        var style = Cell(character: "?", width: 1, foreground: .red, background: .blue, attributes: .bold)
        style.link = buffer.addLink("https://swift.org")
        buffer.put("a", width: 1, at: 1, row: 0, style: style, clip: buffer.bounds)

        var expected = style
        expected.character = "a"
        #expect(buffer[column: 1, row: 0] == expected)
        #expect(buffer[column: 1, row: 0].link == 1)
        #expect(buffer.line(0) == " a")
    }

    @Test("A wide character takes its cell and a continuation with the same style")
    func wideCharacter() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: 1, row: 0, style: red, clip: buffer.bounds)
        #expect(buffer[column: 1, row: 0] == Cell(character: "漢", width: 2, foreground: .red))
        #expect(buffer[column: 2, row: 0] == Cell(character: " ", width: 0, foreground: .red))
        #expect(buffer.rowPicture(0) == " 漢· ")
        #expect(buffer.line(0) == " 漢")
    }

    @Test("A cluster of width 0 draws nothing; a width above 2 counts as 2")
    func unusualWidths() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("\u{301}", width: 0, at: 0, row: 0, style: red, clip: buffer.bounds)
        #expect(buffer == Buffer(width: 4, height: 1))
        buffer.put("漢", width: 3, at: 0, row: 0, style: red, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == "漢·  ")
    }

    @Test("A wide character cut by the right edge of the buffer is drawn as a space (Ratatui #925)")
    func wideAtRightEdge() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.put("漢", width: 2, at: 2, row: 0, style: onBlue, clip: buffer.bounds)
        #expect(buffer[column: 2, row: 0] == Cell(character: " ", background: .blue))
        #expect(buffer.rowPicture(0) == "   ")
    }

    @Test("A wide character cut by either edge of the clip leaves a space inside it and nothing outside")
    func wideCutByClip() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.draw("abcdef", row: 0)
        let clip = CellRect(column: 1, row: 0, width: 3, height: 1)
        buffer.put("漢", width: 2, at: 3, row: 0, style: onBlue, clip: clip)
        buffer.put("字", width: 2, at: 0, row: 0, style: onBlue, clip: clip)
        #expect(buffer.rowPicture(0) == "a c ef")
        #expect(buffer[column: 1, row: 0].background == .blue)
        #expect(buffer[column: 3, row: 0].background == .blue)
        #expect(buffer[column: 0, row: 0] == Cell(character: "a"))
        #expect(buffer[column: 4, row: 0] == Cell(character: "e"))
    }

    @Test("Nothing is drawn outside the clip or the buffer")
    func clipping() {
        var buffer = Buffer(width: 3, height: 2)
        let clip = CellRect(column: 1, row: 1, width: 5, height: 5)
        buffer.put("a", width: 1, at: 0, row: 1, style: red, clip: clip)
        buffer.put("b", width: 1, at: 1, row: 0, style: red, clip: clip)
        buffer.put("c", width: 1, at: 3, row: 1, style: red, clip: clip)
        buffer.put("d", width: 1, at: -1, row: -1, style: red, clip: CellRect(column: -5, row: -5, width: 10, height: 10))
        #expect(buffer == Buffer(width: 3, height: 2))
    }

    @Test("Writing over the continuation of a wide character turns its first half into a styled space")
    func overwriteContinuation() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: 0, row: 0, style: red, clip: buffer.bounds)
        buffer.put("x", width: 1, at: 1, row: 0, style: .blank, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == " x  ")
        #expect(buffer[column: 0, row: 0] == Cell(character: " ", foreground: .red))
    }

    @Test("Writing over the first half of a wide character turns its continuation into a styled space")
    func overwriteFirstHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: 1, row: 0, style: red, clip: buffer.bounds)
        buffer.put("x", width: 1, at: 1, row: 0, style: .blank, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == " x  ")
        #expect(buffer[column: 2, row: 0] == Cell(character: " ", foreground: .red))
    }

    @Test("A wide character over two others, offset by one, breaks both")
    func wideOverWide() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.draw("漢字", row: 0, style: red)
        buffer.put("中", width: 2, at: 1, row: 0, style: .blank, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == " 中·   ")
        #expect(buffer[column: 0, row: 0] == Cell(character: " ", foreground: .red))
        #expect(buffer[column: 3, row: 0] == Cell(character: " ", foreground: .red))
    }

    @Test("A clear background keeps the background the cell had")
    func clearBackground() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.fill(buffer.bounds, with: Cell(background: .blue))
        buffer.put("漢", width: 2, at: 0, row: 0, style: Cell(foreground: .red, background: .clear), clip: buffer.bounds)
        buffer.put("a", width: 1, at: 2, row: 0, style: Cell(background: .clear), clip: buffer.bounds)
        #expect(buffer[column: 0, row: 0] == Cell(character: "漢", width: 2, foreground: .red, background: .blue))
        #expect(buffer[column: 1, row: 0] == Cell(character: " ", width: 0, foreground: .red, background: .blue))
        #expect(buffer[column: 2, row: 0] == Cell(character: "a", background: .blue))
    }

    @Test("fill covers the rectangle inside the buffer and repairs wide characters cut by its edges")
    func fill() {
        var buffer = Buffer(width: 6, height: 3)
        buffer.draw("漢字中", row: 1, style: red)
        buffer.fill(CellRect(column: 1, row: 1, width: 2, height: 5), with: Cell(character: "-", background: .blue))
        #expect(buffer.rowPicture(0) == "      ")
        #expect(buffer.rowPicture(1) == " -- 中·")
        #expect(buffer.rowPicture(2) == " --   ")
        #expect(buffer[column: 0, row: 1] == Cell(character: " ", foreground: .red))
        #expect(buffer[column: 3, row: 1] == Cell(character: " ", foreground: .red))
        #expect(buffer[column: 1, row: 2] == Cell(character: "-", background: .blue))
    }

    @Test("fill with a wide character tiles it every second column, with a space where it is cut")
    func wideFill() {
        var buffer = Buffer(width: 6, height: 1)
        buffer.fill(CellRect(column: -1, row: 0, width: 6, height: 1), with: Cell(character: "漢", width: 2))
        #expect(buffer.rowPicture(0) == " 漢·漢· ")
    }

    @Test("addLink reuses an equal URL and refuses unsafe ones")
    func links() {
        var buffer = Buffer(width: 1, height: 1)
        #expect(buffer.addLink("https://a.example") == 1)
        #expect(buffer.addLink("https://b.example") == 2)
        #expect(buffer.addLink("https://a.example") == 1)
        #expect(buffer.addLink("https://a.example/\u{1B}]8;;evil") == 0)
        #expect(buffer.links == ["https://a.example", "https://b.example"])
    }

    @Test("A link is safe when it is 1 to 2,048 bytes of printable ASCII", arguments: [
        ("https://swift.org/documentation?a=b&c=%20d#x", true),
        ("", false),
        ("https://a.example/with space", false),
        ("https://a.example/\u{1B}\\", false),
        ("https://a.example/\u{07}", false),
        ("https://a.example/\u{7F}", false),
        ("https://a.example/\u{9C}", false),
        ("https://例え.jp", false),
        ("https://a.example/" + String(repeating: "x", count: 2048 - 18), true),
        ("https://a.example/" + String(repeating: "x", count: 2049 - 18), false),
    ])
    func linkValidation(url: String, isValid: Bool) {
        #expect(Buffer.isValidLink(url) == isValid)
    }

    @Test("line skips continuations and trailing spaces; text drops trailing empty lines only")
    func lines() {
        var buffer = Buffer(width: 6, height: 5)
        buffer.draw("a 漢 ", row: 0)
        buffer.draw("b", at: 2, row: 2)
        #expect(buffer.line(0) == "a 漢")
        #expect(buffer.line(1) == "")
        #expect(buffer.line(9) == "")
        #expect(buffer.text == "a 漢\n\n  b")
    }
}
