/// The identity of a lazy stack's row: its segment's structural identity
/// in the stack's content and its ID within the segment, with an
/// occurrence that tells apart rows whose data repeats an ID.
///
/// ```
/// LazyVStack { Header(); ForEach(items) { … } }
/// Header → (segment of tuple slot 0, SingleRowID())    the item with ID "b" → (segment of slot 1, "b")
/// ```
struct LazyRowKey: Hashable {
    /// The segment's identity (``LazyRowSegment/identity``), stable while
    /// the content's structure is.
    var segment: Int
    var id: AnyHashable
    /// 0 for the first row with this ID; for a later row with the same ID,
    /// its index plus one (its state then goes with its position).
    var occurrence = 0
}
