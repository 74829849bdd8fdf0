import Testing

@testable import Trellis

@Suite("Grapheme")
struct GraphemeTests {
    @Test("A grapheme made from one scalar equals the one made from its character")
    func scalarMatchesCharacter() {
        for scalar: Unicode.Scalar in ["a", " ", "é", "│", "┃", "█", "─", "━", "漢"] {
            let grapheme = Grapheme(scalar: scalar)
            #expect(grapheme == Grapheme(Character(scalar)))
            #expect(grapheme.character == Character(scalar))
        }
    }
}
