import Testing
@testable import Trellis

/// The keys of a lazy stack's rows (`LazyRowKey`).
@Suite("Lazy row key")
struct LazyRowKeyTests {
    /// An ID whose values all hash alike, counting its comparisons.
    struct CollidingID: Hashable {
        nonisolated(unsafe) static var comparisons = 0
        let value: Int

        static func == (lhs: CollidingID, rhs: CollidingID) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(0)
        }
    }

    /// An ID counting its comparisons, hashing as its value does.
    struct CountedID: Hashable {
        nonisolated(unsafe) static var comparisons = 0
        let value: Int

        static func == (lhs: CountedID, rhs: CountedID) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(value)
        }
    }

    @Test("Keys are equal when their segments and IDs are, as AnyHashable compares IDs")
    func equality() {
        #expect(LazyRowKey(segment: 1, id: 24) == LazyRowKey(segment: 1, id: 24))
        #expect(LazyRowKey(segment: 1, id: 24) != LazyRowKey(segment: 1, id: 25))
        #expect(LazyRowKey(segment: 1, id: 24) != LazyRowKey(segment: 2, id: 24))
        #expect(LazyRowKey(segment: 1, id: 24) == LazyRowKey(segment: 1, id: AnyHashable(Int8(24))))
        #expect(LazyRowKey(segment: 1, id: 24).hashValue == LazyRowKey(segment: 1, id: AnyHashable(Int8(24))).hashValue)
        #expect(LazyRowKey(segment: 1, id: "b") != LazyRowKey(segment: 1, id: 24))
        // Equal hashes, different IDs: the IDs decide.
        #expect(LazyRowKey(segment: 1, id: CollidingID(value: 1)) != LazyRowKey(segment: 1, id: CollidingID(value: 2)))
        #expect(LazyRowKey(segment: 1, id: CollidingID(value: 1)) == LazyRowKey(segment: 1, id: CollidingID(value: 1)))
    }

    @Test("A lookup among keys of other hashes compares no IDs; the key found is compared once")
    func comparisonsOfIDs() {
        var rows: [LazyRowKey: Int] = [:]
        for value in 0..<128 {
            rows[LazyRowKey(segment: 0, id: CountedID(value: value))] = value
        }
        CountedID.comparisons = 0
        // A hundred misses: most probe past other keys' buckets.
        #expect((500..<600).allSatisfy { rows[LazyRowKey(segment: 0, id: CountedID(value: $0))] == nil })
        #expect(CountedID.comparisons == 0)
        #expect(rows[LazyRowKey(segment: 0, id: CountedID(value: 24))] == 24)
        #expect(CountedID.comparisons == 1)
    }

    @Test("Keys made from typed IDs equal the keys made from their boxes; Int IDs compare as integers")
    func typedIDs() {
        #expect(LazyRowKey(segment: 1, typedID: 24) == LazyRowKey(segment: 1, typedID: 24))
        #expect(LazyRowKey(segment: 1, typedID: 24) != LazyRowKey(segment: 1, typedID: 25))
        #expect(LazyRowKey(segment: 1, typedID: 24) != LazyRowKey(segment: 2, typedID: 24))
        // One key without the integer: the boxes decide, by AnyHashable's rules.
        #expect(LazyRowKey(segment: 1, typedID: 24) == LazyRowKey(segment: 1, id: 24))
        #expect(LazyRowKey(segment: 1, typedID: 24) == LazyRowKey(segment: 1, typedID: Int8(24)))
        #expect(LazyRowKey(segment: 1, typedID: Int8(24)) == LazyRowKey(segment: 1, typedID: 24))
        #expect(LazyRowKey(segment: 1, typedID: 24).hashValue == LazyRowKey(segment: 1, id: 24).hashValue)
        #expect(LazyRowKey(segment: 1, typedID: "b") == LazyRowKey(segment: 1, id: "b"))
        #expect(LazyRowKey(segment: 1, typedID: "b") != LazyRowKey(segment: 1, typedID: 24))
        CountedID.comparisons = 0
        #expect(LazyRowKey(segment: 1, typedID: CountedID(value: 3)) == LazyRowKey(segment: 1, typedID: CountedID(value: 3)))
        #expect(CountedID.comparisons == 1)
    }
}
