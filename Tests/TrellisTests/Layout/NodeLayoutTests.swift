import Testing
@testable import Trellis

@Suite("Node layout cache")
struct NodeLayoutTests {
    @Test("keeps its flags and its placement in its first 48 bytes, and the fields only containers use last")
    func fieldOrder() {
        let offset = { (field: PartialKeyPath<NodeLayout>) in MemoryLayout<NodeLayout>.offset(of: field) ?? -1 }
        for field: PartialKeyPath<NodeLayout> in [\.needsLayout, \.needsDisplay, \.isTransparent, \.measuredForAnyHeight] {
            #expect((0..<8).contains(offset(field)))
        }
        #expect((0..<48).contains(offset(\.size)))
        #expect((0..<48).contains(offset(\.origin)))
        #expect(offset(\.items) >= 48 + 64)
        #expect(offset(\.stack) >= 48 + 64)
    }

    @Test("keeps the nine most recent proposals and forgets the oldest")
    func keepsNineProposals() {
        var layout = NodeLayout()
        for width in 0..<10 {
            layout.cache(CellSize(width: width, height: 100 + width), for: CellProposal(width: width, height: nil))
        }
        #expect(layout.cachedSize(for: CellProposal(width: 0, height: nil)) == nil)
        for width in 1..<10 {
            #expect(layout.cachedSize(for: CellProposal(width: width, height: nil)) == CellSize(width: width, height: 100 + width))
        }
    }

    @Test("tells a missing length from a zero one, and an unlimited one from both")
    func distinguishesNilZeroAndUnlimited() {
        var layout = NodeLayout()
        layout.cache(CellSize(width: 1, height: 1), for: CellProposal(width: nil, height: 0))
        layout.cache(CellSize(width: 2, height: 2), for: CellProposal(width: 0, height: nil))
        layout.cache(CellSize(width: 3, height: 3), for: CellProposal(width: CellProposal.unlimited, height: nil))
        #expect(layout.cachedSize(for: CellProposal(width: nil, height: 0)) == CellSize(width: 1, height: 1))
        #expect(layout.cachedSize(for: CellProposal(width: 0, height: nil)) == CellSize(width: 2, height: 2))
        #expect(layout.cachedSize(for: CellProposal(width: CellProposal.unlimited, height: nil)) == CellSize(width: 3, height: 3))
        #expect(layout.cachedSize(for: CellProposal(width: nil, height: nil)) == nil)
        #expect(layout.cachedSize(for: CellProposal(width: 0, height: 0)) == nil)
    }

    @Test("keeps sizes larger than any proposal, such as a long column's height")
    func keepsLargeSizes() {
        var layout = NodeLayout()
        layout.cache(CellSize(width: 80, height: 10_000_000), for: CellProposal(width: 80, height: 60))
        #expect(layout.cachedSize(for: CellProposal(width: 80, height: 60)) == CellSize(width: 80, height: 10_000_000))
    }

    @Test("files a size measured for any height under its width: every height of that width finds it, no other width does")
    func anyHeight() {
        var layout = NodeLayout()
        layout.measuredForAnyHeight = true
        layout.cache(CellSize(width: 5, height: 1), for: CellProposal(width: 80, height: 0))
        #expect(!layout.measuredForAnyHeight)
        for height in [0, 1, 24, CellProposal.unlimited] {
            #expect(layout.cachedSize(for: CellProposal(width: 80, height: height)) == CellSize(width: 5, height: 1))
        }
        #expect(layout.cachedSize(for: CellProposal(width: 80, height: nil)) == CellSize(width: 5, height: 1))
        #expect(layout.cachedSize(for: CellProposal(width: 79, height: 0)) == nil)
        #expect(layout.cachedSize(for: CellProposal(width: nil, height: 0)) == nil)
        // The flag is spent: the next size is filed under its proposal alone.
        layout.cache(CellSize(width: 3, height: 2), for: CellProposal(width: 3, height: 0))
        #expect(layout.cachedSize(for: CellProposal(width: 3, height: 0)) == CellSize(width: 3, height: 2))
        #expect(layout.cachedSize(for: CellProposal(width: 3, height: 1)) == nil)
    }

    @Test("tells whether a width's size holds for any height, among recent and older entries, and forgets it when cleared")
    func sizeHoldsForAnyHeight() {
        var layout = NodeLayout()
        layout.measuredForAnyHeight = true
        layout.cache(CellSize(width: 5, height: 1), for: CellProposal(width: 80, height: 0))
        layout.cache(CellSize(width: 5, height: 2), for: CellProposal(width: 4, height: 0))
        #expect(layout.sizeHoldsForAnyHeight(CellProposal(width: 80, height: 0)))
        #expect(layout.sizeHoldsForAnyHeight(CellProposal(width: 80, height: CellProposal.unlimited)))
        #expect(layout.sizeHoldsForAnyHeight(CellProposal(width: 80, height: nil)))
        #expect(!layout.sizeHoldsForAnyHeight(CellProposal(width: 79, height: 0)))
        // Filed under its proposal alone: found, but not for any height.
        #expect(layout.cachedSize(for: CellProposal(width: 4, height: 0)) == CellSize(width: 5, height: 2))
        #expect(!layout.sizeHoldsForAnyHeight(CellProposal(width: 4, height: 0)))
        // Pushed out of the recent entries into the older ones.
        for height in 10..<14 {
            layout.cache(CellSize(width: 1, height: height), for: CellProposal(width: 1, height: height))
        }
        #expect(layout.sizeHoldsForAnyHeight(CellProposal(width: 80, height: 3)))
        layout.clearCache()
        #expect(!layout.sizeHoldsForAnyHeight(CellProposal(width: 80, height: 3)))
    }

    @Test("forgets every size when cleared")
    func clearForgetsEverything() {
        var layout = NodeLayout()
        for width in 0..<6 {
            layout.cache(CellSize(width: width, height: 1), for: CellProposal(width: width, height: 1))
        }
        layout.clearCache()
        for width in 0..<6 {
            #expect(layout.cachedSize(for: CellProposal(width: width, height: 1)) == nil)
        }
        layout.cache(CellSize(width: 7, height: 1), for: CellProposal(width: 7, height: 1))
        #expect(layout.cachedSize(for: CellProposal(width: 7, height: 1)) == CellSize(width: 7, height: 1))
        #expect(layout.cachedSize(for: CellProposal(width: 0, height: 1)) == nil)
    }
}
