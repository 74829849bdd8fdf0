/// A node that gives the cell it modifies grid-cell traits: the node of a
/// grid-cell modifier.
///
/// ``GridCellTraits/init(of:)`` finds these nodes along a cell's chain of
/// modifiers (the modifier nodes are generic over their content).
@MainActor
protocol GridCellTraitsProviding: ViewNode {
    /// The traits this node writes; unset fields leave the cell's as they are.
    var gridCellTraits: GridCellTraits { get }
}
