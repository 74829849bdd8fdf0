/// The section header and footer a lazy stack pins in a placement: the
/// header of the first row's section at the viewport's start, the footer
/// of the last row's section at its end, each drawn over the rows beneath
/// it (`LazyStackNode+Pinning.swift`). A header or footer whose own place
/// is in view is not pinned.
///
/// ```
/// viewport 0..<4, rows a2 (0), a3 (1), B (2), b1 (3) of sections A and B
/// header: A's at 0 (over a2) · footer: none (B has none)
/// ```
struct LazyPinnedRows {
    var header: LazyRowPlacement?
    var footer: LazyRowPlacement?

    /// Whether nothing is pinned: the case of every stack without
    /// `pinnedViews`, checked once per placement and draw.
    var isEmpty: Bool { header == nil && footer == nil }

    /// Whether `row` is the pinned header or footer.
    func pins(_ row: ViewNode) -> Bool {
        header?.row === row || footer?.row === row
    }

    /// Whether `other` pins the same rows over the same cells.
    func covers(sameCellsAs other: LazyPinnedRows) -> Bool {
        Self.same(header, other.header) && Self.same(footer, other.footer)
    }

    private static func same(_ first: LazyRowPlacement?, _ second: LazyRowPlacement?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?):
            first.row === second.row && first.position == second.position && first.length == second.length
        default: false
        }
    }
}
