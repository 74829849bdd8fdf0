/// A row of a lazy stack's window: its index in the data, its node, where
/// it starts along the axis and its length. (Outside the generic node, so
/// that arrays of it need no generic metadata at run time.)
struct LazyRowPlacement {
    var index: Int
    var row: ViewNode
    var position: Int
    var length: Int
}
