/// A lazy stack's window moved forward by a scroll, as
/// `LazyStackNode.shiftedArrangement(length:cross:)` finds it: the
/// window's first `dropped` rows leave, the `kept` after them stay, each
/// `shift` cells nearer the start, the rows after those leave too, and
/// `incoming` come in after the kept ones. The anchor becomes `index` at
/// `offset`.
///
/// ```
/// window rows 10–33 at 0–23, scrolled down by one:
/// dropped 1 (row 10), kept 23 (rows 11–33, now at 0–22), shift 1, incoming [row 34 at 23]
/// anchor row 11 at offset 0
/// ```
struct LazyWindowShift {
    var index: Int
    var offset: Int
    var dropped: Int
    var kept: Int
    var shift: Int
    var incoming: [LazyRowPlacement]
}
