import Testing
@testable import Trellis

/// The table behind multi-scalar graphemes stays bounded: two generations,
/// the oldest dropped when the current one fills.
@Suite("Grapheme table")
struct GraphemeTableTests {
    /// The `n`th of 65,536 distinct clusters: "a" and four combining marks.
    func cluster(_ n: Int) -> String {
        "a" + (0..<4).map { String(Character(Unicode.Scalar(0x300 + (n >> (4 * $0)) & 0xF)!)) }.joined()
    }

    @Test("The worked example: a full generation becomes the previous one, and the one before is dropped")
    func generations() {
        let table = GraphemeTable(capacity: 3)
        let first = (0..<3).map { table.index(of: cluster($0)) }
        #expect(first == [0, 1, 2])
        #expect(table.index(of: cluster(1)) == 1)

        let fourth = table.index(of: cluster(3))
        #expect(fourth == 1 << 16)
        #expect(table.cluster(at: first[1]) == cluster(1))
        let again = table.index(of: cluster(0))
        #expect(again == 1 << 16 | 1)
        #expect(table.count == 5)

        _ = table.index(of: cluster(4))
        let dropping = table.index(of: cluster(5))
        #expect(dropping == 2 << 16)
        #expect(table.cluster(at: first[1]) == GraphemeTable.dropped)
        #expect(table.cluster(at: fourth) == cluster(3))
        #expect(table.cluster(at: dropping) == cluster(5))
        #expect(table.count == 4)
    }

    @Test("Interning 65,536 distinct clusters keeps at most two generations")
    func bounded() {
        let table = GraphemeTable(capacity: 1_000)
        var most = 0
        for n in 0..<65_536 {
            let value = table.index(of: cluster(n))
            #expect(table.cluster(at: value) == cluster(n))
            most = max(most, table.count)
        }
        #expect(most == 2_000)
    }

    @Test("A generation also ends when its clusters reach the byte capacity")
    func byteCapacity() {
        let table = GraphemeTable(capacity: 100, byteCapacity: 20)
        let size = cluster(0).utf8.count
        #expect(size == 9)
        #expect(table.index(of: cluster(0)) == 0)
        #expect(table.index(of: cluster(1)) == 1)
        #expect(table.index(of: cluster(2)) == 1 << 16)
    }

    @Test("Generations wrap after 2^15 without leaving the 31 bits a grapheme keeps")
    func wrapping() {
        let table = GraphemeTable(capacity: 1)
        var value: UInt32 = 0
        for n in 0...(1 << 15) {
            value = table.index(of: cluster(n & 0xFFFF))
            #expect(value & 0x8000_0000 == 0)
        }
        #expect(value == 0)
        #expect(table.cluster(at: value) == cluster(1 << 15 & 0xFFFF))
    }
}
