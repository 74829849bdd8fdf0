import Testing
@testable import Trellis

/// `TextLayout.printableASCIIWidth(of:)`: the single-line width of runs of
/// printable ASCII, one column a byte, checked eight bytes at a time.
@Suite("TextLayout: the width of printable ASCII")
struct TextLayoutASCIIWidthTests {
    private static func runs(_ strings: [String]) -> [Text.Run] {
        strings.map { Text.Run(string: $0, style: TextRunStyle()) }
    }

    @Test("Printable ASCII takes a column a byte, over every run, from the space to the tilde")
    func printable() {
        #expect(TextLayout.printableASCIIWidth(of: Self.runs([])) == 0)
        #expect(TextLayout.printableASCIIWidth(of: Self.runs(["", "a"])) == 1)
        let all = String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self)
        #expect(TextLayout.printableASCIIWidth(of: Self.runs([all, "row 12", all])) == 95 + 6 + 95)
    }

    @Test(
        "A byte below the space, the delete or a non-ASCII character makes the width nil, wherever it stands in a run",
        arguments: ["\u{0}", "\t", "\u{1F}", "\u{7F}", "é", "漢"])
    func unprintable(_ character: String) {
        for length in 0..<20 {
            for position in 0...length {
                var string = String(repeating: "~", count: length)
                string.insert(contentsOf: character, at: string.index(string.startIndex, offsetBy: position))
                #expect(
                    TextLayout.printableASCIIWidth(of: Self.runs(["ok", string])) == nil,
                    "\(character.unicodeScalars.first!.value) at \(position) of \(length + 1)")
                let spaced = String(repeating: " ", count: length)
                #expect(TextLayout.printableASCIIWidth(of: Self.runs([spaced])) == length)
            }
        }
    }
}
