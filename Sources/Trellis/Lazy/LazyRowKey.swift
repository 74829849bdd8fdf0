/// The key of a lazy stack's row: its segment's structural identity in the
/// stack's content and its ID within the segment. Rows whose data repeats
/// an ID are told apart by their position (``KeyedRowIndex``).
///
/// ```
/// LazyVStack { Header(); ForEach(items) { … } }
/// Header → (segment of tuple slot 0, SingleRowID())    the item with ID "b" → (segment of slot 1, "b")
/// ```
///
/// The ID's hash is computed once, when the key is made: the retained
/// rows' dictionary hashes the key with it, and two keys compare their IDs
/// (an `AnyHashable` comparison, which for boxed integers costs about a
/// thousand instructions) only when their hashes are equal. Most keys a
/// lookup meets in its probe sequence differ in hash.
///
/// ```
/// key 24 looked up, probing past keys 130 and 7   →   2 hash comparisons, no ID comparison
/// ```
///
/// A key made from an `Int` ID (``init(segment:typedID:)``, the keys of a
/// `ForEach` over integers) keeps the integer too: two such keys compare
/// it, not their boxes, as the lookup that finds a row's entry to remove
/// it always must (its key is in the table).
///
/// ```
/// key 24 (Int) removed, found at its entry   →   1 integer comparison, no box comparison
/// key 24 (Int) against key 24 (Int8)         →   box comparison (they are equal)
/// ```
struct LazyRowKey: Hashable, CustomStringConvertible {
    /// The segment's identity (``LazyRowSegment/identity``), stable while
    /// the content's structure is.
    let segment: Int
    /// The row's ID in its segment.
    let id: AnyHashable
    /// `id.hashValue`, kept so that hashing and comparing keys need not
    /// hash the ID again.
    private let idHash: Int
    /// The ID when its type is exactly `Int`, compared instead of `id`
    /// against another key that has one.
    private let integerID: Int?

    /// The key of the row with `id` in the segment whose identity is
    /// `segment`.
    init(segment: Int, id: AnyHashable) {
        self.init(segment: segment, id: id, integerID: nil)
    }

    /// The key of the row with `typedID` in the segment whose identity is
    /// `segment`, its integer kept when `ID` is `Int`.
    init<ID: Hashable>(segment: Int, typedID: ID) {
        let integerID = ID.self == Int.self ? unsafeBitCast(typedID, to: Int.self) : nil
        self.init(segment: segment, id: AnyHashable(typedID), integerID: integerID)
    }

    private init(segment: Int, id: AnyHashable, integerID: Int?) {
        self.segment = segment
        self.id = id
        idHash = id.hashValue
        self.integerID = integerID
    }

    /// The ID, as a repeated key is reported.
    var description: String { "\(id)" }

    /// Whether both keys name the same segment and equal IDs; IDs of
    /// different hashes are not compared, integer IDs are compared as
    /// integers.
    static func == (lhs: LazyRowKey, rhs: LazyRowKey) -> Bool {
        guard lhs.segment == rhs.segment, lhs.idHash == rhs.idHash else { return false }
        if let left = lhs.integerID, let right = rhs.integerID {
            return left == right
        }
        return lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(segment)
        hasher.combine(idHash)
    }
}
