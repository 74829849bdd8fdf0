import Foundation
import Testing
@testable import Trellis

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as SwiftUI
/// defines them.
@Suite("Collection offsets")
struct CollectionOffsetsTests {
    @Test("remove(atOffsets:) removes every offset given, ignoring those past the end")
    func remove() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([0, 2, 4, 9]))
        #expect(letters == ["b", "d"])
    }

    @Test(
        "move(fromOffsets:toOffset:) puts the elements before the element that was at the destination",
        arguments: [
            ([0], 3, ["b", "c", "a", "d"]),
            ([3], 0, ["d", "a", "b", "c"]),
            ([1], 2, ["a", "b", "c", "d"]),
            ([1], 1, ["a", "b", "c", "d"]),
            ([0, 2], 4, ["b", "d", "a", "c"]),
            ([1, 3], 0, ["b", "d", "a", "c"]),
            ([2], 4, ["a", "b", "d", "c"]),
            ([7], 0, ["a", "b", "c", "d"]),
        ])
    func move(source: [Int], destination: Int, expected: [String]) {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(letters == expected)
    }

    @Test("move works on any mutable collection, such as an array slice")
    func moveSlice() {
        var numbers = [1, 2, 3, 4, 5]
        numbers[1...3].move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(numbers == [1, 3, 4, 2, 5])
    }
}
