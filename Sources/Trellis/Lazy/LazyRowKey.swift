/// The identity of a lazy stack's row: the position of its segment in the
/// stack's content and its ID within the segment.
///
/// ```
/// LazyVStack { Header(); ForEach(items) { … } }
/// Header → (0, SingleRowID())    the item with ID "b" → (1, "b")
/// ```
struct LazyRowKey: Hashable {
    var segment: Int
    var id: AnyHashable
}
