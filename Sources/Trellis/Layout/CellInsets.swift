/// Insets in whole cells: what `EdgeInsets` becomes once rounded.
///
/// ```
/// EdgeInsets(top: 1, leading: 2.4) → CellInsets(top: 1, leading: 2) · width 2, height 1
/// ```
struct CellInsets: Equatable {
    var top = 0
    var leading = 0
    var bottom = 0
    var trailing = 0

    /// The columns the insets take (leading and trailing).
    var width: Int { leading + trailing }
    /// The rows the insets take (top and bottom).
    var height: Int { top + bottom }

    /// Sets `edges` to `other`'s values for them.
    mutating func set(_ edges: Edge.Set, to other: CellInsets) {
        if edges.contains(.top) { top = other.top }
        if edges.contains(.leading) { leading = other.leading }
        if edges.contains(.bottom) { bottom = other.bottom }
        if edges.contains(.trailing) { trailing = other.trailing }
    }
}
