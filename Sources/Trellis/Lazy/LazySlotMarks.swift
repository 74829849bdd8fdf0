/// A mark with a number on some of a lazy stack's built rows, kept by the
/// row's slot among the stack's children (`keyedSlot`) with a round
/// number: a new round forgets every mark by counting up, and a mark costs
/// an array access, not a hash. The stack keeps two: the index each row
/// was handed out for in the current arrangement (to tell a repeated ID's
/// rows apart, `LazyStackNode.row(at:)`), and the rows shown since the
/// last commit.
///
/// ```
/// round 7: mark(slot 3, 41) → entries[3] = (7, 41); value(at: 3) → 41
/// begin(): round 8 → value(at: 3) → nil
/// ```
struct LazySlotMarks {
    private var entries: [(round: UInt32, value: Int)] = []
    private var round: UInt32 = 1

    /// Forgets every mark. Cost: O(1) (O(slots) once every 2³² rounds).
    mutating func begin() {
        round &+= 1
        if round == 0 {
            entries.removeAll(keepingCapacity: true)
            round = 1
        }
    }

    /// The number the row in `slot` was marked with since ``begin()``, if any.
    @inline(__always)
    func value(at slot: Int) -> Int? {
        guard slot < entries.count, entries[slot].round == round else { return nil }
        return entries[slot].value
    }

    /// Marks the row in `slot` with `value`.
    @inline(__always)
    mutating func mark(_ slot: Int, _ value: Int = 0) {
        if slot >= entries.count {
            grow(toInclude: slot)
        }
        entries[slot] = (round, value)
    }

    /// Adds unmarked entries up to `slot`.
    private mutating func grow(toInclude slot: Int) {
        while entries.count <= slot {
            entries.append((0, 0))
        }
    }

    /// Takes the mark off the row in `slot`.
    mutating func unmark(_ slot: Int) {
        if slot < entries.count {
            entries[slot] = (0, 0)
        }
    }

    /// The row in slot `source` moved to slot `target` (a destroyed row's
    /// place was taken by the last one): its mark goes with it, and the
    /// slot it left keeps none for the next row built there.
    mutating func move(from source: Int, to target: Int) {
        let moved: (round: UInt32, value: Int) = source < entries.count ? entries[source] : (0, 0)
        unmark(source)
        if target < entries.count {
            entries[target] = moved
        } else if moved.round == round {
            mark(target, moved.value)
        }
    }
}
