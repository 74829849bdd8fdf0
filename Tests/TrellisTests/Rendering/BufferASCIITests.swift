import Testing
@testable import Trellis

@Suite("Buffer: a run of ASCII")
struct BufferASCIITests {
    @Test("A run is drawn a byte a column in its style, and stops before the end column")
    func drawsRun() {
        var buffer = Buffer(width: 8, height: 1)
        buffer.fill(CellRect(column: 0, row: 0, width: 8, height: 1), with: Cell(background: .blue))
        let next = buffer.putASCII(
            "abcdef", at: 1, row: 0, end: 5, style: Cell(foreground: .red, background: .clear), clip: buffer.bounds)
        #expect(next == 5)
        #expect(buffer.rowPicture(0) == " abcd   ")
        #expect(buffer[column: 1, row: 0] == Cell(character: "a", foreground: .red, background: .blue))
        #expect(buffer[column: 5, row: 0] == Cell(background: .blue))
    }

    @Test("Over half of a wide character, the other half becomes a space, as put does")
    func repairsWideCharacters() {
        var buffer = Buffer(width: 8, height: 1)
        buffer.put("漢", width: 2, at: 0, row: 0, style: .blank, clip: buffer.bounds)
        buffer.put("字", width: 2, at: 4, row: 0, style: .blank, clip: buffer.bounds)
        _ = buffer.putASCII("xy", at: 1, row: 0, end: 8, style: .blank, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == " xy 字·  ")
        _ = buffer.putASCII("z", at: 5, row: 0, end: 8, style: .blank, clip: buffer.bounds)
        #expect(buffer.rowPicture(0) == " xy  z  ")
    }

    @Test("Outside the clip nothing is drawn, and the returned column still counts the bytes")
    func clips() {
        var buffer = Buffer(width: 6, height: 2)
        let clip = CellRect(column: 2, row: 0, width: 2, height: 1)
        #expect(buffer.putASCII("abcdef", at: 0, row: 0, end: 6, style: .blank, clip: clip) == 6)
        #expect(buffer.putASCII("abcdef", at: 0, row: 1, end: 6, style: .blank, clip: clip) == 6)
        #expect(buffer.text == "  cd")
        #expect(buffer.putASCII("ab", at: 4, row: 0, end: 2, style: .blank, clip: buffer.bounds) == 4)
    }

    @Test("Over random rows of wide and narrow characters, a run draws what put draws byte by byte")
    func matchesPut() {
        var random = SeededGenerator(state: 17)
        let wide: [Character] = ["漢", "字", "😀"]
        for _ in 0..<300 {
            var buffer = Buffer(width: 12, height: 2)
            var column = 0
            while column < 12 {
                if Bool.random(using: &random) {
                    buffer.put(wide.randomElement(using: &random)!, width: 2, at: column, row: 0, style: .blank, clip: buffer.bounds)
                    column += 2
                } else {
                    column += 1
                }
            }
            let start = Int.random(in: -3...12, using: &random)
            let end = Int.random(in: 0...14, using: &random)
            let clip = CellRect(
                column: Int.random(in: -1...8, using: &random), row: Int.random(in: -1...1, using: &random),
                width: Int.random(in: 0...12, using: &random), height: Int.random(in: 0...2, using: &random))
            let text = String((0..<Int.random(in: 0...10, using: &random)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            })
            let style = Cell(foreground: .green, background: Bool.random(using: &random) ? .clear : .red)
            var expected = buffer
            for (offset, character) in text.enumerated() where start + offset < end {
                expected.put(character, width: 1, at: start + offset, row: 0, style: style, clip: clip)
            }
            let expectedCuts = expected.cutCharacters
            let next = buffer.putASCII(text, at: start, row: 0, end: end, style: style, clip: clip)
            #expect(buffer == expected, "\(text) at \(start) to \(end) in \(clip)")
            #expect(buffer.cutCharacters == expectedCuts)
            #expect(next == start + max(0, min(text.count, end - start)))
        }
    }
}
