/// The rows a lazy stack keeps after they leave its window, least recently
/// shown first: O(1) to add, to take out and to evict, whatever the limit.
///
/// Owned by the lazy stack's node. Taking a row out leaves its entry in
/// the order queue; eviction skips such stale entries, and the queue drops
/// its consumed head once it is half the queue.
///
/// ```
/// insert a, b, c · remove b · popOldest → a · popOldest → c (b's entry skipped)
/// ```
struct LazyRetentionCache {
    private var rows: [ObjectIdentifier: (row: ViewNode, stamp: Int)] = [:]
    private var order: [(stamp: Int, id: ObjectIdentifier)] = []
    private var head = 0
    private var nextStamp = 0

    /// The rows kept.
    var count: Int { rows.count }

    /// The rows kept, in no particular order.
    var all: [ViewNode] { rows.values.map(\.row) }

    /// Whether `row` is kept.
    func contains(_ row: ViewNode) -> Bool {
        rows[ObjectIdentifier(row)] != nil
    }

    /// Keeps `row` as the most recently shown.
    mutating func insert(_ row: ViewNode) {
        let id = ObjectIdentifier(row)
        rows[id] = (row, nextStamp)
        order.append((nextStamp, id))
        nextStamp += 1
    }

    /// Takes `row` out (it is shown again, or destroyed); returns whether
    /// it was kept.
    @discardableResult
    mutating func remove(_ row: ViewNode) -> Bool {
        rows.removeValue(forKey: ObjectIdentifier(row)) != nil
    }

    /// Takes out and returns the least recently shown row: one hash
    /// lookup per entry of the queue it consumes, its row's entry removed
    /// at the place found.
    mutating func popOldest() -> ViewNode? {
        while head < order.count {
            let (stamp, id) = order[head]
            head += 1
            if let index = rows.index(forKey: id), rows.values[index].stamp == stamp {
                compact()
                return rows.remove(at: index).value.row
            }
        }
        compact()
        return nil
    }

    private mutating func compact() {
        guard head > 32, head * 2 > order.count else { return }
        order.removeFirst(head)
        head = 0
    }
}
