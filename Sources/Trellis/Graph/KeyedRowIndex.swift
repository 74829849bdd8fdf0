/// The rows of keyed content, found by key: the one matcher with which
/// `ForEach` and lazy stacks give each element the row that has its ID
/// (ARCHITECTURE.md, “Identity”).
///
/// An element's key finds the key's first row. When the data repeats a key,
/// a later element finds the first row already taken and gets a repeat,
/// numbered by a rule of the container's: `ForEach`, which sees all its
/// data, counts the repetitions in order (1, 2, …); a lazy stack, which
/// builds one row at a time, uses the position (index + 1). The repetition
/// is reported once (``DuplicateIDReport``).
///
/// Worked example, a `ForEach` over the IDs `[a, b, a]` becoming `[a, a, c]`:
///
/// ```
/// index:  first rows {a: R1, b: R2}   repeats {(a, 1): R3}
/// a  claim(a): R1, not yet taken             → R1
/// a  claim(a): R1 taken in this pass; repeat 1 → R3 (reported)
/// c  claim(c): no row                         → none: the container makes one
/// R2 was claimed by no element                → the container removes it
/// ```
///
/// Cost: one hash lookup per claim of a key that does not repeat; two for a
/// repetition.
struct KeyedRowIndex<Key: Hashable> {
    private struct Repeat: Hashable {
        let key: Key
        let occurrence: Int
    }

    private var firstRows: [Key: ViewNode] = [:]
    private var repeats: [Repeat: ViewNode] = [:]
    private var report = DuplicateIDReport()
    /// How the container tells repeats apart, for the report.
    private let distinction: String

    /// An empty index for a container whose repeats are told apart by
    /// `distinction` (“their order”, “their position”).
    ///
    /// The container's name is asked for only when a repeat is reported:
    /// naming a type prints it through the runtime's demangler, which a
    /// mount would otherwise run (and page in) for every container.
    init(toldApartBy distinction: String) {
        self.distinction = distinction
    }

    /// The number of rows indexed.
    var count: Int { firstRows.count + repeats.count }

    /// The row of the `occurrence` of `key` (0: the key's first row).
    ///
    /// Repeats are reached through functions of their own, so that the
    /// common path (a first row) never asks the runtime for the metadata of
    /// `Repeat` in a container's unspecialized code.
    subscript(key: Key, occurrence: Int = 0) -> ViewNode? {
        get { occurrence == 0 ? firstRows[key] : repeatedRow(key, occurrence) }
        set {
            if occurrence == 0 {
                firstRows[key] = newValue
            } else {
                setRepeatedRow(newValue, key, occurrence)
            }
        }
    }

    @inline(never)
    private func repeatedRow(_ key: Key, _ occurrence: Int) -> ViewNode? {
        repeats[Repeat(key: key, occurrence: occurrence)]
    }

    @inline(never)
    private mutating func setRepeatedRow(_ row: ViewNode?, _ key: Key, _ occurrence: Int) {
        repeats[Repeat(key: key, occurrence: occurrence)] = row
    }

    /// The row for an element with `key`: the key's first row unless
    /// `isTaken` says another element of this pass has it, then the repeat
    /// numbered `repeatNumber()` (reported, the container named by
    /// `container`), with which occurrence of the key the claim was (0 for
    /// the first). A claim without a row leaves the container to build one
    /// under that occurrence.
    ///
    /// Inlined, and answering a tuple rather than a type nested in this
    /// generic one, so that a container's unspecialized code asks the
    /// runtime for no generic metadata per row.
    @MainActor @inline(__always)
    mutating func claim(
        _ key: Key, isTaken: (ViewNode) -> Bool, repeatNumber: () -> Int, container: @autoclosure () -> String,
        in graph: Graph
    ) -> (row: ViewNode?, occurrence: Int) {
        guard let first = firstRows[key] else { return (nil, 0) }
        guard isTaken(first) else { return (first, 0) }
        let occurrence = repeatNumber()
        reportRepeat(of: key, container: container(), in: graph)
        return (repeatedRow(key, occurrence), occurrence)
    }

    /// Reports that the data of the container named by `container` repeats
    /// `key`, the first time only.
    @MainActor
    mutating func reportRepeat(of key: Key, container: @autoclosure () -> String, in graph: Graph) {
        report.report(key, container: container(), toldApartBy: distinction, in: graph)
    }

    /// Forgets the row of the `occurrence` of `key` if it is `row`.
    mutating func remove(_ row: ViewNode, for key: Key, occurrence: Int = 0) {
        if self[key, occurrence] === row {
            self[key, occurrence] = nil
        }
    }

    /// Makes room for `count` first rows.
    mutating func reserveCapacity(_ count: Int) {
        firstRows.reserveCapacity(count)
    }

    /// Forgets every row.
    mutating func removeAll(keepingCapacity: Bool = false) {
        firstRows.removeAll(keepingCapacity: keepingCapacity)
        repeats.removeAll()
    }

    /// Replaces every repeat by `newRepeats`, numbered again after a pass.
    mutating func replaceRepeats(with newRepeats: [(key: Key, occurrence: Int, row: ViewNode)]) {
        repeats.removeAll()
        for entry in newRepeats {
            repeats[Repeat(key: entry.key, occurrence: entry.occurrence)] = entry.row
        }
    }
}
