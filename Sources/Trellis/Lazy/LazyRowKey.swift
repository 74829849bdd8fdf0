/// The key of a lazy stack's row: its segment's structural identity in the
/// stack's content and its ID within the segment. Rows whose data repeats
/// an ID are told apart by their position (``KeyedRowIndex``).
///
/// ```
/// LazyVStack { Header(); ForEach(items) { … } }
/// Header → (segment of tuple slot 0, SingleRowID())    the item with ID "b" → (segment of slot 1, "b")
/// ```
struct LazyRowKey: Hashable, CustomStringConvertible {
    /// The segment's identity (``LazyRowSegment/identity``), stable while
    /// the content's structure is.
    var segment: Int
    var id: AnyHashable

    /// The ID, as a repeated key is reported.
    var description: String { "\(id)" }
}
