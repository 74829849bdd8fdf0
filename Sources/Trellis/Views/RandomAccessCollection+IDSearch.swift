extension RandomAccessCollection {
    /// The offset of the element whose ID is `id`: at the offset `near`;
    /// else, when the IDs are `Comparable`, where a binary search of the
    /// data in ID order lands (checked, so data out of order only costs
    /// the probes); else looked for outward from `near` (`near + 1`,
    /// `near - 1`, `near + 2`, …) no further than `limit` elements away (no
    /// limit when `nil`; the limit bounds this scan, not the O(log count)
    /// probes before it), one side's end reached going on along the other
    /// side only, so each element is read at most once.
    ///
    /// ```
    /// IDs [a, b, c, d, e], looking for a near 3:     d; probes c, b, a → 0
    /// IDs [e, a, d, b, c], looking for a near 3:     b; probes d, b, a?e… miss; then c, d, a → 1
    /// ```
    ///
    /// Cost: O(log count) reads of elements and IDs for IDs in ascending
    /// or descending order (counters, database keys: the usual data); else
    /// O(distance) when the element is found, O(min(count, 2 limit)) when
    /// it is not. Inlinable, so that a `ForEach` compiles it for its data.
    /// `ForEach` rows (scroll positions, `scrollTo`, a lazy stack's anchor)
    /// and `ForEach($items)` bindings find their elements with it.
    @inlinable
    func offset<ID: Hashable>(
        ofElementWithID id: ID, identifiedBy identify: (Element) -> ID, near: Int, within limit: Int?
    ) -> Int? {
        let count = self.count
        guard count > 0 else { return nil }
        let start = Swift.min(Swift.max(near, 0), count - 1)
        let reach = Swift.min(limit ?? count, count)
        var after = index(startIndex, offsetBy: start)
        if identify(self[after]) == id {
            return start
        }
        if count > 2, let comparable = id as? any Comparable,
            let found = offsetInOrder(of: comparable, identifiedBy: identify, count: count)
        {
            return found
        }
        var before = after
        var afterOffset = start
        var beforeOffset = start
        var distance = 1
        while distance <= reach {
            var searched = false
            if afterOffset + 1 < count {
                formIndex(after: &after)
                afterOffset += 1
                if identify(self[after]) == id {
                    return afterOffset
                }
                searched = true
            }
            if beforeOffset > 0 {
                formIndex(before: &before)
                beforeOffset -= 1
                if identify(self[before]) == id {
                    return beforeOffset
                }
                searched = true
            }
            guard searched else { return nil }
            distance += 1
        }
        return nil
    }

    /// The offset of the element whose ID is `target`, found by a binary
    /// search that assumes the IDs ascend (or descend, when the first is
    /// greater than the last); `nil` when the element the search lands on
    /// is not it (the data is not in order, or has no such ID).
    @inlinable
    func offsetInOrder<Target: Comparable, ID>(
        of target: Target, identifiedBy identify: (Element) -> ID, count: Int
    ) -> Int? {
        func id(at offset: Int) -> Target? {
            identify(self[index(startIndex, offsetBy: offset)]) as? Target
        }
        guard let first = id(at: 0), let last = id(at: count - 1) else { return nil }
        let descending = last < first
        var low = 0
        var high = count - 1
        while low <= high {
            let middle = low + (high - low) / 2
            guard let value = id(at: middle) else { return nil }
            if value == target {
                return middle
            }
            if (value < target) != descending {
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return nil
    }
}
