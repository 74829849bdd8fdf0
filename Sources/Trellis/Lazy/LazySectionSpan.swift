/// A `Section` among a lazy stack's rows, as the stack pins its header and
/// footer (`pinnedViews:`): the rows it spans, its header and footer
/// included, and the indices of its header and footer rows when it has
/// them.
///
/// ```
/// LazyVStack { Text("Top"); Section { a; b } header: { H } footer: { F } }
/// rows: Top 0 · H 1 · a 2 · b 3 · F 4 → span rows 1..<5, header 1, footer 4
/// ```
///
/// Found from the segments (``LazyRowSegment/sectionParts``) when they are
/// rebuilt, only by a stack that pins views: O(segments) per rebuild.
struct LazySectionSpan {
    var rows: Range<Int>
    var header: Int?
    var footer: Int?
}
