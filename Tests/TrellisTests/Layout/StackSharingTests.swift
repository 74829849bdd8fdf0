import Testing
@testable import Trellis

@MainActor
@Suite("Stack sharing")
struct StackSharingTests {
    /// A subview for the sharing: its height is its offer kept between a
    /// minimum and a maximum (its ideal when offered none), and its width
    /// is fixed. A subview whose minimum is its maximum takes the same size
    /// for any height.
    struct Subview {
        var minimum: Int
        var maximum: Int
        var ideal: Int
        var width = 3

        static func fixed(_ height: Int, width: Int = 3) -> Subview {
            Subview(minimum: height, maximum: height, ideal: height, width: width)
        }

        var holdsForAnyHeight: Bool { minimum == maximum }

        func size(for proposal: CellProposal) -> CellSize {
            CellSize(width: width, height: min(max(proposal.height ?? ideal, minimum), maximum))
        }
    }

    /// The sharing of `available` rows among `subviews`, told which hold
    /// for any height when `knowsFixed`, and how many measurements it made.
    static func share(
        _ available: Int?, among subviews: [Subview], priorities: [Double]? = nil, knowsFixed: Bool
    ) -> (sharing: StackSharing, measurements: Int) {
        var measurements = 0
        let sharing = StackSharing(
            available: available, axis: .vertical, crossProposal: 80,
            priorities: priorities ?? Array(repeating: 0, count: subviews.count),
            measure: { index, proposal in
                measurements += 1
                return subviews[index].size(for: proposal)
            },
            holdsForAnyLength: { index, _ in knowsFixed && subviews[index].holdsForAnyHeight })
        return (sharing, measurements)
    }

    static func expectSame(_ left: StackSharing, _ right: StackSharing) {
        #expect(left.offers == right.offers)
        #expect(left.mainLengths == right.mainLengths)
        #expect(left.crossLengths == right.crossLengths)
        #expect(left.minimums == right.minimums)
        #expect(left.flexibilities == right.flexibilities)
    }

    @Test("measures rows of a fixed size once each, not three times, and shares the space as if it had probed them")
    func fixedRowsMeasuredOnce() {
        let rows = (0..<100).map { Subview.fixed(1 + $0 % 3, width: $0) }
        let probed = Self.share(24, among: rows, knowsFixed: false)
        let known = Self.share(24, among: rows, knowsFixed: true)
        #expect(probed.measurements == 300)
        #expect(known.measurements == 100)
        Self.expectSame(known.sharing, probed.sharing)
        #expect(known.sharing.offers[0] == 0)
        #expect(known.sharing.mainLengths[0...2] == [1, 2, 3])
        #expect(known.sharing.crossLengths[0...2] == [0, 1, 2])
    }

    @Test("probes the flexible subviews among fixed ones (a spacer, a frame up to a height), with priorities, and shares alike")
    func flexibleAmongFixed() {
        let subviews = [
            Subview.fixed(1), Subview(minimum: 0, maximum: CellProposal.unlimited, ideal: 0), Subview.fixed(2),
            Subview(minimum: 1, maximum: 4, ideal: 2), Subview.fixed(1),
        ]
        for priorities in [[0, 0, 0, 0, 0], [0, 0, 1, 2, 0], [1, -1, 0, 0, 1]] as [[Double]] {
            for available in [0, 3, 8, 30] {
                let probed = Self.share(available, among: subviews, priorities: priorities, knowsFixed: false)
                let known = Self.share(available, among: subviews, priorities: priorities, knowsFixed: true)
                #expect(probed.measurements == 15)
                #expect(known.measurements == 3 + 2 * 3)
                Self.expectSame(known.sharing, probed.sharing)
            }
        }
        let known = Self.share(8, among: subviews, knowsFixed: true).sharing
        // Space goes to the least flexible first: the three rows, the
        // frame, then the spacer, each offered an equal share of the rest.
        #expect(known.offers == [1, 2, 1, 2, 1])
        #expect(known.mainLengths == [1, 2, 2, 2, 1])
    }

    @Test("offers every subview its ideal length, once, without a length to share")
    func idealSize() {
        let subviews = [Subview.fixed(1), Subview(minimum: 0, maximum: 9, ideal: 2)]
        let known = Self.share(nil, among: subviews, knowsFixed: true)
        #expect(known.measurements == 2)
        #expect(known.sharing.mainLengths == [1, 2])
        #expect(known.sharing.offers == [nil, nil])
    }
}
