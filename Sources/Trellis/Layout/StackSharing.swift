/// SwiftUI's stack algorithm as a pure computation: what each subview is
/// offered along the axis and the size it takes.
///
/// Used by ``StackLayout`` (the incremental engine behind `VStack` and
/// `HStack`) and by the public `VStackLayout` and `HStackLayout`, so both
/// lay out alike.
///
/// With a length along the axis, the space left after the spacing is shared
/// out: subviews are taken by layout priority (highest first), and within a
/// priority from the least flexible to the most (a subview's flexibility is
/// its length for an unlimited offer minus its length for a zero one). Each
/// is offered an equal share of what remains, minus what lower priorities
/// need at least, and takes what it takes:
///
/// ```
/// HStack { Text("abc"); Spacer(); Text("de") } proposed 20 columns, spacing 1
/// available 20 − 2 = 18; flexibilities: "abc" 0, "de" 0, Spacer unlimited
/// "abc" offered 18/3 = 6, takes 3 · "de" offered 15/2 = 7, takes 2 · Spacer offered 13, takes 13
/// ```
///
/// Without a length along the axis (an ideal size), every subview is offered
/// its ideal length. Cost: three measurements per subview and a sort,
/// O(n log n).
///
/// A subview whose size for the zero offer holds for any length along the
/// axis (in a vertical stack, a text on one line: its cache files the
/// size for any height) is measured once: its flexibility is 0 and its
/// share takes that size, so the unlimited and the shared probes are
/// skipped and the offers and lengths come out the same. The size cache
/// answered those two probes already, so what is saved is two cache
/// look-ups a row: a `VStack` of 1,000 such rows asks its rows for a size
/// 1,000 times, not 3,000.
@MainActor
struct StackSharing {
    /// What each subview was offered along the axis (`nil` for its ideal).
    var offers: [Int?]
    /// Each subview's length along the axis.
    var mainLengths: [Int]
    /// Each subview's length across the axis.
    var crossLengths: [Int]
    /// Each subview's length for a zero offer (empty for an ideal size).
    var minimums: [Int] = []
    /// Each subview's flexibility (empty for an ideal size).
    var flexibilities: [Int] = []

    /// Shares `available` cells (`nil`: ideal size) along `axis` among
    /// `priorities.count` subviews; `measure(index, proposal)` is a subview's
    /// size for a proposal, and `holdsForAnyLength(index, proposal)`
    /// whether the size just measured for `proposal` is the subview's size
    /// for any length along the axis. Inlined, so that the closures are
    /// too: each caller's measurement is then a direct call.
    @inline(__always)
    init(
        available: Int?, axis: Axis, crossProposal: Int?, priorities: [Double],
        measure: (Int, CellProposal) -> CellSize,
        holdsForAnyLength: (Int, CellProposal) -> Bool = { _, _ in false }
    ) {
        let count = priorities.count
        offers = Array(repeating: nil, count: count)
        mainLengths = Array(repeating: 0, count: count)
        crossLengths = Array(repeating: 0, count: count)
        guard let available else {
            for index in 0..<count {
                let size = measure(index, CellProposal(main: nil, cross: crossProposal, axis: axis))
                mainLengths[index] = size.length(along: axis)
                crossLengths[index] = size.length(along: axis.cross)
            }
            return
        }
        minimums.reserveCapacity(count)
        flexibilities.reserveCapacity(count)
        // The subviews measured once: their lengths are already in
        // `mainLengths` and `crossLengths`.
        var isFixed = Array(repeating: false, count: count)
        let zero = CellProposal(main: 0, cross: crossProposal, axis: axis)
        for index in 0..<count {
            let smallestSize = measure(index, zero)
            let smallest = smallestSize.length(along: axis)
            minimums.append(smallest)
            if holdsForAnyLength(index, zero) {
                isFixed[index] = true
                mainLengths[index] = smallest
                crossLengths[index] = smallestSize.length(along: axis.cross)
                flexibilities.append(0)
                continue
            }
            let largest = measure(index, CellProposal(main: CellProposal.unlimited, cross: crossProposal, axis: axis))
                .length(along: axis)
            flexibilities.append(largest - smallest)
        }
        let order = Self.sharingOrder(priorities: priorities, flexibilities: flexibilities)
        var remaining = available
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            var end = start
            while end < order.count, priorities[order[end]] == priority {
                end += 1
            }
            var reservedForLower = 0
            for index in order[end...] {
                reservedForLower += minimums[index]
            }
            var groupRemaining = max(0, remaining - reservedForLower)
            var left = end - start
            for position in start..<end {
                let index = order[position]
                let offer = groupRemaining / left
                offers[index] = offer
                if !isFixed[index] {
                    let size = measure(index, CellProposal(main: offer, cross: crossProposal, axis: axis))
                    mainLengths[index] = size.length(along: axis)
                    crossLengths[index] = size.length(along: axis.cross)
                }
                groupRemaining = max(0, groupRemaining - mainLengths[index])
                remaining = max(0, remaining - mainLengths[index])
                left -= 1
            }
            start = end
        }
    }

    /// The order in which subviews are offered space: higher priority first,
    /// then less flexible first, then in view order. Not isolated, so the
    /// sort's comparator pays no actor check per comparison. Cost: O(n)
    /// when every subview has the same priority and flexibility, O(n log n)
    /// otherwise.
    nonisolated static func sharingOrder(priorities: [Double], flexibilities: [Int]) -> [Int] {
        // Subviews that all share a priority and a flexibility (rows of text)
        // are offered space in view order: no sort.
        if let priority = priorities.first, let flexibility = flexibilities.first,
            !priorities.contains(where: { $0 != priority }), !flexibilities.contains(where: { $0 != flexibility })
        {
            return Array(priorities.indices)
        }
        return priorities.indices.sorted { left, right in
            if priorities[left] != priorities[right] { return priorities[left] > priorities[right] }
            if flexibilities[left] != flexibilities[right] { return flexibilities[left] < flexibilities[right] }
            return left < right
        }
    }

    /// The stack's size: the lengths along the axis plus the spacing, and
    /// the largest length across it.
    func size(axis: Axis, spacing: Int) -> CellSize {
        guard !mainLengths.isEmpty else { return .zero }
        var main = spacing * (mainLengths.count - 1)
        var cross = 0
        for index in mainLengths.indices {
            main += mainLengths[index]
            cross = max(cross, crossLengths[index])
        }
        return CellSize(main: main, cross: cross, axis: axis)
    }
}
