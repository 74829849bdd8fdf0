import Observation
import Testing
@testable import Trellis

/// Finding an element by ID in a `ForEach`'s data: O(log N) reads when the
/// IDs are in order, one outward scan otherwise, never an index of the data.
@MainActor
@Suite("Finding an element by ID")
struct IDSearchTests {
    /// `count` elements whose IDs `id(offset)` gives, counting the elements read.
    final class Reads {
        var count = 0
    }

    struct Counted: RandomAccessCollection {
        let count: Int
        let reads: Reads
        let id: (Int) -> Int
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Int {
            reads.count += 1
            return id(position)
        }
    }

    static func search(_ ids: [Int], for wanted: Int, near: Int, limit: Int? = nil) -> Int? {
        ids.offset(ofElementWithID: wanted, identifiedBy: { $0 }, near: near, within: limit)
    }

    @Test("Ascending, descending and unordered IDs are all found; an absent ID is not")
    func finds() {
        #expect(Self.search([10, 20, 30, 40, 50], for: 10, near: 3) == 0)
        #expect(Self.search([50, 40, 30, 20, 10], for: 10, near: 1) == 4)
        #expect(Self.search([5, 1, 4, 2, 3], for: 1, near: 3) == 1)
        #expect(Self.search([5, 1, 4, 2, 3], for: 9, near: 3) == nil)
        #expect(Self.search([], for: 1, near: 0) == nil)
        #expect(Self.search([7], for: 7, near: 5) == 0)
    }

    @Test("A limit bounds the outward scan of unordered IDs on both sides (the probes of an ordered search are not bounded)")
    func limit() {
        let ids = [9, 3, 8, 1, 7, 2, 6]
        #expect(Self.search(ids, for: 8, near: 3, limit: 1) == 2)
        #expect(Self.search(ids, for: 2, near: 1, limit: 2) == nil)
        #expect(Self.search(ids, for: 2, near: 1, limit: 4) == 5)
    }

    @Test("Ten million IDs in order take at most 2 + log2(N) reads; out of order, one read each at most")
    func reads() {
        let reads = Reads()
        let ordered = Counted(count: 10_000_000, reads: reads, id: { $0 * 3 })
        #expect(ordered.offset(ofElementWithID: 29_999_910, identifiedBy: { $0 }, near: 7, within: nil) == 9_999_970)
        #expect(reads.count <= 3 + 24)
        reads.count = 0
        let descending = Counted(count: 10_000_000, reads: reads, id: { 10_000_000 - $0 })
        #expect(descending.offset(ofElementWithID: 12, identifiedBy: { $0 }, near: 7, within: nil) == 9_999_988)
        #expect(reads.count <= 3 + 24)
        reads.count = 0
        let scattered = Counted(count: 1_000_000, reads: reads, id: { ($0 &* 7_919) % 1_000_003 })
        #expect(scattered.offset(ofElementWithID: (999_970 &* 7_919) % 1_000_003, identifiedBy: { $0 }, near: 7, within: nil) == 999_970)
        #expect(reads.count <= 1_000_000 + 3 + 24)
    }

    struct Row: Identifiable {
        let id: Int
    }

    @Observable
    final class Position {
        var top: Int?
    }

    struct Rows: View {
        let position: Position
        let reads: Reads
        var body: some View {
            @Bindable var position = position
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(Counted(count: 10_000_000, reads: reads, id: { $0 * 2 }).lazy.map { Row(id: $0) }) {
                        Text("row \($0.id)")
                    }
                }
            }
            .scrollPosition(id: $position.top)
        }
    }

    @Test("A scroll position written to an ID of ten million lazily mapped rows in ID order reads O(log N) elements")
    func jump() {
        let position = Position()
        let reads = Reads()
        let host = TestHost(columns: 14, rows: 3) { Rows(position: position, reads: reads) }
        reads.count = 0
        position.top = 19_999_000
        host.update()
        #expect(host.screen == "row 19999000 │\nrow 19999002 │\nrow 19999004 ┃")
        #expect(reads.count < 200)
    }
}
