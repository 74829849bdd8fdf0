/// A lazy stack's data as segments (one per `ForEach` or single view of its
/// content), and the row indices, keys and positions they give without
/// building a row.
extension LazyStackNode {
    /// Reads the segments of the content again, with where each starts,
    /// and drops the kept state of segments no longer asked for.
    func rebuildSegments() {
        askedSegmentStates.removeAll(keepingCapacity: true)
        segments = LazyRowSegment.segments(of: view.content)
        if segmentStates.count != askedSegmentStates.count {
            segmentStates = segmentStates.filter { askedSegmentStates.contains($0.key) }
        }
        segmentStarts = []
        segmentStarts.reserveCapacity(segments.count)
        segmentPositions = [:]
        var start = 0
        for (position, segment) in segments.enumerated() {
            segmentStarts.append(start)
            segmentPositions[segment.identity] = position
            start += segment.count
        }
        rowCount = start
        if !pinnedViews.isEmpty || !sections.isEmpty {
            rebuildSections()
        }
    }

    /// The segment holding row `index` and the row's offset in it.
    /// Cost: O(log segments).
    func locate(_ index: Int) -> (segment: Int, offset: Int) {
        var low = 0
        var high = segmentStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segmentStarts[middle] <= index {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low, index - segmentStarts[low])
    }

    /// The key of row `index`, without building it.
    func key(at index: Int) -> LazyRowKey {
        let (segment, offset) = locate(index)
        return segments[segment].key(at: offset)
    }

    /// The index of the row with `key` (its segment and ID) near `near`,
    /// within `limit` rows (every row when `nil`).
    func find(_ key: LazyRowKey, near: Int, limit: Int?) -> Int? {
        guard let position = segmentPositions[key.segment] else { return nil }
        let start = segmentStarts[position]
        // Unwrapped rather than mapped: a main-actor closure handed to
        // `map` pays an isolation check per row.
        guard let offset = segments[position].offset(of: key.id, near: near - start, limit: limit) else { return nil }
        return start + offset
    }

    /// Finds the anchor's row again after a change of data, by its key near
    /// its old index, or else by the key of the first other row of the
    /// window that is still there (the anchor's row left the data); returns
    /// how far that row moved, so the window's other rows are looked for
    /// where they went. A stack scrolled to its very top stays there, so
    /// rows inserted at the front show, as in SwiftUI; scrolled down, it
    /// keeps the rows in view:
    ///
    /// ```
    /// at the top, [a, b, c] → [z, a, b, c]      anchor stays (0, 0): z shows first; a moved by 1
    /// a shown from row 41 → 1,000 rows inserted  anchor (41 → 1,041): the same row stays first
    /// ```
    func relocateAnchor() -> Int {
        guard anchor.key != nil else { return 0 }
        let staysAtTop = anchor.index == 0 && anchor.offset == 0
        for (offset, placement) in window.enumerated() {
            guard let key = offset == 0 ? anchor.key : rowName(of: placement.row)?.key else { continue }
            let limit = offset == 0 ? Self.anchorSearchLimit : window.count
            let old = anchor.index + offset
            if let index = find(key, near: old, limit: limit) {
                if !staysAtTop {
                    anchor.index = index
                    if offset > 0 {
                        anchor.offset = 0
                    }
                }
                return index - old
            }
        }
        if !staysAtTop {
            anchor.offset = 0
        }
        return 0
    }
}
