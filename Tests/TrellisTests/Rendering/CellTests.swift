import Testing
@testable import Trellis

@Suite("Cell")
struct CellTests {
    /// A cell with every field set away from its default.
    static let styled: Cell = {
        var cell = Cell(character: "a", foreground: .red, background: Color(hex: 0x102030), attributes: [.bold])
        cell.link = 2
        return cell
    }()

    @Test("Two cells are equal, and hash alike, when every field is equal")
    func equalCells() {
        let copy = Self.styled
        #expect(copy == Self.styled)
        #expect(copy.hashValue == Self.styled.hashValue)
        #expect(Cell() == .blank)
    }

    /// `Cell.==` lists the fields by hand and the diff compares a cell's
    /// 16 bytes as two words: a new field must be added to both, and to
    /// ``eachFieldCounts()``.
    @Test("A cell has six fields in 16 bytes, as its equality and the diff's byte comparison assume")
    func layout() {
        #expect(Mirror(reflecting: Cell.blank).children.count == 6)
        #expect(MemoryLayout<Cell>.stride == 16)
    }

    @Test("A difference in any one field makes two cells different")
    func eachFieldCounts() {
        var variants: [(String, Cell)] = []
        var cell = Self.styled
        cell.character = "b"
        variants.append(("character", cell))
        cell = Self.styled
        cell.width = 2
        variants.append(("width", cell))
        cell = Self.styled
        cell.foreground = .green
        variants.append(("foreground", cell))
        cell = Self.styled
        cell.foreground = nil
        variants.append(("no foreground", cell))
        cell = Self.styled
        cell.background = Color(hex: 0x102031)
        variants.append(("background", cell))
        cell = Self.styled
        cell.background = nil
        variants.append(("no background", cell))
        cell = Self.styled
        cell.attributes = [.bold, .italic]
        variants.append(("attributes", cell))
        cell = Self.styled
        cell.link = 3
        variants.append(("link", cell))
        for (field, variant) in variants {
            #expect(variant != Self.styled, "\(field)")
            #expect(Self.styled != variant, "\(field)")
        }
    }
}
